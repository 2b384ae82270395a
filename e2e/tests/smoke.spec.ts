import { expect, test } from '@playwright/test';

test('the app serves the React front end and the plan catalogue from one process', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Receiptbox/);
  await expect(page.locator('#root')).not.toBeEmpty();

  const config = await request.get('/api/App/config');
  expect(config.ok()).toBe(true);
  const body = await config.json();
  expect(body.products.map((p: { price: number }) => p.price).sort((a: number, b: number) => a - b)).toEqual([
    0, 600, 1700, 5000, 14400,
  ]);
});

test('an unknown path serves the app, which redirects to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/Receiptbox/);
});

test('health and readiness answer', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
});

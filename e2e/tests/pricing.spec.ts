import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../artifacts';
import { followVerificationLink } from '../verify-email';

/**
 * Plans and payments on the built-in payment sandbox (SPEC §2, §4, §8): a guest picks a paid plan,
 * signs up, pays on the sandbox's test checkout, gets the plan's HSA/FSA mailbox, cancels in
 * Settings and is back on Free; then upgrades again monthly and renews from the command line.
 */

const email = `payer-${Date.now()}@example.com`;
const password = 'correct horse battery staple';
const accountName = `pay${Date.now().toString(36)}`;
const repoRoot = resolve(import.meta.dirname, '../..');

/** /pricing at desktop and phone widths, into e2e/artifacts/. */
async function pricingShots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `pricing-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function grantDriveAccess(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Grant Drive Access' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Google Drive Access Confirmed')).toBeVisible();
}

/** Pays on the sandbox's test checkout and waits for the way back to /pricing. */
async function payOnSandbox(page: Page, planName: string, billing: 'Yearly' | 'Monthly') {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_\w+$/);
  await expect(
    page.getByText("Test payment: this is Receiptbox's payment sandbox. Nothing is charged"),
  ).toBeVisible();
  await expect(page.getByTestId('sandbox-plan')).toHaveText(planName);
  await expect(page.getByText(billing, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$\d+ \(test\)$/ }).click();
  await expect(page).toHaveURL(/\/pricing\?checkout=success&session_id=cs_sandbox_\w+$/);
  await expect(page.getByText('Payment received.')).toBeVisible();
}

test('a guest buys Unlimited + HSA/FSA yearly in the sandbox, uses it, cancels and is back on Free', async ({
  page,
}) => {
  test.setTimeout(150_000);

  // The guest's pricing page: monthly by default, every plan 'Get Started'.
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing - Receiptbox');
  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('plan-HSA')).toContainText('$6');
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(3);
  await expect(page.getByText('Frequently Asked Questions')).toBeVisible();
  await expect(page.locator('.faq-item')).toHaveCount(4);
  await pricingShots(page, 'guest');

  // Yearly: $50 with the $22 saving (12 × 6 − 50); choose it.
  await page.getByRole('button', { name: 'Yearly' }).click();
  const hsa = page.getByTestId('plan-HSA');
  await expect(hsa).toContainText('$50');
  await expect(hsa).toContainText('Save $22 a year');
  await hsa.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login\?selectedPlan=hsa-yearly&returnUrl=%2Fdashboard$/);
  await expect(page.getByText('Sign in to continue with your plan selection')).toBeVisible();

  // Sign up and set up the account; the chosen plan then continues to checkout.
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Penny Payer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, email);
  await expect(page).toHaveURL(/\/account-setup$/);
  await page.getByLabel('Account Name').fill(accountName);
  await grantDriveAccess(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  await payOnSandbox(page, 'Unlimited + HSA/FSA', 'Yearly');
  await expect(page.getByTestId('plan-HSA').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByTestId('plan-HSA').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByTestId('plan-Business').getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
  const card = page.getByTestId('current-plan-card');
  await expect(card).toContainText('Unlimited + HSA/FSA');
  await expect(card).toContainText('Billed yearly');
  await expect(card).toContainText('Upgrade below to unlock more features');

  // The plan's HSA/FSA mailbox can now be created. Through the API from the page (the dashboard's
  // create dialog belongs to another branch), with the page's own token and anti-forgery cookie.
  const created = await page.evaluate(async (address) => {
    const session = JSON.parse(localStorage.getItem('receiptbox.session') ?? '{}') as { idToken: string };
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(`/api/AppUser/${encodeURIComponent(address)}/mailboxes`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.idToken}`,
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(xsrf),
      },
      body: JSON.stringify({ name: 'Medical', isHsaMailbox: true }),
    });
    const user = (await response.json()) as { mailboxes?: { name: string; isHsaMailbox: boolean }[] };
    return { status: response.status, last: user.mailboxes?.at(-1) };
  }, email);
  expect(created).toEqual({
    status: 200,
    last: expect.objectContaining({ name: 'Medical', isHsaMailbox: true }),
  });

  // Settings: the plan panel, then Cancel Subscription.
  await page.goto('/settings');
  const panel = page.getByTestId('plan-panel');
  await expect(panel.getByTestId('plan-name')).toHaveText('Unlimited + HSA/FSA');
  await expect(panel).toContainText('Billed yearly');
  await expect(panel.getByTestId('plan-status')).toHaveText(/^36[56] days remaining$/);
  await expect(panel).toContainText('Renews');
  await panel.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure you want to cancel your Unlimited + HSA/FSA subscription?',
  );
  await saveScreenshot(page, 'pricing-settings-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription cancelled successfully.')).toBeVisible();
  // After the 3-second wait the user is reloaded: back on Free, with the downgrade explained.
  await expect(panel.getByTestId('plan-name')).toHaveText('Personal (Free)', { timeout: 10_000 });
  await expect(panel).toContainText('You have 2 mailboxes; the Personal (Free) plan includes 1.');
  await expect(panel.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await saveScreenshot(page, 'pricing-settings-after-cancel');

  // Signed in on Free: upgrades offered, the downgrade note on the card.
  await page.goto('/pricing');
  await expect(page.getByTestId('plan-Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(page.getByTestId('current-plan-card')).toContainText('Upgrade below to unlock more features');
  await expect(page.getByTestId('current-plan-card')).toContainText("you can't create new ones");
  await pricingShots(page, 'signed-in-free');

  // Upgrade again, monthly this time: the card offers the yearly switch.
  await page.getByTestId('plan-HSA').getByRole('button', { name: 'Upgrade Now' }).click();
  await payOnSandbox(page, 'Unlimited + HSA/FSA', 'Monthly');
  await expect(page.getByTestId('current-plan-card')).toContainText('Billed monthly');
  await expect(page.getByTestId('current-plan-card')).toContainText('Save money with yearly billing');
  await expect(
    page.getByRole('button', { name: 'Switch to Yearly Billing (save $22 a year)' }),
  ).toBeVisible();
  await expect(page.getByTestId('plan-Free').getByRole('button', { name: 'Get Started' })).toBeDisabled();
  await pricingShots(page, 'hsa-monthly');

  // The sandbox's command line renews the subscription: the next period shows in Settings.
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'apps/server/src/features/billing/sandbox-cli.ts', 'renew', email],
    { cwd: repoRoot, env: { ...process.env, PORT: process.env.E2E_PORT } },
  );
  expect(stdout).toContain('sent invoice.paid');
  await page.goto('/settings');
  await expect(page.getByTestId('plan-status')).toHaveText(/^(59|60|61|62) days remaining$/);
});

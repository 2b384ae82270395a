import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../artifacts';

/** Every public page of SPEC §2 this suite owns, with its title ('Title - Receiptbox'). */
const PUBLIC_PAGES = [
  { path: '/', title: 'Receiptbox' },
  { path: '/features', title: 'Features - Receiptbox' },
  { path: '/hsa', title: 'HSA Tracking - Receiptbox' },
  { path: '/privacy-policy', title: 'Privacy Policy - Receiptbox' },
  { path: '/terms-of-service', title: 'Terms of Service - Receiptbox' },
  { path: '/receipt-to-excel', title: 'Receipt to Excel Converter - Receiptbox' },
  { path: '/contact', title: 'Contact - Receiptbox' },
  { path: '/blog', title: 'Blog - Receiptbox' },
  { path: '/register', title: 'Sign Up - Receiptbox' },
] as const;

const WIDTHS = [1280, 375] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, title } of PUBLIC_PAGES) {
      test(`${path} renders with its title, one h1, a description and no horizontal scroll`, async ({
        page,
      }) => {
        // A first load should be quiet: console warnings and errors are bugs a visitor's devtools show.
        const noise: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning' || message.type() === 'error') noise.push(message.text());
        });
        page.on('pageerror', (error) => noise.push(error.message));
        await page.goto(path);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // The free limit is 30 (PRODUCT.md); no page may say 50.
        await expect(page.locator('body')).not.toContainText(/\b50 receipts/i);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(noise).toEqual([]);
        await saveScreenshot(page, `public${path === '/' ? '-home' : path.replaceAll('/', '-')}-${width}`);
      });
    }
  });
}

async function expectLinkTo(page: Page, name: string | RegExp, href: string) {
  const links = page
    .getByRole('main')
    .getByRole('link', typeof name === 'string' ? { name, exact: true } : { name });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
}

test.describe('links go where SPEC §2 says', () => {
  test('landing: Get Started Free, Learn More, Sign Up Now', async ({ page }) => {
    await page.goto('/');
    await expectLinkTo(page, 'Get Started Free', '/login');
    await expectLinkTo(page, /^Learn More/, '/features');
    await expectLinkTo(page, 'Sign Up Now', '/register');
    for (const section of ['Features', 'How it works', 'Why choose us']) {
      await expect(page.getByRole('main').locator('.eyebrow', { hasText: section })).toBeVisible();
    }
    await expect(page.getByRole('main').locator('.steps > li')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(/\/features$/);
  });

  test('features: five core blocks, four HSA/FSA features, seven more, Start Free Trial', async ({
    page,
  }) => {
    await page.goto('/features');
    const section = (name: string) => page.getByRole('region', { name });
    await expect(section('Core features').locator('> div > ul > li')).toHaveCount(5);
    await expect(section('Health spending, sorted').locator('ul > li')).toHaveCount(4);
    await expect(section('And also').locator('ul > li')).toHaveCount(7);
    await expectLinkTo(page, 'Start Free Trial', '/login');
  });

  test('HSA: every Get Started for Free button goes to /login', async ({ page }) => {
    await page.goto('/hsa');
    await expectLinkTo(page, 'Get Started for Free', '/login');
    expect(await page.getByRole('link', { name: 'Get Started for Free' }).count()).toBeGreaterThanOrEqual(2);
  });

  test('converter: See Our Plans and Learn More', async ({ page }) => {
    await page.goto('/receipt-to-excel');
    await expectLinkTo(page, 'See Our Plans', '/pricing');
    await expectLinkTo(page, /^Learn More/, '/features');
  });

  test('register leads to sign-up', async ({ page }) => {
    await page.goto('/register');
    await expectLinkTo(page, 'Create your account', '/login?register=1');
  });

  test('privacy policy: last updated 2024-12-02, ages 13 and over', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('time[datetime="2024-12-02"]')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('aged 13 and over');
  });

  test('terms: ten sections, a last-updated date and the free limit of 30', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('main').locator('h2')).toHaveCount(10);
    await expect(page.getByRole('main')).toContainText('Last updated');
    await expect(page.getByRole('main')).toContainText('30 receipts per calendar month');
  });

  test('footer: support address and the eight links', async ({ page, request }) => {
    const config = await (await request.get('/api/App/config')).json();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    const expected: [string, string][] = [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['HSA Tracking', '/hsa'],
      ['Blog', '/blog'],
      ['Receipt to Excel converter', '/receipt-to-excel'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('navigation scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle('Privacy Policy - Receiptbox');
  });
});

test('a page whose chunk a deploy removed reloads at that address and shows the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page).toHaveTitle('Receiptbox');
  // The first request for the Features chunk fails as it does for a tab opened before a deploy.
  let requests = 0;
  await page.route(/\/assets\/FeaturesPage-[^/]+\.js$/, async (route) => {
    requests++;
    if (requests === 1) await route.fulfill({ status: 404, body: '' });
    else await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveTitle('Features - Receiptbox');
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests).toBe(2);
});

test.describe('header menus', () => {
  test('at 1280px the links are in the bar and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('link', { name: 'HSA Tracking' })).toHaveAttribute('href', '/hsa');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'HSA Tracking' }).click();
    await expect(page).toHaveTitle('HSA Tracking - Receiptbox');
  });

  for (const width of [320, 375]) {
    test(`at ${width}px the logo mark, Get Started and the menu button fit inside the page margins`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const banner = page.getByRole('banner');
      const mark = banner.getByRole('link', { name: 'Receiptbox home' }).locator('svg');
      await expect(mark).toBeVisible();
      // The mark keeps its 28px instead of being squeezed by the buttons beside it.
      expect((await mark.boundingBox())?.width).toBe(28);
      const menuButton = await banner.getByRole('button', { name: 'Menu' }).boundingBox();
      const logo = await banner.getByRole('link', { name: 'Receiptbox home' }).boundingBox();
      expect(logo?.x).toBeGreaterThanOrEqual(16);
      expect((menuButton?.x ?? 0) + (menuButton?.width ?? 0)).toBeLessThanOrEqual(width - 16);
    });
  }

  test('at 375px a menu adds Blog and closes on navigation, outside click and Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Features', 'Pricing', 'HSA Tracking', 'Blog', 'Sign In']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await saveScreenshot(page, 'header-menu-open-375');

    await page.mouse.click(180, 600); // outside
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle('Blog - Receiptbox');
    await expect(menu).toBeHidden();
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Features' }),
    ).toBeFocused();
  });
});

test.describe('contact form', () => {
  test('shows field errors, then sends a valid message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('Short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Does the HSA mailbox read pharmacy receipts?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'your message has been sent' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });
});

import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from '../artifacts';
import { followVerificationLink } from '../verify-email';

/**
 * The account journey on the built-in identity provider (SPEC §2, §4, §5): sign up, account
 * setup with drive access, Mailbox Ready, Settings, account deletion, and signing in again.
 */

const email = `e2e-${Date.now()}@example.com`;
const password = 'correct horse battery staple';
const accountName = `acct${Date.now().toString(36)}`;

async function shot(page: Page, name: string) {
  await saveScreenshot(page, `account-${name}`);
}

async function grantDriveAccess(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Grant Drive Access' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup.getByRole('heading', { name: 'Allow Receiptbox access' })).toBeVisible();
  await shot(popup, '04-drive-consent');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Google Drive Access Confirmed')).toBeVisible();
}

test('sign up, set up the account, manage settings, delete the account, sign in again', async ({ page }) => {
  test.setTimeout(120_000);

  // Sign up on the built-in provider from /login.
  await page.goto('/login');
  await expect(page.getByText('Use your Receiptbox account to continue')).toBeVisible();
  await shot(page, '01-login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Name').fill('Eve Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await shot(page, '02-sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, email);

  // No user record yet: the guard leads to account setup.
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole('heading', { name: 'Account Setup' })).toBeVisible();
  await expect(page).toHaveTitle('Account Setup - Receiptbox');

  // Validation while typing (SPEC §5), sanitized as typed.
  const nameField = page.getByLabel('Account Name');
  await nameField.fill('My Company-');
  await expect(nameField).toHaveValue('my-company-');
  await expect(
    page.getByText(
      'Account name can only contain lowercase letters, numbers, and hyphens. Must start and end with a letter or number.',
    ),
  ).toBeVisible();
  await nameField.fill('');
  await expect(page.getByText('Account name is required')).toBeVisible();
  await nameField.fill('a'.repeat(64));
  await expect(page.getByText('Account name must be 63 characters or less')).toBeVisible();
  await nameField.fill(accountName);
  await expect(page.locator('.field-error[role="alert"]')).toHaveCount(0);
  // Submit needs drive access first.
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
  await shot(page, '03-account-setup');

  await grantDriveAccess(page);
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  await page.getByRole('button', { name: 'Complete Setup' }).click();

  // Mailbox Ready.
  await expect(page).toHaveURL(/\/mailbox-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Mailbox Ready' })).toBeVisible();
  await expect(page.getByTestId('mailbox-address')).toHaveText(`welcome@${accountName}.receiptbox.localhost`);
  await expect(page.getByRole('link', { name: 'View in Google Drive' })).toHaveAttribute(
    'href',
    /\/drive\/folders\//,
  );
  await shot(page, '05-mailbox-ready');

  // The embedded drive: the mailbox's folder opens in a new tab with its empty workbook.
  const [drive] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'View in Google Drive' }).click(),
  ]);
  await expect(drive).toHaveURL(/\/drive\/folders\/[^/]+$/);
  await expect(drive.getByRole('heading', { name: 'welcome – Drive folder' })).toBeVisible();
  await expect(drive.getByRole('tab', { name: 'Receipts (0)' })).toBeVisible();
  await expect(drive.getByRole('tab', { name: 'Items (0)' })).toBeVisible();
  await expect(drive.getByRole('button', { name: 'Download Receipts.xlsx' })).toBeVisible();
  await shot(drive, '05b-drive-folder');
  await drive.close();

  // Header menu: first name and email, then Settings.
  await page.getByRole('button', { name: 'Account menu for Eve' }).click();
  await expect(page.locator('.menu-identity')).toContainText(email);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('account-name')).toHaveText(accountName);
  await expect(page.getByTestId('mailbox-domain')).toHaveText(`${accountName}.receiptbox.localhost`);

  // Sending addresses: validation, add, no duplicates, remove.
  const addressField = page.getByLabel('Add a sending address');
  await addressField.fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await addressField.fill('Receipts@Shop.example');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const addresses = page.getByRole('list', { name: 'Sending addresses' });
  await expect(addresses).toContainText('receipts@shop.example');
  await shot(page, '06-settings-address-added');
  await page.getByRole('button', { name: 'Remove receipts@shop.example' }).click();
  await expect(page.getByText('No additional sending addresses yet.')).toBeVisible();

  // Usage-data sharing, saved with PUT and still on after a reload.
  const sharing = page.getByRole('switch');
  await expect(sharing).not.toBeChecked();
  await sharing.check();
  await expect(sharing).toBeChecked();
  await expect(sharing).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch')).toBeChecked();

  // Drive access: revoke, then grant again.
  await page.getByRole('button', { name: 'Revoke Access' }).click();
  await expect(page.getByText('Google Drive Access Required')).toBeVisible();
  await shot(page, '07-settings-drive-revoked');
  await grantDriveAccess(page);
  await expect(page.getByTestId('plan-name')).toHaveText('Personal (Free)');
  await shot(page, '08-settings');

  // Delete the account.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await shot(page, '09-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await shot(page, '10-signed-out');

  // Signing in again (the identity still exists at the provider) leads to account setup.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password.')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByText('Google Drive Access Required')).toBeVisible();
  await shot(page, '11-account-setup-again');
});

test('a guarded page sends a guest to /login with the return URL', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fsettings$/);
});

test('a rejected ID token is renewed silently at the provider, and the call goes through', async ({
  page,
}) => {
  const renewEmail = `renew-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Rene Newal');
  await page.getByLabel('Email').fill(renewEmail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, renewEmail);
  await expect(page).toHaveURL(/\/account-setup$/);

  // Spoil the stored token's signature: the API answers 401, the app renews with prompt=none.
  const before = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('receiptbox.session') ?? '{}');
    const spoiled = `${stored.idToken.slice(0, -4)}AAAA`;
    localStorage.setItem('receiptbox.session', JSON.stringify({ ...stored, idToken: spoiled }));
    return spoiled;
  });
  const renewals: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oidc/auth?') && request.url().includes('prompt=none'))
      renewals.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Setup' })).toBeVisible();
  await expect(page.getByText('Google Drive Access Required')).toBeVisible();
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('receiptbox.session') ?? '{}').idToken,
  );
  expect(after).not.toBe(before);
  expect(renewals).toHaveLength(1);
});

test("/register leads to the built-in provider's create-account page", async ({ page }) => {
  await page.goto('/login?register=1');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
});

test('a session whose token expired while the tab was closed is renewed silently, not sent to /login', async ({
  page,
}) => {
  const closedEmail = `closed-tab-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Clo Sed');
  await page.getByLabel('Email').fill(closedEmail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, closedEmail);
  await expect(page).toHaveURL(/\/account-setup$/);

  // Close the tab for longer than the 10-minute token lives: here, the stored expiry is in the past.
  const before = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('receiptbox.session') ?? '{}');
    localStorage.setItem(
      'receiptbox.session',
      JSON.stringify({ ...stored, expiration: Math.floor(Date.now() / 1000) - 3600 }),
    );
    return stored.idToken as string;
  });
  const tab = await page.context().newPage();
  await page.close();
  await tab.goto('/settings');
  // The guard waits for the silent renewal; the user stays signed in and lands where they were going.
  await expect(tab).toHaveURL(/\/account-setup$/);
  await expect(tab.getByRole('heading', { name: 'Account Setup' })).toBeVisible();
  const after = await tab.evaluate(() => JSON.parse(localStorage.getItem('receiptbox.session') ?? '{}'));
  expect(after.idToken).not.toBe(before);
  expect(after.expiration).toBeGreaterThan(Date.now() / 1000);
});

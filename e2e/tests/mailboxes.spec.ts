import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import ExcelJS from 'exceljs';
import { saveScreenshot } from '../artifacts';
import { followVerificationLink } from '../verify-email';

/**
 * The signed-in product end to end (SPEC §2, §4, §6): an owner creates a mailbox, uploads a real
 * receipt photo, finds its row on the workbook's Receipts sheet and its items on Items, edits
 * categories and sharing; the user it is shared with sees it under 'Shared with Me' and can only
 * upload; the owner deletes it after confirming. Screenshots at 1280 and 375 px.
 */
test.describe.configure({ mode: 'serial' });

// ../shared beside the repository, as in CI (see README).
const receiptFile = (name: string) =>
  fileURLToPath(new URL(`../../../shared/receipts-dev/${name}`, import.meta.url));
const RECEIPT = receiptFile('d002.jpg'); // SROIE X00016469672: SOON HUAT MACHINERY ENTERPRISE, 11/01/2019, 327.00
const SECOND_RECEIPT = receiptFile('d005.jpg'); // SROIE X51005301667: LIGHTROOM GALLERY SDN BHD, 39.80

const stamp = Date.now().toString(36);
const password = 'correct horse battery staple';
const owner = { name: 'Olive Owner', email: `owner-${stamp}@example.com`, account: `own${stamp}` };
const helper = { name: 'Sam Shared', email: `shared-${stamp}@example.com`, account: `shr${stamp}` };
const MAILBOX = 'Business Expenses';
const EMPTY_STATE =
  'No mailboxes found. Click "Create Mailbox" to get started, or ask someone to share a mailbox with you.';

async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await saveScreenshot(page, `mailboxes-${name}`, options);
}

/** SPEC: at 375 px no page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The elements reaching past the right edge, to say what to fix.
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 || el.scrollWidth > el.clientWidth + 1)
      .filter((el) => getComputedStyle(el).overflowX === 'visible')
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} "${el.textContent?.slice(0, 40)}"`,
      );
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(
    overflow,
    `${page.url()} is ${overflow}px wider than the screen: ${culprits.join(', ')}`,
  ).toBeLessThanOrEqual(0);
}

/** Screenshots at 1280 and 375 px, checking the narrow layout does not scroll sideways. */
async function shotBothWidths(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await shot(page, `${name}-1280`, options);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await shot(page, `${name}-375`, options);
  if (size) await page.setViewportSize(size);
}

async function grantDriveAccess(page: Page) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Grant Drive Access' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByText('Google Drive Access Confirmed')).toBeVisible();
}

/** Signs up on the built-in provider and sets up the account; ends on Mailbox Ready for 'welcome'. */
async function signUp(browser: Browser, who: typeof owner): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await followVerificationLink(page, who.email);
  await expect(page).toHaveURL(/\/account-setup$/);
  await page.getByLabel('Account Name').fill(who.account);
  await grantDriveAccess(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: 'Mailbox Ready' })).toBeVisible();
  return page;
}

async function chooseReceipt(page: Page, path: string, name: string) {
  const buffer = await readFile(path);
  await page.getByTestId('receipt-file-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
}

/** Uploads one file on the upload page and returns the server's answer. */
async function uploadOnPage(page: Page, path: string, name: string): Promise<DirectUploadResponse> {
  const responsePromise = page.waitForResponse((r) => /\/api\/AppUser\/(Hsa)?DirectUpload$/.test(r.url()), {
    timeout: 120_000,
  });
  await chooseReceipt(page, path, name);
  await expect(page.getByText('Processing your receipt...').first()).toBeVisible();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  return DirectUploadResponse.parse(await response.json());
}

/** The value shown beside a label in a receipt's details. */
function field(result: Locator, label: string) {
  return result
    .locator('.receipt-fields > div')
    .filter({ has: result.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

function card(page: Page, mailboxName: string) {
  return page.getByTestId('mailbox-card').filter({ has: page.getByRole('heading', { name: mailboxName }) });
}

/** Reads a sheet as objects keyed by the header row. */
function sheetRows(workbook: ExcelJS.Workbook, name: string): Record<string, unknown>[] {
  const sheet = workbook.getWorksheet(name);
  expect(sheet, `sheet ${name}`).toBeDefined();
  const header = (sheet!.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const rows: Record<string, unknown>[] = [];
  sheet!.eachRow((row, index) => {
    if (index === 1) return;
    const values = row.values as unknown[];
    const record: Record<string, unknown> = {};
    header.forEach((key, column) => {
      if (key) {
        const value = values[column];
        // Hyperlinks and rich text come as objects; their text is what a user sees.
        record[key] =
          value && typeof value === 'object' && !(value instanceof Date) && 'text' in value
            ? (value as { text: unknown }).text
            : value;
      }
    });
    rows.push(record);
  });
  return rows;
}

let ownerPage: Page;
let helperPage: Page;
let mailboxId = '';
let firstUpload: DirectUploadResponse;

test.afterAll(async () => {
  await ownerPage?.context().close();
  await helperPage?.context().close();
});

test('an owner sees the dashboard, the create dialog validates, and a plan-limited create fails', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  ownerPage = await signUp(browser, owner);
  const page = ownerPage;

  // Settings on a phone does not scroll sideways either.
  await page.goto('/settings');
  await expect(page.getByTestId('account-name')).toHaveText(owner.account);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // An unknown mailbox id on Mailbox Ready: a not-found state with a way back.
  await page.goto('/mailbox-confirmation/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Mailbox not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Receiptbox');
  await expect(page.getByRole('heading', { name: 'My Mailboxes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shared with Me' })).toBeVisible();
  const welcome = card(page, 'welcome');
  await expect(welcome.locator('code')).toHaveText(`welcome@${owner.account}.receiptbox.localhost`);
  await expect(welcome.getByTestId('mailbox-sharing')).toHaveText('Private');
  await expect(welcome.getByRole('link', { name: /^Open in Drive/ })).toHaveAttribute(
    'href',
    /\/drive\/folders\//,
  );
  for (const name of [/^Upload/, /^Details/]) await expect(welcome.getByRole('link', { name })).toBeVisible();
  await expect(welcome.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await welcome.getByRole('button', { name: 'Copy' }).click();
  await expect(welcome.getByText('Copied!')).toBeVisible();
  await shotBothWidths(page, '01-dashboard');

  // The create dialog: labelled, focus on the name, validation while typing.
  const createButton = page.getByRole('button', { name: 'Create Mailbox' });
  await createButton.click();
  const dialog = page.getByRole('dialog', { name: 'Create New Mailbox' });
  await expect(dialog).toBeVisible();
  const nameField = dialog.getByLabel('Mailbox Name');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('placeholder', 'e.g., Business Expenses');
  await expect(dialog.getByText('A friendly name to identify this mailbox')).toBeVisible();
  await expect(dialog.getByText('Google Drive Access Confirmed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await nameField.fill('WELCOME');
  await expect(dialog.getByText('A mailbox with this name already exists')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await nameField.fill('');
  await expect(dialog.getByText('Mailbox name is required')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Enable HSA/FSA Processing' }).check();
  await expect(dialog.getByText('Note: This setting cannot be changed after creation.')).toBeVisible();
  await shotBothWidths(page, '02-create-dialog', { fullPage: false });
  await dialog.getByRole('switch', { name: 'Enable HSA/FSA Processing' }).uncheck();

  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(createButton).toBeFocused();

  // The Free plan has one mailbox ('welcome'): the server refuses a second.
  await createButton.click();
  await dialog.getByLabel('Mailbox Name').fill(MAILBOX);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to create mailbox');
  await expect(dialog.getByRole('alert')).toContainText('Your plan allows 1 mailbox');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the owner deletes a mailbox after confirming, then creates one and lands on Mailbox Ready', async () => {
  const page = ownerPage;
  const welcome = card(page, 'welcome');
  await welcome.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Mailbox' });
  await expect(dialog).toContainText('Are you sure you want to delete the mailbox "welcome"?');
  await expect(dialog).toContainText('This action cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Focus stays inside the open dialog: Tab cycles through its own buttons.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await shotBothWidths(page, '03-delete-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(welcome).toBeVisible();

  await welcome.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(EMPTY_STATE)).toBeVisible();
  await shot(page, '04-dashboard-empty-1280');

  await page.getByRole('button', { name: 'Create Mailbox' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Mailbox' });
  await create.getByLabel('Mailbox Name').fill(MAILBOX);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/mailbox-confirmation\/[0-9a-f-]{36}$/);
  mailboxId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Mailbox Ready' })).toBeVisible();
  await expect(page.getByTestId('mailbox-address')).toHaveText(
    `business-expenses@${owner.account}.receiptbox.localhost`,
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the owner uploads a real receipt photo and sees merchant, date and total', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = ownerPage;
  await page.goto('/dashboard');
  await card(page, MAILBOX)
    .getByRole('link', { name: /^Upload/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/upload/${mailboxId}$`));
  await expect(page.getByRole('heading', { name: `Upload Receipt to ${MAILBOX}` })).toBeVisible();
  await expect(page).toHaveTitle(`Upload Receipt to ${MAILBOX} - Receiptbox`);
  await expect(page.getByTestId('receipt-camera-input')).toHaveAttribute('capture', 'environment');

  // The page's own manifest, named after the mailbox.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, string>) : null;
  });
  expect(manifest).toMatchObject({
    name: `Receiptbox - ${MAILBOX}`,
    short_name: MAILBOX.slice(0, 12),
    display: 'standalone',
  });
  expect(manifest?.start_url).toMatch(new RegExp(`/upload/${mailboxId}\\?source=pwa$`));

  firstUpload = await uploadOnPage(page, RECEIPT, 'd002.jpg');
  expect(firstUpload.alreadyAddedAt).toBeNull();
  expect(firstUpload.receipt.company).toMatch(/SOON HUAT/i);
  await expect(page.getByText('Receipt processed successfully!')).toBeVisible();
  const result = page.getByTestId('upload-result').first();
  await expect(field(result, 'Merchant')).toHaveText(/SOON HUAT MACHINERY/i);
  await expect(field(result, 'Date')).toHaveText('2019-01-11');
  await expect(field(result, 'Total')).toContainText('327.00');
  await shotBothWidths(page, '05-upload-result');
  await expect(page.getByText('Receipt processed successfully!')).toBeHidden({ timeout: 5_000 });

  // The same photo again: the answer says it was already added, and no second row is written.
  const again = await uploadOnPage(page, RECEIPT, 'd002-again.jpg');
  expect(again.alreadyAddedAt).not.toBeNull();
  expect(again.receiptId).toBe(firstUpload.receiptId);
  await expect(page.getByTestId('already-added')).toContainText('Already added.');

  // On an iPhone the page explains Safari's add-to-home-screen steps.
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 375, height: 812 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const iphone = await phone.newPage();
  await iphone.goto(`/upload/${mailboxId}`);
  const homeScreen = iphone.getByRole('complementary', { name: 'Add to Home Screen' });
  await expect(homeScreen.getByRole('listitem')).toHaveText([/Share/, /Add to Home Screen/, /Add/]);
  await expectNoSidewaysScroll(iphone);
  await shot(iphone, '05b-upload-iphone-375');
  await phone.close();
});

test("the mailbox's workbook has the receipt's row on Receipts and its items on Items", async () => {
  const page = ownerPage;
  await page.goto(`/mailbox/${mailboxId}`);
  const [drive] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Open Drive Folder' }).click(),
  ]);
  const download = drive.getByRole('button', { name: /^Download .*\.xlsx$/ });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([drive.waitForEvent('download'), download.click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);

  const receipts = sheetRows(workbook, 'Receipts').filter((r) => r['Receipt ID'] === firstUpload.receiptId);
  expect(receipts).toHaveLength(1);
  expect(String(receipts[0]!.Merchant)).toMatch(/SOON HUAT/i);
  expect(Number(receipts[0]!.Total)).toBeCloseTo(327, 2);

  const items = sheetRows(workbook, 'Items').filter((r) => r['Receipt ID'] === firstUpload.receiptId);
  expect(items).toHaveLength(firstUpload.receipt.line_items.length);
  expect(items.map((r) => String(r.Item))).toEqual(firstUpload.receipt.line_items.map((i) => i.name));
  await drive.close();
});

test('the owner edits categories, sharing and confirmation emails on the details page', async () => {
  const page = ownerPage;
  await page.goto('/dashboard');
  await card(page, MAILBOX)
    .getByRole('link', { name: /^Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/mailbox/${mailboxId}$`));
  await expect(page.getByTestId('mailbox-address')).toHaveText(
    `business-expenses@${owner.account}.receiptbox.localhost`,
  );
  await expect(page.getByRole('list', { name: 'Authorized sending addresses' })).toContainText(owner.email);
  await expect(page.getByRole('link', { name: 'Manage sending addresses in Settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await expect(page.getByTestId('processing-type')).toContainText('Standard Receipt Processing');
  await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Business Expenses');
  await shotBothWidths(page, '06-details');

  // Categories: Cancel restores; Save drops blanks and duplicates and shows the server's list.
  await page.getByRole('button', { name: 'Edit Categories' }).click();
  await page.getByLabel('New category name').fill('Office Supplies');
  await page.getByLabel('Description (optional)').last().fill('Paper, toner and pens');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Categories' })).not.toContainText('Office Supplies');

  await page.getByRole('button', { name: 'Edit Categories' }).click();
  await page.getByLabel('New category name').fill('Office Supplies');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await page.getByLabel('Category 1 name').fill('   ');
  await page.getByLabel('Category 2 name').fill('office supplies');
  await shot(page, '07-details-editing-categories-1280');
  await page.getByRole('button', { name: 'Save' }).click();
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByText(/office supplies/i)).toHaveCount(1);
  await expect(categories).toContainText('office supplies');
  await expect(categories).not.toContainText('Business Expenses');

  // Sharing: the owner's own address is refused silently.
  await page.getByRole('button', { name: 'Edit Sharing' }).click();
  const shareField = page.getByLabel('Share with (email)');
  await shareField.fill('not-an-email');
  await expect(page.getByRole('button', { name: 'Add User' })).toBeDisabled();
  await shareField.fill(owner.email.toUpperCase());
  await page.getByRole('button', { name: 'Add User' }).click();
  await shareField.fill(` ${helper.email} `);
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const sharedWith = page.getByRole('list', { name: 'Shared with' });
  await expect(sharedWith).toHaveText(helper.email);

  // The confirmation-email toggle saves at once and survives a reload.
  const toggle = page.getByRole('switch', { name: /confirmation email/ });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /confirmation email/ })).not.toBeChecked();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(card(page, MAILBOX).getByTestId('mailbox-sharing')).toHaveText('shared with 1 user');
});

test('the user it is shared with sees it under Shared with Me and can only upload', async ({ browser }) => {
  test.setTimeout(180_000);
  helperPage = await signUp(browser, helper);
  const page = helperPage;
  await page.goto('/dashboard');
  const shared = page
    .getByRole('region', { name: 'Shared with Me' })
    .getByTestId('mailbox-card')
    .filter({ hasText: MAILBOX });
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('heading', { name: `Shared mailbox: ${MAILBOX}` })).toBeVisible();
  await expect(shared.getByTestId('mailbox-sharing')).toHaveText('Shared');
  await expect(shared.getByRole('link', { name: /^Upload/ })).toBeVisible();
  await expect(shared.getByRole('link', { name: /^Details/ })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await shotBothWidths(page, '08-dashboard-shared');

  await shared.getByRole('link', { name: /^Upload/ }).click();
  await expect(page.getByRole('heading', { name: `Upload Receipt to ${MAILBOX}` })).toBeVisible();
  const answer = await uploadOnPage(page, SECOND_RECEIPT, 'd005.jpg');
  expect(answer.alreadyAddedAt).toBeNull();
  await expect(page.getByTestId('upload-result').first().locator('.receipt-total').first()).toContainText(
    '39.80',
  );
  await shot(page, '09-upload-shared-1280');
});

test('the owner deletes the shared mailbox after confirming', async () => {
  const page = ownerPage;
  await page.goto('/dashboard');
  await card(page, MAILBOX)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Mailbox' });
  await expect(dialog).toContainText(`Are you sure you want to delete the mailbox "${MAILBOX}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(EMPTY_STATE)).toBeVisible();

  await helperPage.goto('/dashboard');
  await expect(helperPage.getByText('No one has shared a mailbox with you yet.')).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type Receipt, ReceiptResponse, UPLOAD_TYPE_MESSAGE } from '@receiptbox/contracts';
import { EXPORT_COLUMNS, receiptToCsv } from '@receiptbox/contracts/receipt-export';
import { saveScreenshot } from '../artifacts';

/**
 * The public converter against the real server (CONVERTER_RATE_LIMIT default 5 per hour per
 * address). Every request to POST /api/Converter in this file counts, so the tests run serially,
 * in order, and each one says how many conversions it spends. Nothing else in the e2e suite calls
 * the converter.
 */
test.describe.configure({ mode: 'serial' });

// ../shared beside the repository, as in CI (see README).
const RECEIPT = fileURLToPath(new URL('../../../shared/receipts-dev/d002.jpg', import.meta.url)); // SROIE X00016469672, dated 11/01/2019
const RATE_LIMIT = 5;
let conversionsUsed = 0;

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('receipt-file-input').setInputFiles(file);
}

test('a real receipt becomes receipt details and a CSV that matches the spec (1 conversion)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/receipt-to-excel');
  await expect(page).toHaveTitle('Receipt to Excel Converter - Receiptbox');

  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/Converter'));
  await chooseFile(page, { name: 'd002.jpg', mimeType: 'image/jpeg', buffer: await readFile(RECEIPT) });
  conversionsUsed++;
  // Selecting a valid file starts processing at once.
  await expect(page.getByText('Processing your receipt...').first()).toBeVisible();

  const response = await responsePromise;
  expect(response.status()).toBe(200);
  const { receipt } = ReceiptResponse.parse(await response.json());

  await expect(page.getByText('Receipt processed successfully!')).toBeVisible();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText('2019-01-11', { exact: true })).toBeVisible();
  for (const label of ['Merchant', 'Date', 'Receipt number', 'Category', 'Payment method', 'Total']) {
    await expect(result.getByText(label, { exact: true }).first()).toBeVisible();
  }
  expect(receipt.line_items.length).toBeGreaterThan(0);
  const firstItem = receipt.line_items[0]!;
  await expect(result.getByRole('cell', { name: firstItem.name }).first()).toBeVisible();
  await saveScreenshot(page, 'converter-result-1280');

  // The toast goes away after about 3 s.
  await expect(page.getByText('Receipt processed successfully!')).toBeHidden({ timeout: 5_000 });

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('receipt_2019-01-11.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expectCsvMatchesSpec(csv, receipt);

  const xlsxPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel (.xlsx)' }).click();
  const xlsx = await xlsxPromise;
  expect(xlsx.suggestedFilename()).toBe('receipt_2019-01-11.xlsx');
  const bytes = await readFile((await xlsx.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip container, as .xlsx is

  await expect(page.getByRole('link', { name: 'See Our Plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/features');
});

function expectCsvMatchesSpec(file: string, receipt: Receipt) {
  // A UTF-8 byte-order mark first, so Excel reads accented names correctly; then the CSV.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const csv = file.slice(1);
  const lines = csv.split('\r\n').filter((line) => line !== '');
  // Header: the SPEC §2 columns, in order.
  expect(lines[0]).toBe('Date,Merchant,Receipt Number,Category,Item,Quantity,Price,Payment Method');
  expect(EXPORT_COLUMNS.join(',')).toBe(lines[0]);
  // One row per line item, then the total row.
  expect(lines).toHaveLength(receipt.line_items.length + 2);
  expect(lines.at(-1)).toContain(',Total,');
  for (const line of lines.slice(1)) expect(line.startsWith('2019-01-11,')).toBe(true);
  // Exactly the shared export of the receipt the server returned (quoting, money digits).
  expect(csv).toBe(receiptToCsv(receipt));
}

test('a file of the wrong type is refused before upload (0 conversions)', async ({ page }) => {
  await page.goto('/receipt-to-excel');
  let converterCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Converter')) converterCalls++;
  });
  await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(UPLOAD_TYPE_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeEnabled();
  expect(converterCalls).toBe(0);
});

test('a file the server cannot read shows the error with Try Again (1 conversion)', async ({ page }) => {
  await page.goto('/receipt-to-excel');
  // PNG signature, then garbage: passes the browser's type check, fails on the server.
  const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('not really a png')]);
  await chooseFile(page, { name: 'broken.png', mimeType: 'image/png', buffer: broken });
  conversionsUsed++;
  await expect(page.getByText('Failed to process the receipt. Please try again.')).toBeVisible();
  await expect(page.getByText('Error processing receipt')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeEnabled();
});

test('the 6th conversion within the hour shows the rate-limit box and disables upload', async ({
  page,
  request,
}) => {
  // Spend the rest of the hour's allowance from the same address, directly through the API, with
  // files the server has to read to refuse (a request refused before reading does not count).
  // A JPEG header followed by nothing a decoder can read.
  const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64');
  while (conversionsUsed < RATE_LIMIT) {
    const response = await request.post('/api/Converter', {
      data: { fileName: 'x.jpg', fileContent: broken },
    });
    expect(response.status()).toBe(422);
    conversionsUsed++;
  }

  await page.goto('/receipt-to-excel');
  await chooseFile(page, { name: 'd002.jpg', mimeType: 'image/jpeg', buffer: await readFile(RECEIPT) });
  const box = page.getByRole('alert').filter({ hasText: 'Try again in' });
  await expect(box).toBeVisible();
  await expect(box).toContainText(`You have used the ${RATE_LIMIT} free conversions available per hour.`);
  await expect(box.locator('.countdown')).toHaveText(/^\d{1,2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Upload Receipt' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Take Picture' })).toBeDisabled();
  await saveScreenshot(page, 'converter-rate-limited-1280');
  // On a phone the box fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(box).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'converter-rate-limited-375');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: 'Upgrade to Process More Receipts' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

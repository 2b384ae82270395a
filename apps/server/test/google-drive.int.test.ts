import { existsSync } from 'node:fs';
import path from 'node:path';
import type { sheets_v4 } from '@googleapis/sheets';
import { DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import { User } from '@receiptbox/contracts/api/users';
import { closeExtractor } from '@receiptbox/extract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxes, oauthTokens, receipts } from '../src/db/schema';
import { xsrfTokenFor } from '../src/features/auth/guard';
import { driveRoutes } from '../src/features/drive/routes';
import { workReceiptRecovery } from '../src/features/receipts/recover-job';
import { receiptsRoutes } from '../src/features/receipts/routes';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import { FAKE_GOOGLE_CLIENT_ID, type FakeGoogle, startFakeGoogle } from './helpers/fake-google';
import { devReceiptBase64 } from './helpers/receipts-dev';
import { createTestContext, type TestContext } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

type SheetRequest = sheets_v4.Schema$Request;

const EMAIL = 'grace@example.com';
const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.file openid';

/**
 * The Google Drive + Sheets adapter end to end (mailbox creation, upload, download, revoked
 * grant), against a local server answering with Google's recorded response shapes.
 */
describe(`Google Drive and Sheets on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let google: FakeGoogle;
  let userId: string;
  let mailboxId: string;
  let folderId: string;

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    // The anti-forgery token is bound to the signed-in subject.
    const xsrf = xsrfTokenFor(ctx.deps.secretsKey, 'grace-sub');
    return ctx.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await google.idToken({
          iss: 'https://accounts.google.com',
          aud: FAKE_GOOGLE_CLIENT_ID,
          sub: 'grace-sub',
          email: EMAIL,
          email_verified: true,
        })}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };

  const storeGrant = async () => {
    const sealed = ctx.deps.identity.secrets.sealParts('1//0gTEST-refresh-token-Cg');
    await ctx.deps.db
      .insert(oauthTokens)
      .values({ userId, provider: 'google', scope: DRIVE_SCOPE, ...sealed });
  };

  const upload = async (n: number) =>
    call('POST', '/api/AppUser/DirectUpload', {
      mailBoxId: mailboxId,
      fileName: `receipt ${n}.jpg`,
      fileContent: await devReceiptBase64(n),
    });

  beforeAll(async () => {
    google = await startFakeGoogle();
    ctx = await createTestContext({
      env: { GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' },
      googleEndpoints: google.endpoints,
      features: [
        ...ACCOUNT_FEATURES,
        { name: 'receipts', plugin: receiptsRoutes },
        { name: 'drive', plugin: driveRoutes },
      ],
    });
    await workReceiptRecovery(ctx.deps);
    const created = await call('POST', '/api/AppUser/create', { accountName: 'grace' });
    expect(created.statusCode, created.body).toBe(200);
    userId = User.parse(created.json()).id;
    await storeGrant();
  });
  afterAll(async () => {
    await ctx?.close();
    await google?.close();
    await closeExtractor();
  });

  it("creates the mailbox's folder and a Google Sheet with Receipts and Items, styled frozen headers and filters", async () => {
    const response = await call('POST', `/api/AppUser/${EMAIL}/mailboxes`, {
      name: 'Travel',
      isHsaMailbox: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mailbox = User.parse(response.json()).mailboxes.at(-1)!;
    mailboxId = mailbox.id;
    folderId = mailbox.folderId!;
    const folder = google.files.get(folderId);
    expect(folder).toMatchObject({
      name: 'Receiptbox - Travel',
      mimeType: 'application/vnd.google-apps.folder',
    });
    const sheet = [...google.files.values()].find((f) => f.parents.includes(folderId));
    expect(sheet).toMatchObject({ name: 'Receipts', mimeType: 'application/vnd.google-apps.spreadsheet' });

    const refresh = new URLSearchParams(google.received.find((r) => r.path === '/token')?.body);
    expect(refresh.get('grant_type')).toBe('refresh_token');
    expect(refresh.get('client_secret')).toBe('test-secret');
    const setup = google.received.find((r) => r.path.endsWith(':batchUpdate'));
    const requests = JSON.parse(setup!.body).requests as SheetRequest[];
    expect(requests[0]?.updateSheetProperties?.properties).toMatchObject({
      title: 'Receipts',
      gridProperties: { frozenRowCount: 1 },
    });
    expect(requests[1]?.addSheet?.properties).toMatchObject({
      title: 'Items',
      gridProperties: { frozenRowCount: 1 },
    });
    const headers = requests
      .filter((r) => r.updateCells)
      .map((r) => r.updateCells?.rows?.[0]?.values?.map((v) => v.userEnteredValue?.stringValue));
    expect(headers[0]).toContain('Total');
    expect(headers[1]).toEqual(['Receipt ID', 'Date', 'Merchant', 'Item', 'Quantity', 'Price', 'Category']);
    expect(requests.filter((r) => r.setBasicFilter)).toHaveLength(2);
    expect(
      requests.find((r) => r.updateCells)?.updateCells?.rows?.[0]?.values?.[0]?.userEnteredFormat?.textFormat
        ?.bold,
    ).toBe(true);
  });

  it('stores the original beside the sheet and appends typed cells: a date serial, amounts as numbers in the currency format', async () => {
    const response = await upload(1);
    expect(response.statusCode, response.body).toBe(200);
    const { receipt, receiptId } = DirectUploadResponse.parse(response.json());
    const original = [...google.files.values()].find((f) => f.name.endsWith('receipt 1.jpg'));
    expect(original?.parents).toEqual([folderId]);
    expect(original?.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const sheet = google.rows.get([...google.files.values()].find((f) => f.name === 'Receipts')!.id)!;
    expect(sheet.Receipts).toHaveLength(1);
    const row = sheet.Receipts[0]!;
    const total = row[7]!;
    expect(total.userEnteredValue?.numberValue).toBe(receipt.total_price);
    expect(total.userEnteredFormat?.numberFormat?.type).toBe('NUMBER');
    if (receipt.date) {
      const serial = Date.parse(`${receipt.date}T00:00:00Z`) / 86_400_000 + 25_569;
      expect(row[0]?.userEnteredValue?.numberValue).toBe(serial);
      expect(row[0]?.userEnteredFormat?.numberFormat).toEqual({ type: 'DATE', pattern: 'yyyy-mm-dd' });
    }
    expect(row[14]?.userEnteredValue?.stringValue).toBe(receiptId);
    expect(sheet.Items).toHaveLength(receipt.line_items.length);
    expect(JSON.stringify(row)).not.toContain('formulaValue');
  });

  it('writes the same file once and answers when it was first added', async () => {
    const response = await upload(1);
    expect(DirectUploadResponse.parse(response.json()).alreadyAddedAt).not.toBeNull();
    const sheet = google.rows.get([...google.files.values()].find((f) => f.name === 'Receipts')!.id)!;
    expect(sheet.Receipts).toHaveLength(1);
  });

  it('shows the sheet through the folder page API and downloads the original', async () => {
    const workbook = await call('GET', `/api/Drive/folders/${folderId}/workbook`);
    expect(workbook.statusCode, workbook.body).toBe(200);
    expect(workbook.json().sheets[0].rows).toHaveLength(1);
    const list = await call('GET', `/api/Drive/folders/${folderId}`);
    const names = list.json().files.map((f: { name: string }) => f.name) as string[];
    expect(names).toContain('Receipts.xlsx');
    const original = names.find((n) => n.endsWith('receipt 1.jpg'))!;
    const file = await call('GET', `/api/Drive/folders/${folderId}/files/${encodeURIComponent(original)}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('turns drive access to required when Google revokes the grant, keeps the receipt, and delivers it once access is granted again', async () => {
    google.revoked = true;
    const response = await upload(2);
    expect(expectProblem(response, 409).code).toBe('drive_access_required');
    expect((await call('GET', `/api/AppUser/${EMAIL}/drive-access`)).json()).toBe(false);
    const [waiting] = await ctx.deps.db
      .select()
      .from(receipts)
      .where(eq(receipts.status, 'waiting_for_drive'));
    expect(waiting).toBeDefined();
    const spooled = path.join(ctx.deps.config.dataDir, 'spool', 'receipts', `${waiting!.id}.bin`);
    expect(existsSync(spooled)).toBe(true);

    google.revoked = false;
    google.codeEmail = EMAIL;
    const granted = await call('POST', `/api/AppUser/${EMAIL}/auth/code`, {
      code: 'good-code',
      redirectUri: 'http://localhost:3000',
    });
    expect(granted.statusCode, granted.body).toBe(204);
    await waitFor('the waiting receipt to be delivered', async () => {
      const [row] = await ctx.deps.db.select().from(receipts).where(eq(receipts.id, waiting!.id));
      return row?.status === 'delivered' ? row : undefined;
    });
    const sheet = google.rows.get([...google.files.values()].find((f) => f.name === 'Receipts')!.id)!;
    expect(sheet.Receipts.map((r) => r[14]?.userEnteredValue?.stringValue)).toContain(waiting!.id);
    // The pipeline marks the receipt delivered, then removes its spool entry.
    await waitFor('the spool entry to be removed', async () => (existsSync(spooled) ? undefined : true));
    const [mailbox] = await ctx.deps.db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
    expect(mailbox?.folderId).toBe(folderId);
  });
});

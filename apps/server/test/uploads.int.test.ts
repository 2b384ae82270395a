import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_UPLOAD_BYTES,
  RateLimitInfo,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts';
import { DirectUploadResponse } from '@receiptbox/contracts/api/uploads';
import { closeExtractor } from '@receiptbox/extract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxes, mailboxShares, receipts, usageCounters, userPlans } from '../src/db/schema';
import { receiptsRoutes } from '../src/features/receipts/routes';
import { usageMonth } from '../src/features/receipts/usage-quota';
import { accountsApp, accountWithMailbox } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import { BLANK_PNG_BASE64, devPdfBase64, devReceiptBase64 } from './helpers/receipts-dev';
import type { SignedIn } from './helpers/signed-in';
import type { TestContext } from './helpers/test-app';

describe(`POST /api/AppUser/DirectUpload on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  let seq = 0;

  beforeAll(async () => {
    ({ ctx, call } = await accountsApp([{ name: 'receipts', plugin: receiptsRoutes }]));
  });
  afterAll(async () => {
    await ctx?.close();
    await closeExtractor();
  });

  /** A new user with an account and one mailbox, made through the API. */
  const owner = async () => {
    const n = ++seq;
    const email = `owner${n}-${process.pid}@example.com`;
    const { user, mailbox } = await accountWithMailbox(call, email, { accountName: `up${n}-${process.pid}` });
    return { email, userId: user.id, mailboxId: mailbox.id };
  };

  const upload = (email: string, mailBoxId: string, fileContent: string, fileName = 'receipt.jpg') =>
    call(email, 'POST', '/api/AppUser/DirectUpload', { mailBoxId, fileName, fileContent });

  const workbookOf = async (mailboxId: string) => {
    const [row] = await ctx.deps.db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
    if (!row?.folderId) throw new Error('mailbox has no folder');
    const dir = path.join(ctx.deps.config.localDriveDir!, row.folderId);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(path.join(dir, 'Receipts.xlsx'))) as never);
    return { workbook, dir };
  };

  const counted = async (userId: string) => {
    const [row] = await ctx.deps.db
      .select({ receipts: usageCounters.receipts })
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, userId), eq(usageCounters.month, usageMonth(new Date()))));
    return row?.receipts ?? 0;
  };

  it("reads a real receipt, writes its row and items into the mailbox's workbook and counts it", async () => {
    const me = await owner();
    const response = await upload(me.email, me.mailboxId, await devReceiptBase64(1), 'lunch.jpg');
    expect(response.statusCode, response.body).toBe(200);
    const answer = DirectUploadResponse.parse(response.json());
    expect(answer.alreadyAddedAt).toBeNull();
    expect(answer.receipt.total_price).not.toBeNull();

    const { workbook } = await workbookOf(me.mailboxId);
    const sheet = workbook.getWorksheet('Receipts')!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRow(2);
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1);
    expect(cell('Receipt ID').value).toBe(answer.receiptId);
    expect(cell('Total').value).toBe(answer.receipt.total_price);
    expect(cell('Source').value).toBe(`upload by ${me.email}`);
    expect(String((cell('Original file').value as { text: string }).text)).toMatch(/ lunch\.jpg$/);
    const items = workbook.getWorksheet('Items')!;
    expect(items.rowCount - 1).toBe(answer.receipt.line_items.length);
    expect(await counted(me.userId)).toBe(1);
  });

  it('writes the same file once and says when it was first added', async () => {
    const me = await owner();
    const file = await devReceiptBase64(2);
    const first = DirectUploadResponse.parse((await upload(me.email, me.mailboxId, file)).json());
    const second = await upload(me.email, me.mailboxId, file);
    expect(second.statusCode, second.body).toBe(200);
    const again = DirectUploadResponse.parse(second.json());
    expect(again.receiptId).toBe(first.receiptId);
    expect(again.alreadyAddedAt).not.toBeNull();
    const { workbook } = await workbookOf(me.mailboxId);
    expect(workbook.getWorksheet('Receipts')!.rowCount).toBe(2);
    expect(await counted(me.userId)).toBe(1);
  });

  it('lets a user the mailbox is shared with upload, with their address as the source', async () => {
    const me = await owner();
    const friend = `friend-${process.pid}@example.com`;
    await ctx.deps.db.insert(mailboxShares).values({ mailboxId: me.mailboxId, email: friend });
    const response = await upload(friend, me.mailboxId, await devReceiptBase64(3));
    expect(response.statusCode, response.body).toBe(200);
    const { workbook } = await workbookOf(me.mailboxId);
    const values = workbook.getWorksheet('Receipts')!.getRow(2).values as unknown[];
    expect(values).toContain(`upload by ${friend}`);
  });

  it('refuses a user who neither owns the mailbox nor has it shared with 403, for any id', async () => {
    const me = await owner();
    const stranger = `stranger-${process.pid}@example.com`;
    const file = await devReceiptBase64(4);
    expectProblem(await upload(stranger, me.mailboxId, file), 403);
    expectProblem(await upload(stranger, '00000000-0000-4000-8000-000000000000', file), 403);
    expectProblem(
      await call(stranger, 'POST', '/api/AppUser/HsaDirectUpload', {
        mailBoxId: me.mailboxId,
        fileName: 'r.jpg',
        fileContent: file,
      }),
      403,
    );
    expect(await ctx.deps.db.select().from(receipts).where(eq(receipts.mailboxId, me.mailboxId))).toEqual([]);
  });

  it("answers files of other types, 10 MB or more, or not base64 with the spec's messages", async () => {
    const me = await owner();
    const text = expectProblem(
      await upload(me.email, me.mailboxId, Buffer.from('hello').toString('base64')),
      415,
    );
    expect(text.detail).toBe(UPLOAD_TYPE_MESSAGE);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    const large = expectProblem(await upload(me.email, me.mailboxId, big.toString('base64')), 413);
    expect(large.detail).toBe(UPLOAD_SIZE_MESSAGE);
    const garbled = expectProblem(await upload(me.email, me.mailboxId, '%%% not base64 %%%'), 400);
    expect(garbled.detail).toBe(UPLOAD_TYPE_MESSAGE);
    expect(await counted(me.userId)).toBe(0);
  });

  it('does not count a picture with no receipt on it, and writes no rows', async () => {
    const me = await owner();
    const response = await upload(me.email, me.mailboxId, BLANK_PNG_BASE64, 'blank.png');
    expect(expectProblem(response, 422).reason).toBe('NO_RECEIPT_FOUND');
    expect(await counted(me.userId)).toBe(0);
    const { workbook } = await workbookOf(me.mailboxId);
    expect(workbook.getWorksheet('Receipts')!.rowCount).toBe(1);
  });

  it('answers the 31st receipt of a Free month with 429 problem details carrying resetIn', async () => {
    const me = await owner();
    await ctx.deps.db
      .insert(usageCounters)
      .values({ userId: me.userId, month: usageMonth(new Date()), receipts: 30 });
    const response = await upload(me.email, me.mailboxId, await devReceiptBase64(5));
    const problem = expectProblem(response, 429);
    const info = RateLimitInfo.parse(problem);
    expect(info.resetIn).toBeGreaterThan(0);
    expect(info.resetIn).toBeLessThanOrEqual(31 * 24 * 3600);
    expect(info.message).toMatch(/30 receipts/);
    expect(await counted(me.userId)).toBe(30);
  });

  it('does not limit receipts on a paid plan', async () => {
    const me = await owner();
    await ctx.deps.db.insert(userPlans).values({ userId: me.userId, planType: 'Business' });
    await ctx.deps.db
      .insert(usageCounters)
      .values({ userId: me.userId, month: usageMonth(new Date()), receipts: 30 });
    const response = await upload(me.email, me.mailboxId, await devReceiptBase64(6));
    expect(response.statusCode, response.body).toBe(200);
    expect(await counted(me.userId)).toBe(31);
  });

  it('closes the mailbox to a former shared user once sharing ends', async () => {
    const me = await owner();
    const friend = `former-${process.pid}@example.com`;
    await ctx.deps.db.insert(mailboxShares).values({ mailboxId: me.mailboxId, email: friend });
    await ctx.deps.db.delete(mailboxShares).where(eq(mailboxShares.mailboxId, me.mailboxId));
    expectProblem(await upload(friend, me.mailboxId, await devReceiptBase64(7)), 403);
  });
});

describe(`20 uploads at once to one mailbox on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];

  beforeAll(async () => {
    ({ ctx, call } = await accountsApp([{ name: 'receipts', plugin: receiptsRoutes }]));
  });
  afterAll(async () => {
    await ctx?.close();
    await closeExtractor();
  });

  it("gives exactly 20 receipts' rows and a workbook that opens", { timeout: 300_000 }, async () => {
    const email = `busy-${process.pid}@example.com`;
    const { mailbox } = await accountWithMailbox(call, email, {
      accountName: `busy-${process.pid}`,
      mailboxName: 'Busy',
    });
    // Digital PDFs (text layer, no OCR), so the test is about 20 writes racing, not about OCR speed.
    const files = await Promise.all(Array.from({ length: 20 }, (_, i) => devPdfBase64(i + 1)));
    const responses = await Promise.all(
      files.map((fileContent, i) =>
        call(email, 'POST', '/api/AppUser/DirectUpload', {
          mailBoxId: mailbox.id,
          fileName: `r${i + 1}.pdf`,
          fileContent,
        }),
      ),
    );
    const answers = responses.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return DirectUploadResponse.parse(r.json());
    });

    const workbook = new ExcelJS.Workbook();
    const dir = path.join(ctx.deps.config.localDriveDir!, mailbox.folderId!);
    await workbook.xlsx.load(new Uint8Array(await readFile(path.join(dir, 'Receipts.xlsx'))) as never);
    const sheet = workbook.getWorksheet('Receipts')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const idColumn = header.indexOf('Receipt ID') + 1;
    const ids: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(idColumn).value);
    });
    expect(ids.sort()).toEqual(answers.map((a) => a.receiptId).sort());
    const items = workbook.getWorksheet('Items')!;
    expect(items.rowCount - 1).toBe(answers.reduce((n, a) => n + a.receipt.line_items.length, 0));
    expect((await readdir(dir)).filter((n) => n.endsWith('.pdf'))).toHaveLength(20);
  });
});

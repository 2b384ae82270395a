import { randomUUID } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ProblemDetails } from '@receiptbox/contracts';
import { DriveFolder, DriveWorkbook } from '@receiptbox/contracts/api/drive';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxes, mailboxShares, users } from '../src/db/schema';
import { authRoutes } from '../src/features/auth/plugin';
import { driveRoutes } from '../src/features/drive/routes';
import { createMailbox } from '../src/features/mailboxes/create-mailbox';
import { expectProblem } from './helpers/expect-problem';
import { type SignedIn, signedIn } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe(`/api/Drive on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  let tokenFor: SignedIn['tokenFor'];
  let driveDir: string;

  beforeAll(async () => {
    ctx = await createTestContext({
      features: [
        { name: 'auth', plugin: authRoutes },
        { name: 'drive', plugin: driveRoutes },
      ],
    });
    ({ call, tokenFor } = await signedIn(ctx));
    driveDir = ctx.deps.config.localDriveDir!;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A user with an account and one mailbox (made by the real createMailbox); returns its folder. */
  const seedMailbox = async (name = 'Groceries') => {
    const tag = randomUUID().slice(0, 8);
    const email = `owner-${tag}@example.com`;
    const [user] = await ctx.deps.db
      .insert(users)
      .values({ email, accountName: `acct-${tag}` })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const mailboxId = await createMailbox(
      { db: ctx.deps.db, mailDomain: 'receiptbox.test', drive: ctx.deps.drive },
      { id: user.id, accountName: `acct-${tag}`, planType: 'Free' },
      { name, isHsaMailbox: false },
    );
    const [row] = await ctx.deps.db
      .select({ folderId: mailboxes.folderId })
      .from(mailboxes)
      .where(eq(mailboxes.id, mailboxId));
    if (!row?.folderId) throw new Error('mailbox has no folder');
    return { email, mailboxId, folderId: row.folderId, dir: path.join(driveDir, row.folderId) };
  };

  it("lists a new mailbox's folder with its empty workbook, under the mailbox name", async () => {
    const box = await seedMailbox('Travel');
    const response = await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const folder = DriveFolder.parse(response.json());
    expect(folder).toMatchObject({ folderId: box.folderId, mailboxName: 'Travel' });
    expect(folder.files.map((f) => f.name)).toEqual(['Receipts.xlsx']);
  });

  it("shows a new mailbox's workbook as its two sheets with headers and no rows", async () => {
    const box = await seedMailbox('Travel');
    const response = await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}/workbook`);
    expect(response.statusCode, response.body).toBe(200);
    const { sheets } = DriveWorkbook.parse(response.json());
    expect(sheets.map((s) => [s.name, s.rows.length])).toEqual([
      ['Receipts', 0],
      ['Items', 0],
    ]);
    expect(sheets[0]?.columns.slice(0, 4)).toEqual(['Date', 'Merchant', 'Receipt Number', 'Category']);
    expect(sheets[1]?.columns).toEqual([
      'Receipt ID',
      'Date',
      'Merchant',
      'Item',
      'Quantity',
      'Price',
      'Category',
    ]);
  });

  it('lets the owner list the files with size and date, leaving out dotfiles and folders', async () => {
    const box = await seedMailbox();
    await writeFile(path.join(box.dir, 'Receipts.xlsx'), Buffer.alloc(1234, 1));
    await writeFile(path.join(box.dir, 'receipt 1.pdf'), '%PDF-1.4 test');
    await writeFile(path.join(box.dir, '.state.json'), '{}');
    await mkdir(path.join(box.dir, 'nested'));
    const response = await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const folder = DriveFolder.parse(response.json());
    expect(folder.files.map((f) => [f.name, f.size])).toEqual([
      ['Receipts.xlsx', 1234],
      ['receipt 1.pdf', 13],
    ]);
    for (const file of folder.files) expect(Number.isNaN(Date.parse(file.modifiedAt))).toBe(false);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the owner download a file as an attachment with its content type and nosniff', async () => {
    const box = await seedMailbox();
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
    await writeFile(path.join(box.dir, 'Receipts.xlsx'), bytes);
    const response = await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}/files/Receipts.xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Receipts.xlsx"; filename*=UTF-8''Receipts.xlsx`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(bytes.length));
  });

  it.each([
    ['scan.pdf', 'application/pdf'],
    ['photo.JPG', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['mail.eml', 'message/rfc822'],
    ['notes.html', 'application/octet-stream'],
  ])('serves %s as %s', async (name, type) => {
    const box = await seedMailbox();
    await writeFile(path.join(box.dir, name), 'content');
    const response = await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}/files/${name}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it('keeps a name with quotes and non-ASCII letters out of the plain filename parameter', async () => {
    const box = await seedMailbox();
    const name = 'Café "receipt";.pdf';
    await writeFile(path.join(box.dir, name), 'content');
    const response = await call(
      box.email,
      'GET',
      `/api/Drive/folders/${box.folderId}/files/${encodeURIComponent(name)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ _receipt__.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it('keeps the folder closed to a user the mailbox is shared with (sharing does not share the drive)', async () => {
    const box = await seedMailbox('Shared');
    const friend = `friend-${randomUUID().slice(0, 8)}@example.com`;
    await ctx.deps.db.insert(mailboxShares).values({ mailboxId: box.mailboxId, email: friend });
    expectProblem(await call(friend, 'GET', `/api/Drive/folders/${box.folderId}`), 404);
    expectProblem(await call(friend, 'GET', `/api/Drive/folders/${box.folderId}/workbook`), 404);
    expectProblem(await call(friend, 'GET', `/api/Drive/folders/${box.folderId}/files/Receipts.xlsx`), 404);
  });

  it('answers a stranger with the same 404 as for a folder that does not exist', async () => {
    const box = await seedMailbox();
    await writeFile(path.join(box.dir, 'Receipts.xlsx'), 'x');
    const stranger = `stranger-${randomUUID().slice(0, 8)}@example.com`;
    const theirs = expectProblem(await call(stranger, 'GET', `/api/Drive/folders/${box.folderId}`), 404);
    const none = expectProblem(await call(stranger, 'GET', `/api/Drive/folders/${randomUUID()}`), 404);
    expect(theirs.detail).toBe(none.detail);
    expectProblem(await call(stranger, 'GET', `/api/Drive/folders/${box.folderId}/files/Receipts.xlsx`), 404);
  });

  it('does not let the owner of one mailbox into another owner’s folder', async () => {
    const mine = await seedMailbox();
    const theirs = await seedMailbox();
    expectProblem(await call(mine.email, 'GET', `/api/Drive/folders/${theirs.folderId}`), 404);
  });

  it.each([
    ['an encoded parent path', '..%2F..%2Fsecret.txt'],
    ['an encoded slash', 'a%2Fb.pdf'],
    ['a backslash', '..%5C..%5Csecret.txt'],
    ['a NUL byte', 'Receipts.xlsx%00.pdf'],
    ['a dotfile', '.state.json'],
    ['a control character', 'a%0Ab.pdf'],
  ])('rejects a file name with %s as a 400 problem', async (_label, fileName) => {
    const box = await seedMailbox();
    const response = await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}/files/${fileName}`);
    const problem = expectProblem(response, 400);
    expect(problem.detail).toMatch(/fileName/);
  });

  it('rejects a bare .. segment sent as-is over a real socket (clients that skip URL normalization)', async () => {
    const box = await seedMailbox();
    const url = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
    const token = await tokenFor(box.email);
    for (const segment of ['..', '.', '%2E%2E']) {
      const { status, type, body } = await new Promise<{ status: number; type: string; body: string }>(
        (resolve, reject) => {
          // Options, not a URL string: a URL would be normalized before it is sent.
          const request = http.get(
            {
              host: url.hostname,
              port: url.port,
              path: `/api/Drive/folders/${box.folderId}/files/${segment}`,
              headers: { authorization: `Bearer ${token}` },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk) => {
                text += chunk;
              });
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  type: response.headers['content-type'] ?? '',
                  body: text,
                }),
              );
            },
          );
          request.on('error', reject);
        },
      );
      expect(status, `${segment}: ${body}`).toBe(400);
      expect(type).toMatch(/^application\/problem\+json/);
      expect(ProblemDetails.parse(JSON.parse(body)).detail).toMatch(/fileName/);
    }
  });

  it('does not follow a link that leads out of the folder', async () => {
    const box = await seedMailbox();
    const outside = path.join(ctx.deps.config.dataDir, `outside-${randomUUID()}.txt`);
    await writeFile(outside, 'secret');
    await symlink(outside, path.join(box.dir, 'link.pdf'));
    expectProblem(await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}/files/link.pdf`), 404);
    const list = DriveFolder.parse(
      (await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}`)).json(),
    );
    expect(list.files.map((f) => f.name)).toEqual(['Receipts.xlsx', 'link.pdf']);
  });

  it('answers a missing file with a 404 problem', async () => {
    const box = await seedMailbox();
    expectProblem(await call(box.email, 'GET', `/api/Drive/folders/${box.folderId}/files/nothing.pdf`), 404);
  });

  it('answers calls without a token with a 401 problem', async () => {
    const box = await seedMailbox();
    await writeFile(path.join(box.dir, 'Receipts.xlsx'), 'x');
    const list = await ctx.app.inject({ method: 'GET', url: `/api/Drive/folders/${box.folderId}` });
    expectProblem(list, 401);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/Drive/folders/${box.folderId}/files/Receipts.xlsx`,
    });
    expectProblem(file, 401);
  });
});

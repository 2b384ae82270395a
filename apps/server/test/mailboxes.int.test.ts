import { existsSync } from 'node:fs';
import path from 'node:path';
import { Mailbox, User } from '@receiptbox/contracts/api/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_FEATURES } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import { type SignedIn, signedIn } from './helpers/signed-in';
import { createTestContext, type TestContext } from './helpers/test-app';

/** The mailbox calls of SPEC §7 and who may make them (SPEC §6). */
describe(`mailbox calls on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  let mailbox: Mailbox;
  const OWNER = 'boxowner@example.com';
  const FRIEND = 'boxfriend@example.com';
  const STRANGER = 'boxstranger@example.com';

  beforeAll(async () => {
    ctx = await createTestContext({
      features: [...ACCOUNT_FEATURES],
    });
    ({ call } = await signedIn(ctx));
    for (const [email, account] of [
      [OWNER, 'boxowner'],
      [FRIEND, 'boxfriend'],
      [STRANGER, 'boxstranger'],
    ] as const) {
      expect((await call(email, 'POST', '/api/AppUser/create', { accountName: account })).statusCode).toBe(
        200,
      );
    }
    const created = await call(OWNER, 'POST', `/api/AppUser/${OWNER}/mailboxes`, {
      name: 'Team',
      isHsaMailbox: false,
    });
    expect(created.statusCode, created.body).toBe(200);
    mailbox = User.parse(created.json()).mailboxes.at(-1)!;
    const shared = await call(OWNER, 'PUT', `/api/AppUser/${OWNER}/mailboxes/${mailbox.id}`, {
      sharedWithIds: [FRIEND, ' ', FRIEND.toUpperCase(), OWNER],
    });
    expect(User.parse(shared.json()).mailboxes[0]?.sharedWithIds).toEqual([FRIEND]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('creates the mailbox with its drive folder and empty workbook, named in the answer', () => {
    expect(mailbox.folderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(existsSync(path.join(ctx.deps.config.localDriveDir!, mailbox.folderId!, 'Receipts.xlsx'))).toBe(
      true,
    );
    expect(mailbox.email).toBe('team@boxowner.receiptbox.localhost');
  });

  it('lists the mailbox under the shared user\'s "Shared with Me" and nobody else\'s', async () => {
    const friend = await call(FRIEND, 'GET', '/api/AppUser/sharedmailboxes');
    expect(
      z
        .array(Mailbox)
        .parse(friend.json())
        .map((m) => m.id),
    ).toEqual([mailbox.id]);
    const stranger = await call(STRANGER, 'GET', '/api/AppUser/sharedmailboxes');
    expect(stranger.json()).toEqual([]);
  });

  it('refuses the shared user editing or deleting it, with 403 and the reason', async () => {
    const url = `/api/AppUser/${FRIEND}/mailboxes/${mailbox.id}`;
    expect(expectProblem(await call(FRIEND, 'PUT', url, { name: 'Mine' }), 403).detail).toBe(
      'Shared mailboxes cannot be edited.',
    );
    expect(expectProblem(await call(FRIEND, 'DELETE', url), 403).detail).toBe(
      'Shared mailboxes cannot be deleted.',
    );
  });

  it("refuses anyone else every mailbox call on the owner's mailbox with 403, by any path", async () => {
    const own = `/api/AppUser/${STRANGER}/mailboxes/${mailbox.id}`;
    const owners = `/api/AppUser/${OWNER}/mailboxes/${mailbox.id}`;
    expectProblem(await call(STRANGER, 'PUT', own, { name: 'Mine' }), 403);
    expectProblem(await call(STRANGER, 'DELETE', own), 403);
    expectProblem(await call(STRANGER, 'PUT', owners, { name: 'Mine' }), 403);
    expectProblem(await call(STRANGER, 'DELETE', owners), 403);
    expectProblem(
      await call(STRANGER, 'POST', `/api/AppUser/${OWNER}/mailboxes`, { name: 'Mine', isHsaMailbox: false }),
      403,
    );
    // Checked before the body: a bad body from the wrong account is still a 403, not a 400.
    expectProblem(await call(STRANGER, 'PUT', owners, { name: 42 }), 403);
    const me = User.parse((await call(OWNER, 'GET', '/api/AppUser/me')).json());
    expect(me.mailboxes.map((m) => m.name)).toEqual(['Team']);
  });

  it('answers a mailbox id that does not exist like one that is not yours', async () => {
    const missing = `/api/AppUser/${STRANGER}/mailboxes/00000000-0000-4000-8000-000000000000`;
    expect(expectProblem(await call(STRANGER, 'DELETE', missing), 403).detail).toBe(
      'You can only change your own mailboxes.',
    );
  });

  it("answers a mailbox name that is missing with the spec's message", async () => {
    const response = await call(OWNER, 'POST', `/api/AppUser/${OWNER}/mailboxes`, {
      name: '  ',
      isHsaMailbox: false,
    });
    expect(expectProblem(response, 400).detail).toBe('Mailbox name is required');
  });

  it('deletes only our entry: the drive folder and its workbook stay', async () => {
    const response = await call(OWNER, 'DELETE', `/api/AppUser/${OWNER}/mailboxes/${mailbox.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(User.parse(response.json()).mailboxes).toEqual([]);
    expect(existsSync(path.join(ctx.deps.config.localDriveDir!, mailbox.folderId!, 'Receipts.xlsx'))).toBe(
      true,
    );
    expect((await call(FRIEND, 'GET', '/api/AppUser/sharedmailboxes')).json()).toEqual([]);
  });
});

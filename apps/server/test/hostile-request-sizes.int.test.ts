import {
  MAX_CATEGORIES,
  MAX_SEND_FROM_ADDRESSES,
  MAX_SHARED_WITH,
  TOO_MANY_CATEGORIES_MESSAGE,
  TOO_MANY_SEND_FROM_MESSAGE,
  TOO_MANY_SHARES_MESSAGE,
  User,
} from '@receiptbox/contracts/api/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { contactRoutes } from '../src/features/contact/routes';
import { accountsApp, accountWithMailbox } from './helpers/accounts';
import { expectProblem } from './helpers/expect-problem';
import type { SignedIn } from './helpers/signed-in';
import type { TestContext } from './helpers/test-app';

/**
 * One oversized request used to break the database for every user until a restart: 8,192
 * categories became one INSERT with 32,768 bind parameters, which PGlite's wire protocol cannot
 * count, and every later answer was someone else's.
 */
describe(`oversized lists and strings in request bodies, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  let mailboxId: string;
  const OWNER = 'owner@example.com';

  beforeAll(async () => {
    ({ ctx, call } = await accountsApp([{ name: 'contact', plugin: contactRoutes }]));
    mailboxId = (await accountWithMailbox(call, OWNER, { accountName: 'acme', mailboxName: 'welcome' }))
      .mailbox.id;
  });
  afterAll(async () => ctx?.close());

  const editMailbox = (body: unknown) =>
    call(OWNER, 'PUT', `/api/AppUser/${OWNER}/mailboxes/${mailboxId}`, body);

  it(`refuses more than ${MAX_CATEGORIES} categories with a 400 naming the limit, and keeps the old ones`, async () => {
    const many = Array.from({ length: 8192 }, (_, i) => ({ name: `Category ${i}` }));
    const problem = expectProblem(await editMailbox({ categories: many }), 400);
    expect(problem.detail).toBe(TOO_MANY_CATEGORIES_MESSAGE);
    const me = User.parse((await call(OWNER, 'GET', '/api/AppUser/me')).json());
    expect(me.mailboxes[0]!.categories.length).toBe(6);
  });

  it(`takes exactly ${MAX_CATEGORIES} categories`, async () => {
    const enough = Array.from({ length: MAX_CATEGORIES }, (_, i) => ({ name: `Category ${i}` }));
    const response = await editMailbox({ categories: enough });
    expect(response.statusCode, response.body).toBe(200);
    expect(User.parse(response.json()).mailboxes[0]!.categories.length).toBe(MAX_CATEGORIES);
  });

  it(`refuses sharing with more than ${MAX_SHARED_WITH} people`, async () => {
    const many = Array.from({ length: 16_384 }, (_, i) => `person${i}@example.com`);
    expect(expectProblem(await editMailbox({ sharedWithIds: many }), 400).detail).toBe(
      TOO_MANY_SHARES_MESSAGE,
    );
  });

  it('refuses a category name over 100 characters and a description over 500', async () => {
    expectProblem(await editMailbox({ categories: [{ name: 'x'.repeat(101) }] }), 400);
    expectProblem(await editMailbox({ categories: [{ name: 'Meals', description: 'x'.repeat(501) }] }), 400);
  });

  it(`stops at ${MAX_SEND_FROM_ADDRESSES} sending addresses`, async () => {
    const add = (i: number) =>
      call(OWNER, 'POST', `/api/AppUser/${OWNER}/send-from-addresses`, { address: `me${i}@example.com` });
    for (let i = 0; i < MAX_SEND_FROM_ADDRESSES; i++) expect((await add(i)).statusCode).toBe(200);
    expect(expectProblem(await add(MAX_SEND_FROM_ADDRESSES), 400).detail).toBe(TOO_MANY_SEND_FROM_MESSAGE);
  });

  it('refuses a contact message from an address longer than an address can be', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: { name: 'A', email: `${'a'.repeat(300)}@example.com`, message: 'Hello there, a message.' },
    });
    expectProblem(response, 400);
  });

  it('keeps serving every user after all of these', async () => {
    const other = 'other@example.com';
    expect((await call(other, 'POST', '/api/AppUser/create', { accountName: 'other' })).statusCode).toBe(200);
    expect((await call(other, 'GET', '/api/AppUser/me')).statusCode).toBe(200);
    expect((await call(OWNER, 'GET', '/api/AppUser/me')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe(`/readyz after a statement too large for the connection, on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  let call: SignedIn['call'];
  beforeAll(async () => {
    ({ ctx, call } = await accountsApp());
  });
  afterAll(async () => ctx?.close());

  it('says ready only while the database still answers users correctly', async () => {
    const email = 'reader@example.com';
    const { mailbox } = await accountWithMailbox(call, email, {
      accountName: 'reader',
      mailboxName: 'welcome',
    });
    const mailboxId = mailbox.id;
    // What the unbounded update used to send: 32,768 bind parameters in one statement.
    const rows = Array.from({ length: 8192 }, (_, i) => ({ mailboxId, position: 100 + i, name: `c${i}` }));
    await ctx.deps.db
      .insert(categories)
      .values(rows.map((r) => ({ ...r, description: null })))
      .catch(() => {});
    const me = await call(email, 'GET', '/api/AppUser/me');
    const ready = await ctx.app.inject({ url: '/readyz' });
    // PostgreSQL refuses the statement and keeps working; PGlite's connection answers wrongly from then on.
    expect(ready.statusCode).toBe(me.statusCode === 200 ? 200 : 503);
  });
});

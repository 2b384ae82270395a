import { ProblemDetails } from '@receiptbox/contracts';
import { ContactResponse } from '@receiptbox/contracts/api/contact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { contactRoutes } from '../src/features/contact/routes';
import { createTestContext, type TestContext } from './helpers/test-app';

const message = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com ',
  subject: 'Question about HSA',
  message: 'Does the HSA mailbox read pharmacy receipts?',
};

describe(`POST /api/Contact on ${process.env.TEST_DB}`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ features: [{ name: 'contact', plugin: contactRoutes }] });
  });
  afterAll(async () => ctx?.close());

  const send = (payload: object, remoteAddress = '10.1.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/Contact', payload, remoteAddress });

  it('stores a valid message and returns its id', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(200);
    const { id } = ContactResponse.parse(response.json());
    const [row] = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      subject: 'Question about HSA',
    });
  });

  it('rejects a message without a valid email as problem details naming the field', async () => {
    const response = await send({ ...message, email: 'not-an-email' }, '10.1.0.2');
    expect(response.statusCode).toBe(400);
    expect(ProblemDetails.parse(response.json()).detail).toContain('email');
  });

  it('accepts but does not store a message whose honeypot is filled', async () => {
    const before = (await ctx.deps.db.select().from(contactMessages)).length;
    const response = await send({ ...message, website: 'http://spam.example' }, '10.1.0.3');
    expect(response.statusCode).toBe(200);
    expect((await ctx.deps.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits messages per address with a 429 problem', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message, '10.1.0.4')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

import { CreateMailboxRequest, Mailbox, UpdateMailboxRequest, User } from '@receiptbox/contracts/api/users';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { mailboxes, mailboxShares } from '../../db/schema';
import { ownEmail, requireSignedIn, signedInUser } from '../auth/guard';
import { findUserRow, toMailboxes, toUser } from '../users/load-user';
import { createMailbox } from './create-mailbox';
import { deleteMailbox, updateMailbox } from './update-mailbox';

const EmailParams = z.object({ email: z.string() });
const MailboxParams = z.object({ email: z.string(), mailboxId: z.string() });

/**
 * The mailbox calls of SPEC §7: create, update, delete under /api/AppUser/{email}/mailboxes (the
 * owner only: `{email}` must be the caller's, checked before the body is looked at) and
 * GET /api/AppUser/sharedmailboxes (the mailboxes shared with the caller). Each answers with the
 * caller's User (SPEC §7) or the list of Mailbox.
 */
export async function mailboxesRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, config, drive } = deps;
  const signedIn = requireSignedIn(deps);
  /** Signed in as the `{email}` of the path: a 401 or 403 before any body validation. */
  const asOwner = async (request: FastifyRequest, reply: Parameters<typeof signedIn>[1]) => {
    await signedIn(request, reply);
    const { email } = EmailParams.parse(request.params);
    ownEmail(request, email);
  };
  const context = { db, mailDomain: config.mailDomain, drive };

  /** The caller's user row; account setup must have given it an account name. */
  const ownerRow = async (request: FastifyRequest) => {
    const row = await findUserRow(db, signedInUser(request).email);
    if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
    return row;
  };

  app.get(
    '/api/AppUser/sharedmailboxes',
    { preValidation: signedIn, schema: { response: { 200: z.array(Mailbox) } } },
    async (request) => {
      const rows = await db
        .select({ mailbox: mailboxes })
        .from(mailboxShares)
        .innerJoin(mailboxes, eq(mailboxShares.mailboxId, mailboxes.id))
        .where(eq(mailboxShares.email, signedInUser(request).email));
      return toMailboxes(
        db,
        rows.map((r) => r.mailbox),
      );
    },
  );

  app.post(
    '/api/AppUser/:email/mailboxes',
    {
      preValidation: asOwner,
      schema: { params: EmailParams, body: CreateMailboxRequest, response: { 200: User } },
    },
    async (request) => {
      const row = await ownerRow(request);
      if (!row.accountName) throw new AppError('validation_failed', 'Set up your account name first.');
      const user = await toUser(db, row);
      await createMailbox(
        context,
        { id: row.id, accountName: row.accountName, planType: user.userPlan.planType },
        request.body,
      );
      return toUser(db, row);
    },
  );

  app.put(
    '/api/AppUser/:email/mailboxes/:mailboxId',
    {
      preValidation: asOwner,
      schema: { params: MailboxParams, body: UpdateMailboxRequest, response: { 200: User } },
    },
    async (request) => {
      const row = await ownerRow(request);
      await updateMailbox(db, row, request.params.mailboxId, request.body);
      return toUser(db, row);
    },
  );

  app.delete(
    '/api/AppUser/:email/mailboxes/:mailboxId',
    { preValidation: asOwner, schema: { params: MailboxParams, response: { 200: User } } },
    async (request) => {
      const row = await ownerRow(request);
      await deleteMailbox(db, row, request.params.mailboxId);
      return toUser(db, row);
    },
  );

  app.delete(
    '/api/AppUser/:email/mailboxes',
    { preValidation: asOwner, schema: { params: EmailParams } },
    async () => {
      throw new AppError('validation_failed', "The parameter 'mailboxId' must be defined.");
    },
  );
}

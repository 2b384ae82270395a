import { AuthCodeRequest, scopeIncludesDriveFile } from '@receiptbox/contracts/api/auth';
import {
  AddSendFromAddressRequest,
  CreateMailboxRequest,
  CreateUserRequest,
  UpdateMailboxRequest,
  UpdateUserRequest,
} from '@receiptbox/contracts/api/users';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { mailboxes, mailboxShares } from '../../db/schema';
import { ownEmail, requireSignedIn, signedInUser } from '../auth/guard';
import { createMailbox } from '../mailboxes/create-mailbox';
import { deleteMailbox, updateMailbox } from '../mailboxes/update-mailbox';
import { grantDriveAccess, readDriveToken, revokeDriveAccess } from './drive-access';
import { findUserRow, toMailboxes, toUser } from './load-user';
import { createUsageTelemetry } from './usage-telemetry';
import {
  addSendFromAddress,
  createUser,
  deleteUserData,
  ensureUserRow,
  getCurrentUser,
  getUser,
  removeSendFromAddress,
  setShareTelemetry,
} from './users-service';

type Params = { email?: string; mailboxId?: string; sendFromEmail?: string };

/** Parses a body with its contract schema; the first problem becomes the 400's detail. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    in: 'body',
    parameter: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  const first = errors[0];
  const detail =
    first && /Invalid input: expected \w+, received undefined/.test(first.message)
      ? `The parameter '${first.parameter}' must be defined.`
      : (first?.message ?? 'The request body is invalid.');
  throw new AppError('validation_failed', detail, { extra: { errors } });
}

function requiredParam(value: string | undefined, name: string): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new AppError('validation_failed', `The parameter '${name}' must be defined.`);
  return trimmed;
}

/**
 * Every /api/AppUser call of SPEC §7 except the uploads. `{email}` must be the signed-in user's
 * own (403 otherwise); every route needs a valid ID token, and non-GET calls the anti-forgery token.
 */
export async function usersRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const guard = { preHandler: requireSignedIn(deps) };
  const telemetry = createUsageTelemetry({ endpoint: config.otelExporterOtlpEndpoint, db, log: deps.log });
  app.addHook('onSend', telemetry.onSend);
  app.addHook('onResponse', telemetry.onResponse);
  app.addHook('onClose', () => telemetry.close());
  const mailboxContext = { db, mailDomain: config.mailDomain, drive: deps.drive };

  /** The caller's own user row, after checking that `{email}` is theirs. */
  const ownRow = async (request: FastifyRequest) => {
    const email = ownEmail(request, (request.params as Params).email);
    const row = await findUserRow(db, email);
    if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
    return row;
  };

  app.get('/api/AppUser/me', guard, async (request) => getCurrentUser(db, signedInUser(request)));

  app.get('/api/AppUser/sharedmailboxes', guard, async (request) => {
    const { email } = signedInUser(request);
    const rows = await db
      .select({ mailbox: mailboxes })
      .from(mailboxShares)
      .innerJoin(mailboxes, eq(mailboxShares.mailboxId, mailboxes.id))
      .where(eq(mailboxShares.email, email));
    return toMailboxes(
      db,
      rows.map((r) => r.mailbox),
    );
  });

  app.post('/api/AppUser/create', guard, async (request) => {
    const input = parseBody(CreateUserRequest, request.body);
    return createUser(db, signedInUser(request), input);
  });

  app.get('/api/AppUser/:email', guard, async (request) => {
    const email = ownEmail(request, (request.params as Params).email);
    return getUser(db, email);
  });

  app.put('/api/AppUser/:email', guard, async (request) => {
    const email = ownEmail(request, (request.params as Params).email);
    const { shareTelemetry } = parseBody(UpdateUserRequest, request.body);
    const user = await setShareTelemetry(db, email, shareTelemetry);
    telemetry.forget(email);
    return user;
  });

  app.delete('/api/AppUser/:email', guard, async (request, reply) => {
    const email = ownEmail(request, (request.params as Params).email);
    const row = await findUserRow(db, email);
    if (row) await revokeDriveAccess(db, deps.identity, row.id);
    await deleteUserData(db, email);
    return reply.status(204).send();
  });

  app.post('/api/AppUser/:email/mailboxes', guard, async (request) => {
    const row = await ownRow(request);
    const input = parseBody(CreateMailboxRequest, request.body);
    if (!row.accountName) throw new AppError('validation_failed', 'Set up your account name first.');
    const user = await toUser(db, row);
    await createMailbox(
      mailboxContext,
      { id: row.id, accountName: row.accountName, planType: user.userPlan.planType },
      input,
    );
    return toUser(db, row);
  });

  app.put('/api/AppUser/:email/mailboxes/:mailboxId', guard, async (request) => {
    const row = await ownRow(request);
    const mailboxId = requiredParam((request.params as Params).mailboxId, 'mailboxId');
    await updateMailbox(db, row, mailboxId, parseBody(UpdateMailboxRequest, request.body));
    return toUser(db, row);
  });

  app.delete('/api/AppUser/:email/mailboxes/:mailboxId', guard, async (request) => {
    const row = await ownRow(request);
    await deleteMailbox(db, row, requiredParam((request.params as Params).mailboxId, 'mailboxId'));
    return toUser(db, row);
  });

  app.delete('/api/AppUser/:email/mailboxes', guard, async (request) => {
    ownEmail(request, (request.params as Params).email);
    return requiredParam(undefined, 'mailboxId');
  });

  // Account setup confirms drive access before the account name is chosen, so this call creates
  // the bare user record (no account name yet) when there is none.
  app.post('/api/AppUser/:email/auth/code', guard, async (request, reply) => {
    ownEmail(request, (request.params as Params).email);
    const body = parseBody(AuthCodeRequest, request.body);
    const row = await ensureUserRow(db, signedInUser(request));
    await grantDriveAccess(db, deps.identity, row, body);
    return reply.status(204).send();
  });

  app.get('/api/AppUser/:email/drive-access', guard, async (request) => {
    const email = ownEmail(request, (request.params as Params).email);
    const row = await findUserRow(db, email);
    if (!row) return false;
    const token = await readDriveToken(db, deps.identity, row.id);
    return scopeIncludesDriveFile(token?.scope);
  });

  app.delete('/api/AppUser/:email/drive-access', guard, async (request) => {
    const row = await ownRow(request);
    await revokeDriveAccess(db, deps.identity, row.id);
    return toUser(db, row);
  });

  app.post('/api/AppUser/:email/send-from-addresses', guard, async (request) => {
    const email = ownEmail(request, (request.params as Params).email);
    const { address } = parseBody(AddSendFromAddressRequest, request.body);
    return addSendFromAddress(db, email, address);
  });

  app.delete('/api/AppUser/:email/send-from-addresses/:sendFromEmail', guard, async (request) => {
    const email = ownEmail(request, (request.params as Params).email);
    const address = requiredParam((request.params as Params).sendFromEmail, 'sendFromEmail');
    return removeSendFromAddress(db, email, address);
  });

  app.delete('/api/AppUser/:email/send-from-addresses', guard, async (request) => {
    ownEmail(request, (request.params as Params).email);
    return requiredParam(undefined, 'sendFromEmail');
  });
}

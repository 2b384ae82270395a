import { AuthCodeRequest, scopeIncludesDriveFile } from '@receiptbox/contracts/api/auth';
import {
  AddSendFromAddressRequest,
  CreateUserRequest,
  UpdateUserRequest,
  User,
} from '@receiptbox/contracts/api/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { ownEmail, requireSignedIn, signedInUser } from '../auth/guard';
import { resumeWaitingReceipts } from '../receipts/recover-job';
import { grantDriveAccess, readDriveToken, revokeDriveAccess } from './drive-access';
import { findUserRow, toUser } from './load-user';
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

const EmailParams = z.object({ email: z.string() });

/**
 * Every /api/AppUser call of SPEC §7 except the mailbox calls (features/mailboxes) and the uploads. `{email}` must be the signed-in user's
 * own (403 otherwise); every route needs a valid ID token, and non-GET calls the anti-forgery token.
 */
export async function usersRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, config, identity } = deps;
  const signedIn = requireSignedIn(deps);
  /** Signed in as the `{email}` of the path: a 401 or 403 before the body is looked at. */
  const asSelf = async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
    ownEmail(request, EmailParams.parse(request.params).email);
  };
  const telemetry = createUsageTelemetry({ endpoint: config.otelExporterOtlpEndpoint, db, log: deps.log });
  app.addHook('onSend', telemetry.onSend);
  app.addHook('onResponse', telemetry.onResponse);
  app.addHook('onClose', () => telemetry.close());

  /** The caller's own user row (`{email}` was checked by `asSelf`). */
  const ownRow = async (request: FastifyRequest) => {
    const row = await findUserRow(db, signedInUser(request).email);
    if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
    return row;
  };
  const self = (schema: object = {}) => ({
    preValidation: asSelf,
    schema: { params: EmailParams, ...schema },
  });

  app.get(
    '/api/AppUser/me',
    { preValidation: signedIn, schema: { response: { 200: User } } },
    async (request) => getCurrentUser(db, signedInUser(request)),
  );

  app.post(
    '/api/AppUser/create',
    { preValidation: signedIn, schema: { body: CreateUserRequest, response: { 200: User } } },
    async (request) => createUser(db, signedInUser(request), request.body),
  );

  app.get('/api/AppUser/:email', self({ response: { 200: User } }), async (request) =>
    getUser(db, signedInUser(request).email),
  );

  app.put(
    '/api/AppUser/:email',
    {
      preValidation: asSelf,
      schema: { params: EmailParams, body: UpdateUserRequest, response: { 200: User } },
    },
    async (request) => {
      const { email } = signedInUser(request);
      const user = await setShareTelemetry(db, email, request.body.shareTelemetry);
      telemetry.forget(email);
      return user;
    },
  );

  app.delete('/api/AppUser/:email', self(), async (request, reply) => {
    const { email } = signedInUser(request);
    const row = await findUserRow(db, email);
    if (row) await revokeDriveAccess(db, identity, row.id);
    await deleteUserData(db, email);
    return reply.status(204).send();
  });

  // Account setup confirms drive access before the account name is chosen, so this call creates
  // the bare user record (no account name yet) when there is none. Receipts that waited for
  // drive access go on to the drive now.
  app.post(
    '/api/AppUser/:email/auth/code',
    { preValidation: asSelf, schema: { params: EmailParams, body: AuthCodeRequest } },
    async (request, reply) => {
      const row = await ensureUserRow(db, signedInUser(request));
      await grantDriveAccess(db, identity, row, request.body);
      await resumeWaitingReceipts(deps, row.id);
      return reply.status(204).send();
    },
  );

  app.get('/api/AppUser/:email/drive-access', self({ response: { 200: z.boolean() } }), async (request) => {
    const row = await findUserRow(db, signedInUser(request).email);
    if (!row) return false;
    const token = await readDriveToken(db, identity, row.id);
    return scopeIncludesDriveFile(token?.scope);
  });

  app.delete('/api/AppUser/:email/drive-access', self({ response: { 200: User } }), async (request) => {
    const row = await ownRow(request);
    await revokeDriveAccess(db, identity, row.id);
    return toUser(db, row);
  });

  app.post(
    '/api/AppUser/:email/send-from-addresses',
    {
      preValidation: asSelf,
      schema: { params: EmailParams, body: AddSendFromAddressRequest, response: { 200: User } },
    },
    async (request) => addSendFromAddress(db, signedInUser(request).email, request.body.address),
  );

  app.delete(
    '/api/AppUser/:email/send-from-addresses/:sendFromEmail',
    {
      preValidation: asSelf,
      schema: {
        params: z.object({ email: z.string(), sendFromEmail: z.string().trim().min(1) }),
        response: { 200: User },
      },
    },
    async (request) => removeSendFromAddress(db, signedInUser(request).email, request.params.sendFromEmail),
  );

  app.delete('/api/AppUser/:email/send-from-addresses', self(), async () => {
    throw new AppError('validation_failed', "The parameter 'sendFromEmail' must be defined.");
  });
}

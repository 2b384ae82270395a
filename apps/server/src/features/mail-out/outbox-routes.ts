import { OutboxList } from '@receiptbox/contracts/api/outbox';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { isFromThisMachine } from './from-this-machine';
import { OutboxMailer } from './outbox-mailer';

const DISABLED_DETAIL =
  'The outbox viewer is off: it serves only the local outbox (no SMTP_RELAY_URL) outside production ' +
  '(NODE_ENV=production turns it off unless OUTBOX_VIEWER=true).';

/**
 * The development viewer of the local outbox:
 * - GET /api/Outbox: the mails, newest first (id, to, subject, date);
 * - GET /api/Outbox/{id}: one mail as sent, `message/rfc822` (opens in any mail client).
 * The outbox holds every user's mail, so it answers only requests from this machine (loopback,
 * no proxied client; see from-this-machine.ts) and only while the outbox is the mailer and
 * OUTBOX_VIEWER is on (config.ts); otherwise the paths are 404 problems.
 */
export async function outboxRoutes(app: App, deps: Pick<AppDeps, 'config' | 'mailer'>): Promise<void> {
  const outbox = deps.mailer instanceof OutboxMailer && deps.config.outboxViewer ? deps.mailer : null;

  const openOutbox = (request: FastifyRequest): OutboxMailer => {
    if (!outbox) throw new AppError('not_found', DISABLED_DETAIL);
    if (!isFromThisMachine(request)) {
      throw new AppError(
        'forbidden',
        'The outbox viewer answers only requests from this machine (127.0.0.1 or ::1).',
      );
    }
    return outbox;
  };

  app.get('/api/Outbox', { schema: { response: { 200: OutboxList } } }, async (request, reply) => {
    const entries = await openOutbox(request).list();
    reply.header('cache-control', 'no-store');
    return entries.map(({ id, to, subject, date }) => ({ id, to, subject, date }));
  });

  app.get(
    '/api/Outbox/:id',
    { schema: { params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const raw = await openOutbox(request).read(request.params.id);
      if (!raw) throw new AppError('not_found', 'No mail in the outbox has this id.');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${request.params.id}.eml"`)
        .type('message/rfc822')
        .send(raw);
    },
  );
}

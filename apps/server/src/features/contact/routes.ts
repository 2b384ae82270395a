import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { ContactRequest, ContactResponse } from '@receiptbox/contracts/api/contact';
import { z } from 'zod';
import { AppError } from '../../app-error';
import type { App, AppDeps } from '../../app-types';
import { saveContactMessage } from './save-contact-message';

const MESSAGES_PER_HOUR = 5;

/** The form's honeypot may arrive filled (by a bot); accept it here and drop the message below. */
const ContactBody = ContactRequest.extend({ website: z.string().max(500).optional() });

/** POST /api/Contact: the public contact form. No sign-in; a few messages per address per hour. */
export async function contactRoutes(app: App, deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<void> {
  await app.register(rateLimit, { global: false });
  app.post(
    '/api/Contact',
    {
      bodyLimit: 64 * 1024,
      schema: { body: ContactBody, response: { 200: ContactResponse } },
      config: {
        rateLimit: {
          max: MESSAGES_PER_HOUR,
          timeWindow: 60 * 60 * 1000,
          keyGenerator: (request) => request.ip,
          errorResponseBuilder: (_request, context) => {
            const resetIn = Math.max(1, Math.ceil(context.ttl / 1000));
            return new AppError('rate_limited', 'Too many messages from this address.', {
              extra: {
                message: 'You have sent several messages in a short time. Please try again later.',
                resetIn,
              },
            });
          },
        },
      },
    },
    async (request) => {
      const { website, ...message } = request.body;
      // A filled honeypot is a bot: answer like a success so it learns nothing, store nothing.
      if (website) return { id: randomUUID() };
      const id = await saveContactMessage({ db: deps.db, jobs: deps.jobs, log: request.log }, message);
      request.log.info({ contactMessageId: id }, 'contact message stored');
      return { id };
    },
  );
}

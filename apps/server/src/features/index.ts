import type { Feature } from '../app-types';
import { mailboxMessagesRoutes } from '../mail/mailbox-messages-routes';
import { authRoutes } from './auth/plugin';
import { billingRoutes } from './billing/routes';
import { workForwardToSupport } from './contact/forward-to-support';
import { contactRoutes } from './contact/routes';
import { converterRoutes } from './converter/routes';
import { driveRoutes } from './drive/routes';
import { outboxRoutes } from './mail-out/outbox-routes';
import { mailboxesRoutes } from './mailboxes/routes';
import { workReceiptRecovery } from './receipts/recover-job';
import { receiptsRoutes } from './receipts/routes';
import { usersRoutes } from './users/routes';

/**
 * Every feature, in registration order. Append yours: `{ name: 'users', plugin: usersRoutes }`,
 * importing from `./users/...`. Routes declare their full path (`/api/AppUser/...`).
 */
export const features: Feature[] = [
  { name: 'converter', plugin: converterRoutes },
  { name: 'contact', plugin: contactRoutes, workers: workForwardToSupport },
  { name: 'auth', plugin: authRoutes },
  { name: 'users', plugin: usersRoutes },
  { name: 'mailboxes', plugin: mailboxesRoutes },
  { name: 'mail-out', plugin: outboxRoutes },
  { name: 'drive', plugin: driveRoutes },
  { name: 'receipts', plugin: receiptsRoutes, workers: workReceiptRecovery },
  { name: 'billing', plugin: billingRoutes },
  { name: 'mailbox-messages', plugin: mailboxMessagesRoutes },
];

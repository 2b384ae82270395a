import { MAILBOX_MESSAGE_OUTCOMES } from '@receiptbox/contracts/api/mailbox-messages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Everything Receiptbox stores on its side (SPEC §3). Receipt contents are deliberately absent:
 * they live in the user's drive; we keep only ids, settings, counters and content hashes.
 *
 * Change this file, then run `npm run db:generate -w apps/server` and commit the new SQL file
 * in ./migrations. Stay on SQL that both PostgreSQL 15 and PGlite (PostgreSQL 17/18) accept.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Emails are stored lowercased so that equality and unique indexes are case-insensitive. */
const isLowercase = (name: string, column: unknown) => check(name, sql`${column} = lower(${column})`);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** Sub-domain of the user's mailbox addresses; null until account setup. */
    accountName: text('account_name').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    photoUrl: text('photo_url'),
    shareTelemetry: boolean('share_telemetry').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    isLowercase('users_email_lowercase', t.email),
    check('users_account_name_format', sql`${t.accountName} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
  ],
);

export const PLAN_TYPES = ['Free', 'HSA', 'Business'] as const;

/** One row per user; a user without a row is on the Free plan. */
export const userPlans = pgTable(
  'user_plans',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull().default('Free'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    isYearly: boolean('is_yearly').notNull().default(false),
    subscriptionId: text('subscription_id'),
    customerId: text('customer_id'),
    /** The provider's subscription status (active, past_due, canceled, ...); null without one. */
    subscriptionStatus: text('subscription_status'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_plans_plan_type', sql`${t.planType} in ('Free', 'HSA', 'Business')`),
    // Webhooks find the account by the provider's ids.
    index('user_plans_customer').on(t.customerId),
    index('user_plans_subscription').on(t.subscriptionId),
  ],
);

export const mailboxes = pgTable(
  'mailboxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Full address `{sanitized-name}@{accountName}.{MAIL_DOMAIN}`, lowercased. */
    address: text('address').notNull().unique(),
    /** The drive folder holding the mailbox's workbook and originals; null until created. */
    folderId: text('folder_id'),
    /** Fixed at creation (SPEC §3). */
    isHsa: boolean('is_hsa').notNull().default(false),
    sendConfirmationEmail: boolean('send_confirmation_email').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    isLowercase('mailboxes_address_lowercase', t.address),
    uniqueIndex('mailboxes_owner_name_unique').on(t.ownerId, sql`lower(${t.name})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** Display order within the mailbox, from 0. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.mailboxId, t.position] }),
    uniqueIndex('categories_mailbox_name_unique').on(t.mailboxId, sql`lower(${t.name})`),
  ],
);

export const mailboxShares = pgTable(
  'mailbox_shares',
  {
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mailboxId, t.email] }),
    isLowercase('mailbox_shares_email_lowercase', t.email),
    // "Shared with me" looks mailboxes up by the signed-in user's email.
    index('mailbox_shares_email').on(t.email),
  ],
);

/** Addresses a user may forward receipts from (matched case-insensitively, stored as typed). */
export const sendFromAddresses = pgTable(
  'send_from_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('send_from_addresses_user_email_unique').on(t.userId, sql`lower(${t.email})`),
    index('send_from_addresses_email').on(sql`lower(${t.email})`),
  ],
);

/** OAuth tokens encrypted with AES-256-GCM under SECRETS_KEY; columns are base64. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'google' or 'builtin'. */
    provider: text('provider').notNull(),
    /** Space-separated granted scopes (drive access = includes drive.file). */
    scope: text('scope').notNull(),
    ciphertext: text('ciphertext').notNull(),
    iv: text('iv').notNull(),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** Accounts of the built-in OpenID Connect provider (embedded mode stand-in for Google). */
export const localAccounts = pgTable(
  'local_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when the owner opened the link mailed to the address; until then no ID token is issued. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [isLowercase('local_accounts_email_lowercase', t.email)],
);

/**
 * oidc-provider's storage for the built-in provider (sessions, interactions, codes, grants,
 * tokens, and its sealed signing key), one generic table so every process shares it.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    uid: text('uid'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_grant_id').on(t.grantId),
    index('oidc_payloads_expires_at').on(t.expiresAt),
  ],
);

/** Receipts processed per user per calendar month (UTC), for the Free plan limit. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in UTC. */
    month: text('month').notNull(),
    receipts: integer('receipts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check('usage_counters_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('usage_counters_receipts_nonnegative', sql`${t.receipts} >= 0`),
  ],
);

/** Content hashes of handled messages and uploads, so a redelivery is not processed twice. */
export const processedMessages = pgTable(
  'processed_messages',
  {
    hash: text('hash').primaryKey(),
    mailboxId: uuid('mailbox_id').references(() => mailboxes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('processed_messages_mailbox').on(t.mailboxId)],
);

/** Payment webhook events already applied (idempotency by the provider's event id). */
export const billingEvents = pgTable(
  'billing_events',
  {
    providerEventId: text('provider_event_id').primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_events_user').on(t.userId)],
);

/**
 * The built-in payment sandbox's own records (embedded mode only), shaped like Stripe's objects:
 * a customer with a test clock, checkout sessions and subscriptions. Nothing is charged.
 */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  /** The customer's test clock: the sandbox's "now" for this customer's subscriptions. */
  clock: timestamp('clock', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the simulator: renewal charges fail until cleared. */
  cardDeclines: boolean('card_declines').notNull().default(false),
  createdAt: createdAt(),
});

export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  priceId: text('price_id').notNull(),
  /** open → complete (paid) or expired (cancelled on the page). */
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  subscriptionId: text('subscription_id'),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  priceId: text('price_id').notNull(),
  /** Stripe's statuses: active, past_due, canceled. */
  status: text('status').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Messages sent through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Results of the `system.echo` job: proof that a job sent by one process was done by a worker. */
export const systemEchoes = pgTable('system_echoes', {
  jobId: text('job_id').primaryKey(),
  message: text('message').notNull(),
  sentBy: text('sent_by').notNull(),
  doneBy: text('done_by').notNull(),
  attempts: integer('attempts').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes (PostgreSQL bytea) as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const INBOUND_STATUSES = ['queued', 'held', 'failed'] as const;

/**
 * The inbound mail spool: each message accepted over SMTP, kept here (not on a local disk) so
 * that smtp and worker processes on different machines meet through PostgreSQL. The row is
 * committed before the sender gets 250 and deleted once every receipt in it is delivered
 * (privacy principle); `held` waits for quota, `failed` is purged after `purge_after`.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    raw: bytea('raw').notNull(),
    /** Accepted recipients, resolved to mailboxes at RCPT time. */
    mailboxIds: jsonb('mailbox_ids').$type<string[]>().notNull(),
    /** SMTP envelope and connection, for SPF (client IP, HELO, MAIL FROM). */
    clientIp: text('client_ip').notNull(),
    helo: text('helo').notNull(),
    mailFrom: text('mail_from').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: INBOUND_STATUSES }).notNull().default('queued'),
    /** The pg-boss job working this row; null until queued (a sweep queues rows left without one). */
    jobId: text('job_id'),
    /** Held over quota: the month (YYYY-MM, UTC) it was held in. */
    heldMonth: text('held_month'),
    purgeAfter: timestamp('purge_after', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('inbound_messages_status', sql`${t.status} in ('queued', 'held', 'failed')`),
    index('inbound_messages_status').on(t.status, t.receivedAt),
  ],
);

/** Receipts of inbound mail, claimed by one spooled copy: Message-ID plus part hash, per mailbox. */
export const inboundReceipts = pgTable(
  'inbound_receipts',
  {
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** sha256 hex of the Message-ID and the receipt part's bytes; never the contents. */
    key: text('key').notNull(),
    /** The spooled copy working this receipt; a redelivered copy waits for it. */
    inboundId: uuid('inbound_id').notNull(),
    /** Delivered (or found unreadable): later copies skip it. */
    done: boolean('done').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.key] })],
);

/**
 * The last messages each mailbox received, so an owner can see why a forward did not arrive.
 * Metadata only (time, sender, subject, outcome); trimmed to the newest 20 per mailbox.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** The spool row's id (the row itself is gone once delivered). */
    inboundId: uuid('inbound_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    outcome: text('outcome', { enum: MAILBOX_MESSAGE_OUTCOMES }).notNull(),
    receipts: integer('receipts').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mailboxId, t.inboundId] }),
    index('mailbox_messages_recent').on(t.mailboxId, t.receivedAt),
  ],
);

/**
 * Notices sent to owners about inbound mail, one row per (user, kind, key, period), so each is
 * sent at most once: a refused sender per day, over quota per month, a failed message once.
 */
export const inboundNotices = pgTable(
  'inbound_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** sha256 hex of what the notice is about (the sender, the message), or '' */
    key: text('key').notNull(),
    /** 'YYYY-MM-DD', 'YYYY-MM' or '' (once ever). */
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.key, t.period] })],
);

export const RECEIPT_STATUSES = ['pending', 'waiting_for_drive', 'delivered', 'failed'] as const;

/**
 * One row per receipt file per mailbox, keyed by the file's content hash so that a retried job
 * or a second upload of the same file writes its rows once. `id` is the Receipt ID column of
 * the workbook. No receipt contents: status, hash and times only (the file waits in the spool,
 * `DATA_DIR/spool/receipts/{id}`, until delivered).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    /** SHA-256 of the file's bytes, hex. */
    contentHash: text('content_hash').notNull(),
    channel: text('channel', { enum: ['upload', 'email'] }).notNull(),
    status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('pending'),
    /** A process working on the receipt holds it until then; after it, recovery may take over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The month ('YYYY-MM') whose usage counter this receipt holds, null when it holds none. */
    countedMonth: text('counted_month'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipts_mailbox_content_unique').on(t.mailboxId, t.contentHash),
    check('receipts_status', sql`${t.status} in ('pending', 'waiting_for_drive', 'delivered', 'failed')`),
    check('receipts_channel', sql`${t.channel} in ('upload', 'email')`),
    index('receipts_status').on(t.status),
  ],
);

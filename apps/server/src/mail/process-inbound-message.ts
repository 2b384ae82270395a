import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { Db } from '../db/open-database';
import { inboundReceipts, mailboxes, users } from '../db/schema';
import type { Mailer } from '../features/mail-out/mailer';
import { type PipelineDeps, processReceipt } from '../features/receipts/process-receipt';
import { confirmationMail, mayConfirm } from './confirmation-mail';
import type { InboundSpool } from './inbound-spool';
import { recordActivity } from './mailbox-activity';
import { sendNoticeOnce, utcDay, utcMonth } from './owner-notices';
import { type InboundMail, splitInboundMail } from './receipt-parts';
import { type DNSResolver, type FromVerdict, isAuthorizedSender, verifyFrom } from './sender-trust';

/** What processing inbound mail needs; built once by the worker. */
export interface InboundDeps {
  db: Db;
  config: Pick<Config, 'mailDomain' | 'publicUrl' | 'senderAuth'>;
  mailer: Mailer;
  log: Logger;
  spool: InboundSpool;
  /** The receipt pipeline's dependencies (the same pipeline uploads go through). */
  pipeline: PipelineDeps;
  /** DNS for DKIM/SPF/DMARC; the system's when omitted. */
  resolver?: DNSResolver;
}

/** DNS could not answer for the sender checks: worth retrying. */
export class TransientInboundError extends Error {
  override name = 'TransientInboundError';
}

export type InboundResult = 'delivered' | 'held' | 'gone';

type MailboxRow = {
  id: string;
  name: string;
  address: string;
  folderId: string | null;
  sendConfirmationEmail: boolean;
  ownerId: string;
  ownerEmail: string;
};

/** Pipeline answers that no retry changes: the part is skipped, the rest of the message counts. */
const UNREADABLE = new Set(['unprocessable_file', 'unsupported_media_type', 'payload_too_large']);

/**
 * Works one spooled message: checks the sender once, then for each recipient mailbox checks
 * that the sender may send there and hands every receipt in the message to the receipt pipeline
 * (each at most once: by Message-ID and content here, by content hash in the pipeline). When the
 * owner's plan has no receipts left this month, the message is held. Afterwards the message
 * leaves the spool, unless it is held.
 * @throws when a receipt could not be delivered for a reason that may pass (drive access, DNS,
 *   the database): the job retries with backoff.
 */
export async function processInboundMessage(deps: InboundDeps, inboundId: string): Promise<InboundResult> {
  const { db, spool, log } = deps;
  const row = await spool.load(inboundId);
  if (row?.status !== 'queued') return 'gone';
  const mail = await splitInboundMail(row.raw);
  const verdict = await verifyFrom(row.raw, row, {
    mode: deps.config.senderAuth,
    mta: `mx.${deps.config.mailDomain}`,
    ...(deps.resolver ? { resolver: deps.resolver } : {}),
  });
  if (verdict === 'temperror') throw new TransientInboundError('DNS did not answer for the sender checks');

  const boxes = await loadMailboxes(db, row.mailboxIds);
  let held = false;
  for (const mailbox of boxes) {
    const result = await deliverToMailbox(deps, {
      inboundId,
      receivedAt: row.receivedAt,
      mail,
      verdict,
      mailbox,
    });
    if (result === 'held') held = true;
  }
  if (held) {
    await spool.hold(inboundId, utcMonth(new Date()));
    log.info({ inboundId }, 'inbound message held over quota');
    return 'held';
  }
  await spool.remove(inboundId);
  return 'delivered';
}

async function loadMailboxes(db: Db, ids: string[]): Promise<MailboxRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: mailboxes.id,
      name: mailboxes.name,
      address: mailboxes.address,
      folderId: mailboxes.folderId,
      sendConfirmationEmail: mailboxes.sendConfirmationEmail,
      ownerId: mailboxes.ownerId,
      ownerEmail: users.email,
    })
    .from(mailboxes)
    .innerJoin(users, eq(users.id, mailboxes.ownerId))
    .where(inArray(mailboxes.id, ids));
}

async function deliverToMailbox(
  deps: InboundDeps,
  input: {
    inboundId: string;
    receivedAt: Date;
    mail: InboundMail;
    verdict: FromVerdict;
    mailbox: MailboxRow;
  },
): Promise<'processed' | 'refused' | 'held' | 'failed'> {
  const { db, log, mailer, config } = deps;
  const { mail, mailbox, inboundId } = input;
  const { facts } = mail;
  const activity = {
    mailboxId: mailbox.id,
    inboundId,
    receivedAt: input.receivedAt,
    sender: facts.from,
    subject: facts.subject,
  };

  const authorized = facts.from !== '' && (await isAuthorizedSender(db, mailbox.id, facts.from));
  if (!authorized || input.verdict === 'fail') {
    await recordActivity(db, { ...activity, outcome: 'refused_sender' });
    const reason = !authorized ? 'not_authorized' : 'not_verified';
    log.info({ inboundId, mailboxId: mailbox.id, reason }, 'inbound message refused: sender');
    await sendNoticeOnce(
      db,
      mailer,
      { userId: mailbox.ownerId, kind: 'refused_sender', about: facts.from, period: utcDay(new Date()) },
      refusedSenderNotice(config, mailbox, facts.from, reason),
    );
    return 'refused';
  }

  const delivered: (Receipt | HsaReceipt)[] = [];
  let unreadable = 0;
  let skipped = 0;
  for (const part of mail.parts) {
    if ((await claimPart(deps, mailbox.id, part.key, inboundId)) === 'done') {
      skipped++;
      continue;
    }
    try {
      const processed = await processReceipt(deps.pipeline, {
        mailboxId: mailbox.id,
        channel: 'email',
        submittedBy: facts.from,
        fileName: part.fileName,
        bytes: part.bytes,
        ...(mail.hints ? { hints: mail.hints } : {}),
      });
      if (processed.alreadyAddedAt === null) delivered.push(...processed.receipts);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'rate_limited') {
        // The plan's receipts are used up: what is delivered stays, the rest waits with the message.
        await recordActivity(db, { ...activity, outcome: 'over_quota', receipts: delivered.length });
        await sendNoticeOnce(
          db,
          mailer,
          { userId: mailbox.ownerId, kind: 'over_quota', about: '', period: utcMonth(new Date()) },
          overQuotaNotice(config, mailbox),
        );
        return 'held';
      }
      if (error.code === 'not_found') return 'failed';
      // A file no extractor can read will not read better tomorrow: the other parts still count.
      if (!UNREADABLE.has(error.code)) throw error;
      unreadable++;
      log.info({ inboundId, mailboxId: mailbox.id, code: error.code }, 'inbound receipt part not readable');
    }
    await db
      .update(inboundReceipts)
      .set({ done: true })
      .where(and(eq(inboundReceipts.mailboxId, mailbox.id), eq(inboundReceipts.key, part.key)));
  }
  const pending = mail.parts.length - skipped;
  const outcome = pending > 0 && unreadable === pending ? 'failed' : 'processed';
  await recordActivity(db, { ...activity, outcome, receipts: delivered.length });
  if (mailbox.sendConfirmationEmail && delivered.length > 0 && mayConfirm(facts, config.mailDomain)) {
    await sendNoticeOnce(
      db,
      mailer,
      {
        userId: mailbox.ownerId,
        kind: 'confirmation',
        about: `${facts.messageId}:${mailbox.id}`,
        period: '',
      },
      confirmationMail({
        facts,
        mailboxName: mailbox.name,
        receipts: delivered,
        folderUrl: await folderUrl(deps, mailbox.id),
      }),
    );
  }
  return outcome;
}

/**
 * Claims one receipt of a message for this spooled copy, so that a redelivered copy of the same
 * message (same Message-ID, other bytes: the pipeline's content hash cannot tell) writes nothing:
 * `done` when a copy already delivered it; `mine` to go ahead (first claim, this copy's own
 * earlier attempt, or a copy that left the spool without finishing).
 * @throws TransientInboundError while another copy still in the spool holds it (retried later).
 */
async function claimPart(
  deps: InboundDeps,
  mailboxId: string,
  key: string,
  inboundId: string,
): Promise<'done' | 'mine'> {
  const { db } = deps;
  const inserted = await db
    .insert(inboundReceipts)
    .values({ mailboxId, key, inboundId })
    .onConflictDoNothing()
    .returning({ key: inboundReceipts.key });
  if (inserted.length > 0) return 'mine';
  const [claim] = await db
    .select()
    .from(inboundReceipts)
    .where(and(eq(inboundReceipts.mailboxId, mailboxId), eq(inboundReceipts.key, key)));
  if (!claim || claim.done) return 'done';
  if (claim.inboundId === inboundId) return 'mine';
  const holder = await deps.spool.load(claim.inboundId);
  if (holder && holder.status !== 'failed') {
    throw new TransientInboundError('another copy of this message is being delivered');
  }
  const taken = await db
    .update(inboundReceipts)
    .set({ inboundId })
    .where(
      and(
        eq(inboundReceipts.mailboxId, mailboxId),
        eq(inboundReceipts.key, key),
        eq(inboundReceipts.inboundId, claim.inboundId),
      ),
    )
    .returning({ key: inboundReceipts.key });
  if (taken.length === 0) throw new TransientInboundError('the receipt changed hands; trying again');
  return 'mine';
}

/**
 * The mailbox folder's link as the drive gives it (the app's /drive/folders/{id}, or Google
 * Drive), read after delivery: the pipeline makes the folder when the first receipt arrives.
 */
async function folderUrl(deps: InboundDeps, mailboxId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ folderId: mailboxes.folderId })
    .from(mailboxes)
    .where(eq(mailboxes.id, mailboxId));
  return row?.folderId ? deps.pipeline.drive.folderUrl(row.folderId) : null;
}

function refusedSenderNotice(
  config: Pick<Config, 'publicUrl'>,
  mailbox: MailboxRow,
  sender: string,
  reason: 'not_authorized' | 'not_verified',
) {
  const why =
    reason === 'not_authorized'
      ? `${sender || 'The sender'} is not one of the addresses allowed to send receipts to this mailbox. ` +
        `To accept receipts from it, add it to your sending addresses at ${config.publicUrl}/settings ` +
        '(or share the mailbox with that user), then forward the receipt again.'
      : `It claims to come from ${sender}, but the sending domain did not vouch for it (no DKIM signature ` +
        'or SPF result aligned with that domain), so it may be forged. If you sent it, forward it directly ' +
        "from your mail provider (forwarding keeps your provider's signature) rather than through another service.";
  return {
    to: mailbox.ownerEmail,
    subject: `A message to ${mailbox.address} was not processed`,
    text:
      `Receiptbox received a message for your mailbox "${mailbox.name}" (${mailbox.address}) and did not ` +
      `process it.\n\n${why}\n\nYou get at most one such notice per sender per day.\n`,
  };
}

function overQuotaNotice(config: Pick<Config, 'publicUrl'>, mailbox: MailboxRow) {
  return {
    to: mailbox.ownerEmail,
    subject: 'Your monthly receipt limit is reached',
    text:
      `A message for your mailbox "${mailbox.name}" (${mailbox.address}) arrived after your plan's receipts ` +
      'for this month were used up. It is kept, not lost: it will be processed when the month turns, or at ' +
      `once when you upgrade at ${config.publicUrl}/pricing.\n\nYou get this notice once a month.\n`,
  };
}

/** The owner's notice when a message could not be delivered within the retry window. */
export function failedNotice(
  config: Pick<Config, 'publicUrl'>,
  mailbox: { name: string; address: string; ownerEmail: string },
) {
  return {
    to: mailbox.ownerEmail,
    subject: `Receipts for ${mailbox.address} could not be delivered`,
    text:
      `A message for your mailbox "${mailbox.name}" (${mailbox.address}) could not be written to your drive, ` +
      'even after retrying for several hours. The usual cause is drive access that was revoked or expired: ' +
      `check it at ${config.publicUrl}/settings. The message is kept for 5 days and then deleted; forward ` +
      'it again once access is back.\n',
  };
}

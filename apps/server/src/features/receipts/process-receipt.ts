import { createHash } from 'node:crypto';
import {
  type Category,
  type HsaReceipt,
  MAX_UPLOAD_BYTES,
  type Receipt,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts';
import type { ReceiptHints } from '@receiptbox/extract';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppDeps } from '../../app-types';
import { categories, mailboxes } from '../../db/schema';
import { extractionProblem, foundNothing, noReceiptFound } from '../../extractor';
import { type UploadKind, uploadKind } from '../../upload-file';
import { DriveAccessRequiredError } from '../drive/drive';
import { receiptRows } from '../drive/workbook-layout';
import { ensureMailboxFolder } from '../mailboxes/create-mailbox';
import { categorize } from './categorize';
import { receiptRecover } from './receipt-jobs';
import { ReceiptSpool, type SpoolMeta } from './receipt-spool';
import {
  type Claim,
  ClaimRaceError,
  claimReceipt,
  LEASE_SECONDS,
  markDelivered,
  markFailed,
  markWaitingForDrive,
  renewLease,
} from './receipt-store';

/** What the pipeline needs from the composition root. */
export type PipelineDeps = Pick<AppDeps, 'config' | 'db' | 'drive' | 'extractor' | 'jobs' | 'log'>;

/** One receipt file handed to the pipeline by a channel. */
export interface ReceiptSubmission {
  mailboxId: string;
  channel: 'upload' | 'email';
  /** The uploader's e-mail (upload) or the authorized sender's address (email); shown as Source. */
  submittedBy: string;
  /** The name the file came with; the original is stored under it (made safe and unique). */
  fileName: string;
  /** JPEG, PNG, WEBP, HEIC/HEIF or PDF; for channel 'email' also a whole RFC 5322 message. */
  bytes: Uint8Array;
  /** For a mail's attachment: the sender and date of the mail, read when the file names neither. */
  hints?: ReceiptHints;
}

export interface ProcessedReceipt {
  /** The receipt's id (Receipt ID column); a message's further receipts are `{receiptId}-2`, ... */
  receiptId: string;
  /** What was read: one receipt for an image or PDF, every receipt of a message. */
  receipts: (Receipt | HsaReceipt)[];
  /** When this file had already been added to the mailbox (nothing written now), else null. */
  alreadyAddedAt: Date | null;
}

/**
 * Extraction gives up on a file after this long (counted from when its reading starts). Longer
 * than the public converter's minute: a mailbox's receipt is worth waiting for on a busy host.
 */
const EXTRACT_TIMEOUT_MS = 120_000;
/** How often a process working on a receipt renews its lease. */
const LEASE_RENEW_MS = (LEASE_SECONDS * 1000) / 3;

/**
 * The receipt pipeline, the one entry point of every channel: intake (checked, counted against
 * the owner's monthly quota, spooled durably) → extract (packages/extract, with the mailbox's
 * categories and HSA flag) → categorize (within the mailbox's categories) → deliver (the
 * original and the rows into the owner's drive) → spool entry deleted.
 *
 * Idempotent by content hash per mailbox: the same file again writes nothing and answers
 * `alreadyAddedAt`. A crash after intake loses nothing: a `receipts.recover` job sent at intake
 * re-runs the file from the spool once this call's lease lapses.
 *
 * How a channel calls it: authorize first (upload: owner or shared user of the mailbox; e-mail:
 * an authorized sender of the owner), then pass the bytes as they came:
 * @example
 * // upload route
 * const { receipts, receiptId, alreadyAddedAt } = await processReceipt(deps, {
 *   mailboxId, channel: 'upload', submittedBy: caller.email, fileName, bytes,
 * });
 * // SMTP job, with the spooled raw message (every receipt in it is written)
 * await processReceipt(deps, { mailboxId, channel: 'email', submittedBy: sender, fileName: 'message.eml', bytes: raw });
 *
 * @throws AppError 404 unknown mailbox; 413/415 a file of the wrong size or type (uploads);
 *   429 monthly quota (`message`, `resetIn`); 422 a file that holds no readable receipt (not
 *   counted); 409 `drive_access_required` when the owner's drive cannot be reached (the file
 *   waits in the spool and is delivered once access is granted). Any other error leaves the file
 *   spooled for the recovery job.
 */
export async function processReceipt(
  deps: PipelineDeps,
  submission: ReceiptSubmission,
): Promise<ProcessedReceipt> {
  const kind = checkFile(submission);
  const mailbox = await loadMailbox(deps, submission.mailboxId);
  const contentHash = createHash('sha256').update(submission.bytes).digest('hex');
  const claim = await claimWithRetry(deps, {
    mailboxId: mailbox.id,
    ownerId: mailbox.ownerId,
    contentHash,
    channel: submission.channel,
    now: new Date(),
  });
  const log = deps.log.child({
    receiptId: claim.receiptId,
    mailboxId: mailbox.id,
    channel: submission.channel,
  });
  if (claim.kind === 'delivered') {
    const read = await extractAll(deps, mailbox, { ...submission, kind });
    if (read.length === 0) throw noReceiptFound();
    log.info('receipt already added; nothing written');
    return { receiptId: claim.receiptId, receipts: read, alreadyAddedAt: claim.deliveredAt };
  }
  const meta: SpoolMeta = {
    mailboxId: mailbox.id,
    channel: submission.channel,
    submittedBy: submission.submittedBy,
    fileName: submission.fileName,
    ...(submission.hints ? { hints: submission.hints } : {}),
  };
  const spool = new ReceiptSpool(deps.config.dataDir);
  await spool.write(claim.receiptId, submission.bytes, meta);
  await deps.jobs.send(
    receiptRecover,
    { receiptId: claim.receiptId },
    { startAfter: recoverAfter(LEASE_SECONDS) },
  );
  return runFromIntake(deps, claim.receiptId, mailbox, { ...meta, bytes: submission.bytes, kind }, log);
}

/** When a recovery job should look at a receipt whose lease runs `seconds` more. */
export const recoverAfter = (seconds: number) => new Date(Date.now() + (seconds + 2) * 1000);

function checkFile(submission: ReceiptSubmission): UploadKind | 'message' {
  const { bytes, channel } = submission;
  if (channel === 'upload' && bytes.byteLength >= MAX_UPLOAD_BYTES) {
    throw new AppError('payload_too_large', UPLOAD_SIZE_MESSAGE);
  }
  const kind = uploadKind(bytes);
  if (kind) return kind;
  if (channel === 'email') return 'message';
  throw new AppError('unsupported_media_type', UPLOAD_TYPE_MESSAGE);
}

export interface PipelineMailbox {
  id: string;
  ownerId: string;
  name: string;
  isHsa: boolean;
  folderId: string | null;
  categories: Category[];
}

export async function loadMailbox(
  deps: Pick<PipelineDeps, 'db'>,
  mailboxId: string,
): Promise<PipelineMailbox> {
  const notFound = () => new AppError('not_found', 'No such mailbox.');
  if (!/^[0-9a-f-]{36}$/i.test(mailboxId)) throw notFound();
  const [row] = await deps.db.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
  if (!row) throw notFound();
  const cats = await deps.db
    .select({ name: categories.name, description: categories.description })
    .from(categories)
    .where(eq(categories.mailboxId, mailboxId))
    .orderBy(asc(categories.position));
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    isHsa: row.isHsa,
    folderId: row.folderId,
    categories: cats.map((c) =>
      c.description ? { name: c.name, description: c.description } : { name: c.name },
    ),
  };
}

async function claimWithRetry(deps: PipelineDeps, input: Parameters<typeof claimReceipt>[1]): Promise<Claim> {
  try {
    return await claimReceipt(deps.db, input);
  } catch (error) {
    if (!(error instanceof ClaimRaceError)) throw error;
    return claimReceipt(deps.db, input);
  }
}

async function extractAll(
  deps: PipelineDeps,
  mailbox: PipelineMailbox,
  file: Pick<SpooledReceipt, 'bytes' | 'kind' | 'fileName' | 'hints'>,
): Promise<(Receipt | HsaReceipt)[]> {
  const { bytes, kind } = file;
  const options = {
    categories: mailbox.categories,
    hsa: mailbox.isHsa,
    fileName: file.fileName,
    timeoutMs: EXTRACT_TIMEOUT_MS,
    ...(file.hints ? { hints: file.hints } : {}),
  };
  try {
    const read =
      kind === 'message'
        ? (await deps.extractor.extractEmail(bytes, options)).receipts
        : [await deps.extractor.extractReceipt(bytes, options)];
    return read.filter((r) => !foundNothing(r)).map((r) => categorize(r, mailbox.categories));
  } catch (error) {
    throw extractionProblem(error);
  }
}

/** A spooled file with what is known about it, ready for extract → deliver. */
export interface SpooledReceipt extends SpoolMeta {
  bytes: Uint8Array;
  kind: UploadKind | 'message';
}

/** The kind of a spooled file, judged again from its bytes (recovery has nothing else). */
export function spooledKind(bytes: Uint8Array): UploadKind | 'message' {
  return uploadKind(bytes) ?? 'message';
}

/**
 * extract → categorize → deliver → spool entry deleted, for a receipt this process holds the
 * lease of (renewed while it works). Shared by the request that received the file and the
 * recovery job.
 */
export async function runFromIntake(
  deps: PipelineDeps,
  receiptId: string,
  mailbox: PipelineMailbox,
  file: SpooledReceipt,
  log: PipelineDeps['log'],
): Promise<ProcessedReceipt> {
  const spool = new ReceiptSpool(deps.config.dataDir);
  const renewal = setInterval(() => {
    renewLease(deps.db, receiptId).catch((error: unknown) =>
      log.warn({ err: error }, 'lease renewal failed'),
    );
  }, LEASE_RENEW_MS);
  try {
    let read: (Receipt | HsaReceipt)[];
    try {
      read = await extractAll(deps, mailbox, file);
      if (read.length === 0) throw noReceiptFound();
    } catch (error) {
      if (error instanceof AppError) {
        // The file holds no readable receipt: it does not count, and it is not kept.
        await markFailed(deps.db, receiptId, mailbox.ownerId);
        await spool.remove(receiptId);
        log.info({ reason: error.extra.reason ?? error.code }, 'receipt could not be read');
      }
      throw error;
    }
    try {
      await deliver(deps, receiptId, mailbox, file, read);
    } catch (error) {
      if (!(error instanceof DriveAccessRequiredError)) throw error;
      await markWaitingForDrive(deps.db, receiptId);
      log.info('receipt waits for drive access');
      throw new AppError(
        'drive_access_required',
        'The receipt was read and waits safely: it is added to the spreadsheet as soon as the mailbox owner grants Google Drive access.',
      );
    }
    const { deliveredAt, first } = await markDelivered(deps.db, receiptId);
    await spool.remove(receiptId);
    log.info({ receipts: read.length, first }, 'receipt delivered');
    return { receiptId, receipts: read, alreadyAddedAt: first ? null : deliveredAt };
  } finally {
    clearInterval(renewal);
  }
}

const EXTENSIONS: Record<UploadKind | 'message', string> = {
  jpeg: '.jpg',
  png: '.png',
  webp: '.webp',
  heif: '.heic',
  pdf: '.pdf',
  message: '.eml',
};

/**
 * The original's name in the drive: the receipt id's first block (unique per receipt), the sender's
 * name made plain, and the extension of what the bytes are.
 */
export function originalFileName(receiptId: string, fileName: string, kind: UploadKind | 'message'): string {
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a file name.
    .replace(/[/\\\u0000-\u001f\u007f]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return `${receiptId.slice(0, 8)} ${base || 'receipt'}${EXTENSIONS[kind]}`;
}

async function deliver(
  deps: PipelineDeps,
  receiptId: string,
  mailbox: PipelineMailbox,
  file: SpooledReceipt,
  read: (Receipt | HsaReceipt)[],
): Promise<void> {
  const owner = { userId: mailbox.ownerId };
  const folderId = await ensureMailboxFolder(deps, mailbox);
  if (!folderId)
    throw new DriveAccessRequiredError('The mailbox has no drive folder and none can be made now.');
  const name = originalFileName(receiptId, file.fileName, file.kind);
  const link = await deps.drive.writeOriginal(owner, folderId, { name, bytes: file.bytes });
  const receivedAt = new Date();
  for (const [index, receipt] of read.entries()) {
    const rows = receiptRows({
      receiptId: index === 0 ? receiptId : `${receiptId}-${index + 1}`,
      receipt,
      isHsa: mailbox.isHsa,
      source: { channel: file.channel, submittedBy: file.submittedBy },
      original: { text: name, url: link },
      receivedAt,
    });
    await deps.drive.appendReceipt(owner, folderId, rows);
  }
}

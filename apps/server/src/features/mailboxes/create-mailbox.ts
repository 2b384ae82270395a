import { MAILBOX_LIMITS, type PlanType } from '@receiptbox/contracts';
import { MAILBOX_NAME_TAKEN_MESSAGE, mailboxLocalPart } from '@receiptbox/contracts/api/users';
import { DEFAULT_CATEGORIES } from '@receiptbox/extract/parse/categories';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { categories, mailboxes } from '../../db/schema';
import { type Drive, DriveAccessRequiredError } from '../drive/drive';

export interface MailboxOwner {
  id: string;
  accountName: string;
  planType: PlanType;
}

export interface CreateMailboxInput {
  name: string;
  isHsaMailbox: boolean;
}

export interface CreateMailboxContext {
  db: Db;
  mailDomain: string;
  drive: Drive;
}

/**
 * Creates a mailbox for its owner: plan limits (MAILBOX_LIMITS; an HSA/FSA mailbox needs a plan
 * that has one), a name unique per owner (case-insensitive), the address
 * `{sanitized}@{account}.{MAIL_DOMAIN}` (SPEC §5; a numeric suffix when two names sanitize
 * alike), the default categories, then its drive folder with the workbook. Without drive access
 * (Google, no grant) the folder waits: the first delivered receipt creates it. Returns the id.
 */
export async function createMailbox(
  context: CreateMailboxContext,
  owner: MailboxOwner,
  input: CreateMailboxInput,
): Promise<string> {
  const { db } = context;
  const name = input.name.trim();
  if (!name) throw new AppError('validation_failed', "The parameter 'name' must be defined.");

  const id = await db.transaction(async (tx) => {
    // Serialize creations per owner so two requests cannot both pass the limit check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mailboxes:${owner.id}`}))`);
    const existing = await tx
      .select({ name: mailboxes.name, address: mailboxes.address, isHsa: mailboxes.isHsa })
      .from(mailboxes)
      .where(eq(mailboxes.ownerId, owner.id));
    const limit = MAILBOX_LIMITS[owner.planType];
    if (limit !== null && existing.length >= limit) {
      throw new AppError(
        'plan_limit_reached',
        `Your plan allows ${limit} mailbox${limit === 1 ? '' : 'es'}. Upgrade to add more.`,
      );
    }
    if (input.isHsaMailbox) {
      if (owner.planType === 'Free') {
        throw new AppError(
          'plan_limit_reached',
          'HSA/FSA mailboxes need the Unlimited + HSA/FSA or Business plan.',
        );
      }
      if (owner.planType === 'HSA' && existing.some((m) => m.isHsa)) {
        throw new AppError(
          'plan_limit_reached',
          'Your plan includes one HSA/FSA mailbox, and you have it already.',
        );
      }
    } else if (
      owner.planType === 'HSA' &&
      limit !== null &&
      existing.length === limit - 1 &&
      !existing.some((m) => m.isHsa)
    ) {
      // The HSA plan's second mailbox is its HSA/FSA one.
      throw new AppError('plan_limit_reached', 'The remaining mailbox of your plan is the HSA/FSA mailbox.');
    }
    if (existing.some((m) => m.name.toLowerCase() === name.toLowerCase())) {
      throw new AppError('conflict', MAILBOX_NAME_TAKEN_MESSAGE);
    }
    const local = mailboxLocalPart(name);
    const host = `${owner.accountName}.${context.mailDomain}`;
    const taken = new Set(existing.map((m) => m.address));
    let address = `${local}@${host}`;
    for (let n = 2; taken.has(address); n++) address = `${local}-${n}@${host}`;

    const [row] = await tx
      .insert(mailboxes)
      .values({
        ownerId: owner.id,
        name,
        address,
        isHsa: input.isHsaMailbox,
        sendConfirmationEmail: true,
      })
      .returning({ id: mailboxes.id });
    if (!row) throw new Error('mailbox insert returned nothing');
    await tx.insert(categories).values(
      DEFAULT_CATEGORIES.map((c, position) => ({
        mailboxId: row.id,
        position,
        name: c.name,
        description: c.description ?? null,
      })),
    );
    return row.id;
  });

  await ensureMailboxFolder(context, {
    id,
    ownerId: owner.id,
    name,
    isHsa: input.isHsaMailbox,
    folderId: null,
  });
  return id;
}

/** True when the mailbox belongs to the owner. */
export async function ownsMailbox(db: Db, ownerId: string, mailboxId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(mailboxId)) return false;
  const [row] = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.ownerId, ownerId)));
  return !!row;
}

/**
 * The mailbox's drive folder id, creating the folder (and its workbook) when it has none yet.
 * Null when the owner's drive cannot be reached now for want of access; other failures throw.
 */
export async function ensureMailboxFolder(
  context: { db: Db; drive: Drive },
  mailbox: { id: string; ownerId: string; name: string; isHsa: boolean; folderId: string | null },
): Promise<string | null> {
  if (mailbox.folderId) return mailbox.folderId;
  let folderId: string;
  try {
    folderId = await context.drive.createFolder(
      { userId: mailbox.ownerId },
      { name: mailbox.name, isHsa: mailbox.isHsa },
    );
  } catch (error) {
    if (error instanceof DriveAccessRequiredError) return null;
    throw error;
  }
  // Two deliveries racing to create the folder: the first one stored wins, the other is unused.
  const [row] = await context.db
    .update(mailboxes)
    .set({ folderId })
    .where(and(eq(mailboxes.id, mailbox.id), isNull(mailboxes.folderId)))
    .returning({ folderId: mailboxes.folderId });
  if (row?.folderId) return row.folderId;
  const [current] = await context.db
    .select({ folderId: mailboxes.folderId })
    .from(mailboxes)
    .where(eq(mailboxes.id, mailbox.id));
  return current?.folderId ?? null;
}

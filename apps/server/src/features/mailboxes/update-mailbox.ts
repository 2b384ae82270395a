import {
  isValidEmail,
  MAILBOX_NAME_TAKEN_MESSAGE,
  type UpdateMailboxRequest,
} from '@receiptbox/contracts/api/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { categories, mailboxes, mailboxShares } from '../../db/schema';

const uniqueBy = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * Applies an owner's edit to a mailbox (SPEC §4): blank and duplicate categories dropped;
 * sharing list trimmed, lowercased, without blanks, duplicates or the owner's own email.
 * The address and the HSA flag never change.
 */
export async function updateMailbox(
  db: Db,
  owner: { id: string; email: string },
  mailboxId: string,
  change: UpdateMailboxRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [mailbox] = isMailboxId(mailboxId)
      ? await tx
          .select({ id: mailboxes.id })
          .from(mailboxes)
          .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.ownerId, owner.id)))
      : [];
    if (!mailbox) throw await notOwnedError(tx, owner.email, mailboxId, 'edited');
    const set: Partial<typeof mailboxes.$inferInsert> = {};
    if (change.name !== undefined) {
      const name = change.name.trim();
      const [clash] = await tx
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(
          and(
            eq(mailboxes.ownerId, owner.id),
            ne(mailboxes.id, mailboxId),
            sql`lower(${mailboxes.name}) = ${name.toLowerCase()}`,
          ),
        );
      if (clash) throw new AppError('conflict', MAILBOX_NAME_TAKEN_MESSAGE);
      set.name = name;
    }
    if (change.sendConfirmationEmail !== undefined) set.sendConfirmationEmail = change.sendConfirmationEmail;
    if (Object.keys(set).length > 0) await tx.update(mailboxes).set(set).where(eq(mailboxes.id, mailboxId));

    if (change.categories !== undefined) {
      const list = uniqueBy(
        change.categories
          .map((c) => ({ name: c.name.trim(), description: c.description?.trim() || null }))
          .filter((c) => c.name.length > 0),
        (c) => c.name.toLowerCase(),
      );
      await tx.delete(categories).where(eq(categories.mailboxId, mailboxId));
      if (list.length > 0) {
        await tx.insert(categories).values(list.map((c, position) => ({ mailboxId, position, ...c })));
      }
    }
    if (change.sharedWithIds !== undefined) {
      const emails = uniqueBy(
        change.sharedWithIds
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e.length > 0 && e !== owner.email),
        (e) => e,
      );
      const invalid = emails.find((e) => !isValidEmail(e));
      if (invalid) throw new AppError('validation_failed', `'${invalid}' is not a valid email address.`);
      await tx.delete(mailboxShares).where(eq(mailboxShares.mailboxId, mailboxId));
      if (emails.length > 0)
        await tx.insert(mailboxShares).values(emails.map((email) => ({ mailboxId, email })));
    }
  });
}

const isMailboxId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The 403 for a mailbox the caller does not own: a shared one says it cannot be edited or deleted
 * (SPEC §6); anyone else's, or none, says only that it is not theirs, so ids cannot be probed.
 */
async function notOwnedError(
  db: Pick<Db, 'select'>,
  email: string,
  mailboxId: string,
  action: 'edited' | 'deleted',
): Promise<AppError> {
  const [shared] = isMailboxId(mailboxId)
    ? await db
        .select({ id: mailboxShares.mailboxId })
        .from(mailboxShares)
        .where(and(eq(mailboxShares.mailboxId, mailboxId), eq(mailboxShares.email, email)))
    : [];
  return new AppError(
    'forbidden',
    shared ? `Shared mailboxes cannot be ${action}.` : 'You can only change your own mailboxes.',
  );
}

/** Deletes an owner's mailbox entry; the drive folder stays (SPEC §2). Shared mailboxes cannot be deleted. */
export async function deleteMailbox(
  db: Db,
  owner: { id: string; email: string },
  mailboxId: string,
): Promise<void> {
  const deleted = isMailboxId(mailboxId)
    ? await db
        .delete(mailboxes)
        .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.ownerId, owner.id)))
        .returning({ id: mailboxes.id })
    : [];
  if (deleted.length > 0) return;
  throw await notOwnedError(db, owner.email, mailboxId, 'deleted');
}

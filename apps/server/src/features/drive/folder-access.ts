import { and, eq, exists, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { mailboxes, mailboxShares, users } from '../../db/schema';

export interface AccessibleFolder {
  folderId: string;
  mailboxName: string;
}

/** The same answer for "no such folder" and "someone else's folder", so ids cannot be probed. */
const NOT_FOUND_DETAIL = 'No drive folder with this id exists among your mailboxes or those shared with you.';

/** Folder ids we create are UUIDs; anything outside this shape cannot name a folder. */
const FOLDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The mailbox behind `folderId` when `email` owns it or it is shared with `email`; a 404
 * AppError otherwise (never a 403: another user's folder must look like no folder at all).
 */
export async function findAccessibleFolder(
  db: Db,
  email: string,
  folderId: string,
): Promise<AccessibleFolder> {
  if (!FOLDER_ID_PATTERN.test(folderId)) throw new AppError('not_found', NOT_FOUND_DETAIL);
  const caller = email.trim().toLowerCase();
  const sharedWithCaller = db
    .select({ one: sql`1` })
    .from(mailboxShares)
    .where(and(eq(mailboxShares.mailboxId, mailboxes.id), eq(mailboxShares.email, caller)));
  const [row] = await db
    .select({ name: mailboxes.name })
    .from(mailboxes)
    .innerJoin(users, eq(users.id, mailboxes.ownerId))
    .where(and(eq(mailboxes.folderId, folderId), or(eq(users.email, caller), exists(sharedWithCaller))))
    .limit(1);
  if (!row) throw new AppError('not_found', NOT_FOUND_DETAIL);
  return { folderId, mailboxName: row.name };
}

import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { mailboxes, users } from '../../db/schema';

export interface OwnedFolder {
  folderId: string;
  mailboxName: string;
  ownerId: string;
}

/** The same answer for "no such folder" and "someone else's folder", so ids cannot be probed. */
const NOT_FOUND_DETAIL = 'No drive folder with this id exists among your mailboxes.';

/** Folder ids are UUIDs (local) or Google Drive ids; anything outside this shape names no folder. */
const FOLDER_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The mailbox behind `folderId` when `email` owns it; a 404 AppError otherwise. Sharing a mailbox
 * does not share its drive folder (SPEC §6): users it is shared with get the same 404 as anyone.
 */
export async function findOwnedFolder(db: Db, email: string, folderId: string): Promise<OwnedFolder> {
  if (!FOLDER_ID_PATTERN.test(folderId)) throw new AppError('not_found', NOT_FOUND_DETAIL);
  const caller = email.trim().toLowerCase();
  const [row] = await db
    .select({ name: mailboxes.name, ownerId: mailboxes.ownerId })
    .from(mailboxes)
    .innerJoin(users, eq(users.id, mailboxes.ownerId))
    .where(and(eq(mailboxes.folderId, folderId), eq(users.email, caller)))
    .limit(1);
  if (!row) throw new AppError('not_found', NOT_FOUND_DETAIL);
  return { folderId, mailboxName: row.name, ownerId: row.ownerId };
}

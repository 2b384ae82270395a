import {
  ACCOUNT_NAME_MESSAGES,
  MAX_SEND_FROM_ADDRESSES,
  TOO_MANY_SEND_FROM_MESSAGE,
  type User,
} from '@receiptbox/contracts/api/users';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { mailboxShares, oauthTokens, sendFromAddresses, users } from '../../db/schema';
import type { VerifiedIdentity } from '../auth/verify-id-token';
import { findUserRow, toUser } from './load-user';

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The caller's user record, or 404 when they have none yet (the web app then goes to /create-user). */
export async function getUser(db: Db, email: string): Promise<User> {
  const row = await findUserRow(db, email);
  if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
  return toUser(db, row);
}

/**
 * GET me: the caller's record. The guard asks every few hundred milliseconds, so the sign-in time
 * and the profile from the token are written at most every five minutes.
 */
export async function getCurrentUser(db: Db, identity: VerifiedIdentity): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({
      lastLoginAt: sql`now()`,
      firstName: identity.givenName,
      lastName: identity.familyName,
      photoUrl: identity.picture,
    })
    .where(
      and(
        eq(users.email, identity.email),
        sql`(${users.lastLoginAt} is null or ${users.lastLoginAt} < now() - interval '5 minutes')`,
      ),
    )
    .returning();
  const row = updated ?? (await findUserRow(db, identity.email));
  if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
  return toUser(db, row);
}

/** The caller's user row, created without an account name when missing. */
export async function ensureUserRow(db: Db, identity: VerifiedIdentity) {
  await db
    .insert(users)
    .values({
      email: identity.email,
      firstName: identity.givenName,
      lastName: identity.familyName,
      photoUrl: identity.picture,
      lastLoginAt: sql`now()`,
    })
    .onConflictDoNothing();
  const row = await findUserRow(db, identity.email);
  if (!row) throw new Error('user row vanished after insert');
  return row;
}

/**
 * POST create: the user record with its account name. A record without an account name gets
 * one; a taken account name is 409 with the message SPEC §8 shows.
 */
export async function createUser(
  db: Db,
  identity: VerifiedIdentity,
  input: { accountName: string; shareTelemetry?: boolean | undefined },
): Promise<User> {
  const existing = await findUserRow(db, identity.email);
  if (existing?.accountName) {
    throw new AppError('conflict', 'This account is already set up.');
  }
  try {
    const [row] = existing
      ? await db
          .update(users)
          .set({
            accountName: input.accountName,
            shareTelemetry: input.shareTelemetry ?? existing.shareTelemetry,
          })
          .where(eq(users.id, existing.id))
          .returning()
      : await db
          .insert(users)
          .values({
            email: identity.email,
            accountName: input.accountName,
            firstName: identity.givenName,
            lastName: identity.familyName,
            photoUrl: identity.picture,
            shareTelemetry: input.shareTelemetry ?? false,
            lastLoginAt: sql`now()`,
          })
          .returning();
    if (!row) throw new Error('user upsert returned nothing');
    return toUser(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', ACCOUNT_NAME_MESSAGES.taken);
    throw error;
  }
}

export async function setShareTelemetry(db: Db, email: string, shareTelemetry: boolean): Promise<User> {
  const [row] = await db.update(users).set({ shareTelemetry }).where(eq(users.email, email)).returning();
  if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
  return toUser(db, row);
}

async function requireUserRow(db: Db, email: string) {
  const row = await findUserRow(db, email);
  if (!row) throw new AppError('not_found', 'No user record exists for this account yet.');
  return row;
}

/** Adds a sending address; one already listed (in any letter case) is left as it is. */
export async function addSendFromAddress(db: Db, email: string, address: string): Promise<User> {
  const row = await requireUserRow(db, email);
  const [held] = await db
    .select({ n: count() })
    .from(sendFromAddresses)
    .where(eq(sendFromAddresses.userId, row.id));
  if ((held?.n ?? 0) >= MAX_SEND_FROM_ADDRESSES) {
    throw new AppError('validation_failed', TOO_MANY_SEND_FROM_MESSAGE);
  }
  await db.insert(sendFromAddresses).values({ userId: row.id, email: address }).onConflictDoNothing();
  return toUser(db, row);
}

export async function removeSendFromAddress(db: Db, email: string, address: string): Promise<User> {
  const row = await requireUserRow(db, email);
  const removed = await db
    .delete(sendFromAddresses)
    .where(
      and(
        eq(sendFromAddresses.userId, row.id),
        sql`lower(${sendFromAddresses.email}) = ${address.toLowerCase()}`,
      ),
    )
    .returning({ id: sendFromAddresses.id });
  if (removed.length === 0) throw new AppError('not_found', 'That sending address is not on your list.');
  return toUser(db, row);
}

export interface StoredDriveToken {
  provider: string;
  scope: string;
  refreshToken: string;
}

/** Removes everything we hold for the user in one transaction; the drive's files stay. */
export async function deleteUserData(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Sharing entries that point at this user, on other people's mailboxes.
    await tx.delete(mailboxShares).where(eq(mailboxShares.email, email));
    if (!row) return;
    // Mailboxes (with categories, shares, processed hashes), plan, sending addresses, tokens and
    // usage counters go with the user row (ON DELETE CASCADE); delete tokens explicitly anyway.
    await tx.delete(oauthTokens).where(eq(oauthTokens.userId, row.id));
    await tx.delete(users).where(eq(users.id, row.id));
  });
}

import type { AuthCodeRequest } from '@receiptbox/contracts/api/auth';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Db } from '../../db/open-database';
import { oauthTokens } from '../../db/schema';
import { CodeExchangeError } from '../auth/drive-grant';
import type { Identity } from '../auth/identity';

/**
 * Drive access (SPEC §4): a code from the issuer's consent flow is exchanged for a refresh token,
 * which is kept sealed with AES-256-GCM; access is "granted" when its scope includes drive.file.
 */
export async function grantDriveAccess(
  db: Db,
  identity: Identity,
  user: { id: string; email: string },
  request: AuthCodeRequest,
) {
  const userId = user.id;
  let grant: Awaited<ReturnType<Identity['exchangeCode']>>;
  try {
    grant = await identity.exchangeCode(request);
  } catch (error) {
    if (error instanceof CodeExchangeError) throw new AppError('validation_failed', error.message);
    throw error;
  }
  // The grant must come from the signed-in account, not from another one signed in at the issuer.
  if (grant.email !== user.email) {
    await identity.revoke(grant.refreshToken);
    throw new AppError(
      'forbidden',
      'Drive access was granted by another account. Please grant it as yourself.',
    );
  }
  const sealed = identity.secrets.sealParts(grant.refreshToken);
  const previous = await readDriveToken(db, identity, userId);
  await db
    .insert(oauthTokens)
    .values({ userId, provider: identity.kind, scope: grant.scope, ...sealed })
    .onConflictDoUpdate({
      target: [oauthTokens.userId, oauthTokens.provider],
      set: { scope: grant.scope, ...sealed, updatedAt: sql`now()` },
    });
  if (previous && previous.refreshToken !== grant.refreshToken) await identity.revoke(previous.refreshToken);
}

export async function readDriveToken(db: Db, identity: Identity, userId: string) {
  const rows = await db.select().from(oauthTokens).where(eq(oauthTokens.userId, userId));
  const row = rows.find((r) => r.provider === identity.kind);
  if (!row) return null;
  try {
    return { scope: row.scope, refreshToken: identity.secrets.openParts(row) };
  } catch {
    // Sealed under another key (SECRETS_KEY changed): unusable, so treat it as absent.
    return null;
  }
}

/** Revokes the refresh token at the issuer (best effort) and forgets it. */
export async function revokeDriveAccess(db: Db, identity: Identity, userId: string): Promise<void> {
  const token = await readDriveToken(db, identity, userId);
  await db.delete(oauthTokens).where(eq(oauthTokens.userId, userId));
  if (token) await identity.revoke(token.refreshToken);
}

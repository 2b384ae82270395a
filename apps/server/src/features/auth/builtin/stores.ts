/**
 * What the built-in provider needs from storage. The database implementation lives in
 * ./db-stores.ts; keeping the provider on these interfaces keeps it free of SQL.
 */

export interface LocalAccount {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** Null until the owner opened the link mailed to the address. */
  emailVerifiedAt: Date | null;
}

export interface LocalAccountStore {
  findById(id: string): Promise<LocalAccount | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<LocalAccount | null>;
  /** Null when an account with that email exists already. */
  create(account: Omit<LocalAccount, 'id' | 'emailVerifiedAt'>): Promise<LocalAccount | null>;
  /** Records that the address was proven by its verification link (idempotent). */
  markEmailVerified(id: string): Promise<void>;
}

/** One row of oidc-provider's generic storage: a model name, an id and a JSON payload. */
export interface OidcPayloadRow {
  payload: Record<string, unknown>;
  expiresAt: Date | null;
  consumedAt: Date | null;
}

export interface OidcPayloadStore {
  upsert(
    model: string,
    id: string,
    payload: Record<string, unknown>,
    expiresAt: Date | null,
    refs: { uid?: string; grantId?: string; userCode?: string },
  ): Promise<void>;
  find(model: string, id: string): Promise<OidcPayloadRow | null>;
  findBy(model: string, column: 'uid' | 'userCode', value: string): Promise<OidcPayloadRow | null>;
  consume(model: string, id: string): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
  /** Inserts only when absent and returns what is stored (first writer wins across processes). */
  insertIfAbsent(
    model: string,
    id: string,
    payload: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
}

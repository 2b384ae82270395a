import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/open-database';
import { localAccounts, oidcPayloads } from '../../../db/schema';
import type { LocalAccountStore, OidcPayloadRow, OidcPayloadStore } from './stores';

export function createDbLocalAccountStore(db: Db): LocalAccountStore {
  return {
    async findById(id) {
      // Ids come from tokens and cookies; anything that is not a uuid cannot match.
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db.select().from(localAccounts).where(eq(localAccounts.id, id));
      return row ?? null;
    },
    async findByEmail(email) {
      const [row] = await db.select().from(localAccounts).where(eq(localAccounts.email, email.toLowerCase()));
      return row ?? null;
    },
    async create(account) {
      const [row] = await db
        .insert(localAccounts)
        .values({ ...account, email: account.email.toLowerCase() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },
    async markEmailVerified(id) {
      await db
        .update(localAccounts)
        .set({ emailVerifiedAt: sql`coalesce(${localAccounts.emailVerifiedAt}, now())` })
        .where(eq(localAccounts.id, id));
    },
  };
}

/** Expired sessions, codes and tokens are swept about once every this many writes. */
const SWEEP_EVERY_WRITES = 200;

export function createDbPayloadStore(db: Db): OidcPayloadStore {
  let writes = 0;
  const sweep = async () => {
    await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
  };
  const toRow = (row: typeof oidcPayloads.$inferSelect | undefined): OidcPayloadRow | null =>
    row
      ? {
          payload: row.payload as Record<string, unknown>,
          expiresAt: row.expiresAt,
          consumedAt: row.consumedAt,
        }
      : null;
  return {
    async upsert(model, id, payload, expiresAt, refs) {
      const values = {
        payload,
        expiresAt,
        uid: refs.uid ?? null,
        grantId: refs.grantId ?? null,
        userCode: refs.userCode ?? null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model, id, ...values })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: values });
      if (++writes % SWEEP_EVERY_WRITES === 0) await sweep().catch(() => {});
    },
    async find(model, id) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      return toRow(row);
    },
    async findBy(model, column, value) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads[column], value)))
        .limit(1);
      return toRow(row);
    },
    async consume(model, id) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },
    async destroy(model, id) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },
    async revokeByGrantId(grantId) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    },
    async insertIfAbsent(model, id, payload) {
      await db.insert(oidcPayloads).values({ model, id, payload }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      if (!row) throw new Error(`oidc payload ${model}/${id} vanished after insert`);
      return row.payload as Record<string, unknown>;
    },
  };
}

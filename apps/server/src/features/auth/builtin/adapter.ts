import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { OidcPayloadRow, OidcPayloadStore } from './stores';

/**
 * oidc-provider's storage adapter over one generic database table, so sessions, codes and
 * tokens survive restarts and are shared by every API process.
 */
export function createAdapterClass(store: OidcPayloadStore) {
  const present = (row: OidcPayloadRow | null): AdapterPayload | undefined => {
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };

  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await store.upsert(this.model, id, payload as Record<string, unknown>, expiresAt, {
        uid: payload.uid,
        grantId: payload.grantId,
        userCode: payload.userCode,
      });
    }

    async find(id: string) {
      return present(await store.find(this.model, id));
    }

    async findByUid(uid: string) {
      return present(await store.findBy(this.model, 'uid', uid));
    }

    async findByUserCode(userCode: string) {
      return present(await store.findBy(this.model, 'userCode', userCode));
    }

    async consume(id: string): Promise<void> {
      await store.consume(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await store.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.revokeByGrantId(grantId);
    }
  };
}

/** An in-memory store with the same behaviour, for unit tests of the provider. */
export function createMemoryPayloadStore(): OidcPayloadStore {
  const rows = new Map<
    string,
    OidcPayloadRow & { model: string; uid?: string; grantId?: string; userCode?: string }
  >();
  const key = (model: string, id: string) => `${model}:${id}`;
  return {
    async upsert(model, id, payload, expiresAt, refs) {
      rows.set(key(model, id), { model, payload, expiresAt, consumedAt: null, ...refs });
    },
    async find(model, id) {
      return rows.get(key(model, id)) ?? null;
    },
    async findBy(model, column, value) {
      for (const row of rows.values()) if (row.model === model && row[column] === value) return row;
      return null;
    },
    async consume(model, id) {
      const row = rows.get(key(model, id));
      if (row) row.consumedAt = new Date();
    },
    async destroy(model, id) {
      rows.delete(key(model, id));
    },
    async revokeByGrantId(grantId) {
      for (const [k, row] of rows) if (row.grantId === grantId) rows.delete(k);
    },
    async insertIfAbsent(model, id, payload) {
      const existing = rows.get(key(model, id));
      if (existing) return existing.payload;
      rows.set(key(model, id), { model, payload, expiresAt: null, consumedAt: null });
      return payload;
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * Lets pg-boss run inside the process on PGlite (its `db` option), so the embedded mode uses the
 * same queue code as PostgreSQL instead of a second, in-memory queue.
 *
 * PGlite is a single connection; it already runs one query or transaction at a time, and this
 * adapter adds the two things pg-boss's own pg.Pool would give it:
 * - statements without parameters may be several (pg-boss's schema creation and migrations are
 *   one `BEGIN; ...; COMMIT;` script), which only the simple protocol (`exec`) accepts;
 * - a failed script must not leave the shared connection inside an aborted transaction (a pool
 *   would discard that connection), so it is rolled back.
 */
export function pgliteBossAdapter(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        return await pglite.query(text, values);
      }
      try {
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

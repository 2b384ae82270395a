import { HealthResponse, ReadinessResponse } from '@receiptbox/contracts/api/health';
import { AppError } from '../app-error';
import type { App, AppDeps } from '../app-types';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: its database answers). */
export async function healthRoutes(app: App, deps: Pick<AppDeps, 'database'>): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: HealthResponse } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/readyz', { schema: { response: { 200: ReadinessResponse } } }, async () => {
    try {
      await deps.database.ping();
    } catch (error) {
      throw new AppError('database_unavailable', 'The database does not answer.', { cause: error });
    }
    return { status: 'ok' as const, database: deps.database.kind };
  });
}

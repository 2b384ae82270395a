import { z } from 'zod';

/** GET /healthz: the process is up. */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /readyz: the process can serve requests (its database answers). */
export const ReadinessResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Finishes a receipt whose processing stopped after intake: the process died (its lease lapsed),
 * or the owner's drive was unreachable and access is back (`resume`). The file is re-run from
 * the spool; idempotent appends keep one set of rows however often this runs. Carries only the id.
 */
export const receiptRecover = defineJob({
  name: 'receipts.recover',
  data: z.object({ receiptId: z.uuid(), resume: z.boolean().optional() }),
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
});

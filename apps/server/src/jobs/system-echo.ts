import { z } from 'zod';
import type { Db } from '../db/open-database';
import { systemEchoes } from '../db/schema';
import { defineJob, type JobQueue } from './job-queue';

/**
 * A system job with no business meaning: a process that can send jobs announces itself at
 * start-up, and whichever worker picks the job up records who sent it and who did it. It shows
 * in one row that the queue connects the processes (and is what the cross-process test checks).
 */
export const systemEcho = defineJob({
  name: 'system.echo',
  data: z.object({
    message: z.string().max(200),
    /** `role:pid@host` of the sender. */
    sentBy: z.string().max(200),
    /** Attempts that fail on purpose before succeeding; lets tests watch a retry with backoff. */
    failAttempts: z.number().int().min(0).max(5).default(0),
  }),
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
});

export async function workSystemEcho(jobs: JobQueue, db: Db, workerName: string): Promise<void> {
  await jobs.work(systemEcho, async (data, { id, retryCount }) => {
    if (retryCount < data.failAttempts) {
      throw new Error(`system.echo fails attempt ${retryCount + 1} of ${data.failAttempts} on purpose`);
    }
    await db
      .insert(systemEchoes)
      .values({
        jobId: id,
        message: data.message,
        sentBy: data.sentBy,
        doneBy: workerName,
        attempts: retryCount + 1,
      })
      .onConflictDoNothing();
  });
}

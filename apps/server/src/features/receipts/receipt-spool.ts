import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What a channel said about a receipt file, kept beside it so recovery can finish the job. */
export const SpoolMeta = z.object({
  mailboxId: z.string(),
  channel: z.enum(['upload', 'email']),
  submittedBy: z.string(),
  fileName: z.string(),
  /** What the mail an attachment came with says about it (packages/extract's ReceiptHints). */
  hints: z
    .object({
      emailFrom: z.string(),
      emailFromName: z.string(),
      emailDate: z.string(),
      subject: z.string(),
      forwarded: z.boolean(),
      emailDkimDomain: z.string(),
      imageAlts: z.array(z.string()),
    })
    .partial()
    .optional(),
});
export type SpoolMeta = z.infer<typeof SpoolMeta>;

const RECEIPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function writeDurably(file: string, bytes: Uint8Array | string): Promise<void> {
  const temporary = `${file}.part`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/**
 * The durable spool of received receipt files, `DATA_DIR/spool/receipts/{receiptId}.bin` and its
 * `.json` (channel, sender, file name): on disk and fsynced before extraction starts, deleted once
 * the rows are in the drive. Named by receipt id, never by content. Scale-out roles share DATA_DIR.
 */
export class ReceiptSpool {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'spool', 'receipts');
  }

  private pathOf(receiptId: string, ext: 'bin' | 'json'): string {
    // Ids come from job data; refuse anything that could leave the spool directory.
    if (!RECEIPT_ID.test(receiptId)) throw new Error('invalid receipt id');
    return path.join(this.dir, `${receiptId}.${ext}`);
  }

  /** Stores the file, then its description (whose presence marks a complete entry). */
  async write(receiptId: string, bytes: Uint8Array, meta: SpoolMeta): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeDurably(this.pathOf(receiptId, 'bin'), bytes);
    await writeDurably(this.pathOf(receiptId, 'json'), JSON.stringify(meta));
  }

  /** The entry, or null when there is none (already delivered, or never completely written). */
  async read(receiptId: string): Promise<{ bytes: Uint8Array; meta: SpoolMeta } | null> {
    try {
      const meta = SpoolMeta.parse(JSON.parse(await readFile(this.pathOf(receiptId, 'json'), 'utf8')));
      const bytes = new Uint8Array(await readFile(this.pathOf(receiptId, 'bin')));
      return { bytes, meta };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(receiptId: string): Promise<void> {
    await rm(this.pathOf(receiptId, 'json'), { force: true });
    await rm(this.pathOf(receiptId, 'bin'), { force: true });
  }
}

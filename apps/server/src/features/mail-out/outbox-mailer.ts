import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { checkOutgoingMail, type Mailer, type OutgoingMail, type SentMail } from './mailer';

/** One line of `index.jsonl`: what the viewer lists, without opening every message. */
export const OutboxEntry = z.object({
  id: z.uuid(),
  messageId: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** ISO 8601, when the mail was written. */
  date: z.string(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

const INDEX_FILE = 'index.jsonl';

/**
 * The embedded mailer: composes each mail into a real RFC 5322 message (CRLF line ends,
 * Message-ID, Date, MIME parts) with nodemailer's stream transport and keeps it as
 * `DATA_DIR/outbox/{id}.eml`, listed in `index.jsonl`. Nothing leaves the machine; the dev viewer
 * (GET /api/Outbox) or any mail client that opens .eml files shows what would have been sent.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  readonly dir: string;
  private readonly from: string;
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(options: { dataDir: string; from: string }) {
    this.dir = path.join(options.dataDir, 'outbox');
    this.from = options.from;
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const checked = checkOutgoingMail(mail);
    const id = randomUUID();
    const date = new Date();
    const info = await this.composer.sendMail({ ...checked, from: this.from, date });
    await mkdir(this.dir, { recursive: true });
    // The message first and whole (rename is atomic), then its index line: an entry in the index
    // always has its file, and a crash in between leaves at worst an unlisted .eml.
    const file = this.messagePath(id);
    await writeFile(`${file}.tmp`, info.message);
    await rename(`${file}.tmp`, file);
    const entry: OutboxEntry = {
      id,
      messageId: info.messageId,
      to: Array.isArray(checked.to) ? checked.to : [checked.to],
      subject: checked.subject,
      date: date.toISOString(),
    };
    // One short append per mail: O_APPEND keeps concurrent writers' lines whole.
    await appendFile(path.join(this.dir, INDEX_FILE), `${JSON.stringify(entry)}\n`);
    return { id };
  }

  async close(): Promise<void> {}

  /** Every mail in the outbox, newest first. */
  async list(): Promise<OutboxEntry[]> {
    let index: string;
    try {
      index = await readFile(path.join(this.dir, INDEX_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const entries: OutboxEntry[] = [];
    for (const line of index.split('\n')) {
      if (!line) continue;
      // A line torn by a crash mid-append is skipped rather than hiding the whole outbox.
      const parsed = OutboxEntry.safeParse(safeJson(line));
      if (parsed.success) entries.push(parsed.data);
    }
    return entries.reverse();
  }

  /** The raw RFC 5322 message, or null when there is no such mail. */
  async read(id: string): Promise<Buffer | null> {
    // Only our own ids name files, so no path can be smuggled in.
    if (!z.uuid().safeParse(id).success) return null;
    try {
      return await readFile(this.messagePath(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private messagePath(id: string): string {
    return path.join(this.dir, `${id}.eml`);
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A durable spool for raw inbound messages: a message is on disk (fsynced) before the sender
 * gets 250, and is deleted once processed. Files are named by random ids, never by content.
 * In scale-out mode the smtp and worker roles must share DATA_DIR (a shared volume).
 */
export class MailSpool {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'spool', 'mail');
  }

  /** Writes the stream to a new spool file; returns its name (not a path). */
  async write(stream: Readable): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.eml`;
    const temporary = path.join(this.dir, `${name}.part`);
    try {
      const file = await open(temporary, 'wx', 0o600);
      await pipeline(stream, file.createWriteStream());
      const synced = await open(temporary, 'r');
      await synced.sync();
      await synced.close();
      await rename(temporary, this.pathOf(name));
      return name;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  pathOf(name: string): string {
    // Names come from job data; refuse anything that could leave the spool directory.
    if (!/^[0-9a-f-]{36}\.eml$/.test(name)) throw new Error('invalid spool file name');
    return path.join(this.dir, name);
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}

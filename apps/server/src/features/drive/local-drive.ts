import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Drive } from './drive';
import { checkFileName, listFolderFiles, openFolderFile } from './local-folder';
import { appendRowsToXlsx, emptyWorkbookXlsx, readXlsxView } from './local-workbook';
import { WORKBOOK_FILE_NAME } from './workbook-layout';

/** Folder ids we create are UUIDs; anything else cannot name a local folder. */
const FOLDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Writes `bytes` to `file` so that a reader sees the old or the new content, never a part:
 * a temporary file beside it, fsync, then rename over the original.
 */
export async function writeFileAtomic(file: string, bytes: Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await unlink(temp).catch(() => {});
    throw error;
  } finally {
    await handle.close().catch(() => {});
  }
  await rename(temp, file);
}

/**
 * Serializes work on one workbook: in this process with a promise chain per file, across
 * processes sharing DATA_DIR with a lock file (proper-lockfile, stale after 30 s).
 */
function createWorkbookLocks() {
  const chains = new Map<string, Promise<unknown>>();
  return async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
    const previous = chains.get(file) ?? Promise.resolve();
    const run = previous.then(async () => {
      const release = await lockfile.lock(file, {
        realpath: false,
        stale: 30_000,
        retries: { retries: 200, minTimeout: 20, maxTimeout: 250 },
      });
      try {
        return await work();
      } finally {
        await release();
      }
    });
    const settled = run.catch(() => {});
    chains.set(file, settled);
    void settled.then(() => {
      if (chains.get(file) === settled) chains.delete(file);
    });
    return run;
  };
}

/**
 * The embedded drive: `root/{folderId}/` per mailbox with `Receipts.xlsx` (exceljs) beside the
 * original files. Every user's folders sit under the one root, so `owner` is not needed here;
 * who may open a folder is decided before (folder-access.ts).
 */
export function createLocalDrive(options: { root: string; publicUrl: string }): Drive {
  const { root } = options;
  const withLock = createWorkbookLocks();
  const folderDir = (folderId: string) => {
    if (!FOLDER_ID.test(folderId)) throw new Error(`not a local drive folder id: ${folderId}`);
    return path.join(root, folderId);
  };
  const workbookFile = (folderId: string) => path.join(folderDir(folderId), WORKBOOK_FILE_NAME);

  return {
    kind: 'local',
    async createFolder(_owner, folder) {
      const folderId = randomUUID();
      const dir = folderDir(folderId);
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(path.join(dir, WORKBOOK_FILE_NAME), await emptyWorkbookXlsx(folder.isHsa));
      return folderId;
    },
    async writeOriginal(_owner, folderId, file) {
      const name = checkFileName(file.name);
      const dir = folderDir(folderId);
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(path.join(dir, name), file.bytes);
      return `${options.publicUrl}/api/Drive/folders/${folderId}/files/${encodeURIComponent(name)}`;
    },
    async appendReceipt(_owner, folderId, rows) {
      const file = workbookFile(folderId);
      await mkdir(path.dirname(file), { recursive: true });
      return withLock(file, async () => {
        const current = await readFile(file).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        });
        const next = await appendRowsToXlsx(current, rows);
        if (!next) return 'present';
        await writeFileAtomic(file, next);
        return 'appended';
      });
    },
    listFiles: async (_owner, folderId) => listFolderFiles(folderDir(folderId)),
    async openFile(_owner, folderId, fileName) {
      const { handle, size } = await openFolderFile(folderDir(folderId), fileName);
      return { stream: handle.createReadStream(), size };
    },
    async readWorkbook(_owner, folderId) {
      const bytes = await readFile(workbookFile(folderId)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return readXlsxView(bytes);
    },
    folderUrl: (folderId) => `${options.publicUrl}/drive/folders/${folderId}`,
  };
}

import type { FileHandle } from 'node:fs/promises';
import { open, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DriveFile } from '@receiptbox/contracts/api/drive';
import { DRIVE_FILE_NAME_MAX_LENGTH } from '@receiptbox/contracts/api/drive';
import { AppError } from '../../app-error';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * A `{fileName}` path value as a plain name inside the folder, or a 400: no directory parts
 * ('/', '\'), no '.'/'..', no dotfiles (the folder's own bookkeeping stays private), no NUL or
 * other control characters.
 */
export function checkFileName(fileName: string): string {
  const reason =
    fileName.length === 0
      ? 'is empty'
      : fileName.length > DRIVE_FILE_NAME_MAX_LENGTH
        ? `is longer than ${DRIVE_FILE_NAME_MAX_LENGTH} characters`
        : /[/\\]/.test(fileName)
          ? 'contains a slash'
          : // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
            /[\u0000-\u001f\u007f]/.test(fileName)
            ? 'contains a control character'
            : fileName.startsWith('.')
              ? 'starts with a dot'
              : null;
  if (reason) {
    throw new AppError('validation_failed', `The parameter 'fileName' ${reason}: use a plain file name.`, {
      extra: { errors: [{ in: 'path', parameter: 'fileName', message: `The file name ${reason}.` }] },
    });
  }
  return fileName;
}

/** The files of a folder, sorted by name; a folder not made yet is empty, not an error. */
export async function listFolderFiles(folderDir: string): Promise<DriveFile[]> {
  let entries: string[];
  try {
    entries = await readdir(folderDir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files: DriveFile[] = [];
  for (const name of entries.filter((n) => !n.startsWith('.')).sort()) {
    try {
      const info = await stat(path.join(folderDir, name));
      if (info.isFile()) files.push({ name, size: info.size, modifiedAt: info.mtime.toISOString() });
    } catch (error) {
      // Removed between readdir and stat, or a dangling link: not a file to offer.
      if (!isMissing(error)) throw error;
    }
  }
  return files;
}

export interface OpenedFile {
  handle: FileHandle;
  size: number;
}

const NO_SUCH_FILE = 'This folder has no file with this name.';

/**
 * Opens `fileName` (already checked by checkFileName) for reading, after resolving links and
 * checking that the real path is still directly inside the folder; a 404 when it is not there,
 * not a regular file, or resolves elsewhere. The caller closes the handle (a stream does).
 */
export async function openFolderFile(folderDir: string, fileName: string): Promise<OpenedFile> {
  let realFolder: string;
  let realFile: string;
  try {
    realFolder = await realpath(folderDir);
    realFile = await realpath(path.join(realFolder, checkFileName(fileName)));
  } catch (error) {
    if (isMissing(error)) throw new AppError('not_found', NO_SUCH_FILE);
    throw error;
  }
  if (path.dirname(realFile) !== realFolder) throw new AppError('not_found', NO_SUCH_FILE);
  const handle = await open(realFile, 'r');
  try {
    // Checked on the open handle, so a swap after realpath cannot hand out something else.
    const info = await handle.stat();
    if (!info.isFile()) throw new AppError('not_found', NO_SUCH_FILE);
    return { handle, size: info.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

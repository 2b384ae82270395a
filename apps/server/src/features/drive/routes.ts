import path from 'node:path';
import { DriveFolder } from '@receiptbox/contracts/api/drive';
import { z } from 'zod';
import { AppError } from '../../app-error';
import { requireSignedIn, signedInUser } from '../auth/guard';
import type { App, AppDeps } from '../index';
import { attachmentDisposition, contentTypeFor } from './file-response';
import { findAccessibleFolder } from './folder-access';
import { checkFileName, listFolderFiles, openFolderFile } from './local-folder';

/**
 * The embedded drive (no Google configured): each mailbox's folder under DATA_DIR/drive/{folderId}.
 * - GET /api/Drive/folders/{folderId}: the folder's mailbox name and files;
 * - GET /api/Drive/folders/{folderId}/files/{fileName}: one file as a download.
 * Open to the mailbox's owner and the users it is shared with; anyone else gets the same 404 as
 * for a folder that does not exist. With Google configured the folders live in Google Drive and
 * these paths are 404 problems.
 */
export async function driveRoutes(app: App, deps: AppDeps): Promise<void> {
  const { config, db } = deps;
  const root = config.localDriveDir;
  const guard = requireSignedIn(deps);

  const openFolder = async (email: string, folderId: string) => {
    if (!root) {
      throw new AppError('not_found', 'Mailbox folders live in Google Drive on this server, not here.');
    }
    const folder = await findAccessibleFolder(db, email, folderId);
    return { folder, dir: path.join(root, folder.folderId) };
  };

  app.get(
    '/api/Drive/folders/:folderId',
    {
      preHandler: guard,
      schema: { params: z.object({ folderId: z.string() }), response: { 200: DriveFolder } },
    },
    async (request, reply) => {
      const { folder, dir } = await openFolder(signedInUser(request).email, request.params.folderId);
      reply.header('cache-control', 'private, no-store');
      return { ...folder, files: await listFolderFiles(dir) };
    },
  );

  app.get(
    '/api/Drive/folders/:folderId/files/:fileName',
    {
      preHandler: guard,
      schema: { params: z.object({ folderId: z.string(), fileName: z.string() }) },
    },
    async (request, reply) => {
      // Checked before the folder lookup: a hostile name is a 400 whoever asks.
      const fileName = checkFileName(request.params.fileName);
      const { dir } = await openFolder(signedInUser(request).email, request.params.folderId);
      const { handle, size } = await openFolderFile(dir, fileName);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-length', size)
        .type(contentTypeFor(fileName))
        .send(handle.createReadStream());
    },
  );
}

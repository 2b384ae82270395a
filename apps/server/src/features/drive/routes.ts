import { DriveFolder, DriveWorkbook } from '@receiptbox/contracts/api/drive';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { requireSignedIn, signedInUser } from '../auth/guard';
import { attachmentDisposition, contentTypeFor } from './file-response';
import { findOwnedFolder } from './folder-access';
import { checkFileName } from './local-folder';

/**
 * A mailbox's drive folder as the app shows it at /drive/folders/{folderId}, through the Drive
 * interface (local folders or Google Drive):
 * - GET /api/Drive/folders/{folderId}: the folder's mailbox name and files;
 * - GET /api/Drive/folders/{folderId}/workbook: the Receipts and Items sheets as tables;
 * - GET /api/Drive/folders/{folderId}/files/{fileName}: one file as a download.
 * Only the mailbox's owner may open it; anyone else, including users the mailbox is shared with,
 * gets the same 404 as for a folder that does not exist.
 */
export async function driveRoutes(app: App, deps: Pick<AppDeps, 'db' | 'drive' | 'identity'>): Promise<void> {
  const { db, drive } = deps;
  const guard = requireSignedIn(deps);
  const FolderParams = z.object({ folderId: z.string() });

  app.get(
    '/api/Drive/folders/:folderId',
    { preHandler: guard, schema: { params: FolderParams, response: { 200: DriveFolder } } },
    async (request, reply) => {
      const folder = await findOwnedFolder(db, signedInUser(request).email, request.params.folderId);
      reply.header('cache-control', 'private, no-store');
      const files = await drive.listFiles({ userId: folder.ownerId }, folder.folderId);
      return { folderId: folder.folderId, mailboxName: folder.mailboxName, files };
    },
  );

  app.get(
    '/api/Drive/folders/:folderId/workbook',
    { preHandler: guard, schema: { params: FolderParams, response: { 200: DriveWorkbook } } },
    async (request, reply) => {
      const folder = await findOwnedFolder(db, signedInUser(request).email, request.params.folderId);
      reply.header('cache-control', 'private, no-store');
      return drive.readWorkbook({ userId: folder.ownerId }, folder.folderId);
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
      const folder = await findOwnedFolder(db, signedInUser(request).email, request.params.folderId);
      const { stream, size } = await drive.openFile({ userId: folder.ownerId }, folder.folderId, fileName);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-length', size)
        .type(contentTypeFor(fileName))
        .send(stream);
    },
  );
}

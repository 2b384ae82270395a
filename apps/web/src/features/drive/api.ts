import { DriveFolder, DriveWorkbook } from '@receiptbox/contracts/api/drive';
import { queryOptions } from '@tanstack/react-query';
import { downloadBlob } from '../../lib/download';
import { http, requestBlob } from '../../lib/http';

/** The embedded drive's API (server: apps/server/src/features/drive). */

const folderPath = (folderId: string) => `/api/Drive/folders/${encodeURIComponent(folderId)}`;

export const driveQueries = {
  all: ['drive'] as const,
  folder: (folderId: string) =>
    queryOptions({
      queryKey: [...driveQueries.all, 'folder', folderId] as const,
      queryFn: ({ signal }) => http.get(folderPath(folderId), { schema: DriveFolder, signal }),
      retry: false,
    }),
  /** The Receipts and Items sheets of the folder's workbook, as tables of display text. */
  workbook: (folderId: string) =>
    queryOptions({
      queryKey: [...driveQueries.all, 'workbook', folderId] as const,
      queryFn: ({ signal }) =>
        http.get(`${folderPath(folderId)}/workbook`, { schema: DriveWorkbook, signal }),
      retry: false,
    }),
};

/**
 * Fetches one file through the authorized fetch (the API wants the bearer token, which a plain
 * link cannot carry) and hands it to the browser as a download.
 */
export async function downloadDriveFile(folderId: string, fileName: string): Promise<void> {
  const blob = await requestBlob(`${folderPath(folderId)}/files/${encodeURIComponent(fileName)}`);
  downloadBlob(blob, fileName);
}

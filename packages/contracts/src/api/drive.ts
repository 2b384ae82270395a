import { z } from 'zod';

/** One file in a mailbox's local drive folder (embedded mode, no Google). */
export const DriveFile = z.object({
  /** A plain file name inside the folder (no directories). */
  name: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** ISO 8601. */
  modifiedAt: z.string(),
});
export type DriveFile = z.infer<typeof DriveFile>;

/**
 * GET /api/Drive/folders/{folderId}: the folder of a mailbox the caller owns or that is shared
 * with them; files sorted by name. GET /api/Drive/folders/{folderId}/files/{fileName} answers
 * with the file itself as an attachment.
 */
export const DriveFolder = z.object({
  folderId: z.string(),
  mailboxName: z.string(),
  files: z.array(DriveFile),
});
export type DriveFolder = z.infer<typeof DriveFolder>;

/** The limits the server applies to a `{fileName}` path value, shared so the web app agrees. */
export const DRIVE_FILE_NAME_MAX_LENGTH = 255;

/** One sheet of a mailbox workbook as display text: header cells and data rows. */
export const DriveSheet = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type DriveSheet = z.infer<typeof DriveSheet>;

/** GET /api/Drive/folders/{folderId}/workbook: the Receipts and Items sheets, in that order. */
export const DriveWorkbook = z.object({ sheets: z.array(DriveSheet) });
export type DriveWorkbook = z.infer<typeof DriveWorkbook>;

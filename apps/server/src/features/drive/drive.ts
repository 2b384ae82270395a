import type { Readable } from 'node:stream';
import type { DriveFile } from '@receiptbox/contracts/api/drive';
import type { ReceiptRows, WorkbookView } from './workbook-layout';

/** Whose drive an operation acts in: the mailbox owner's (Google needs their grant). */
export interface DriveOwner {
  userId: string;
}

/** A file handed out for download; the caller sends `stream` and it closes itself. */
export interface DriveDownload {
  stream: Readable;
  size: number;
}

/**
 * The users' drives behind one interface, two implementations chosen once by `createDrive`:
 * - local (embedded default): a folder per mailbox under `DATA_DIR/drive/{folderId}` holding
 *   `Receipts.xlsx` and the original files;
 * - Google Drive + Google Sheets: a folder in the owner's My Drive with a Google Sheet, reached
 *   with the owner's `drive.file` grant.
 * Every method may throw `DriveAccessRequiredError` (Google without a usable grant).
 */
export interface Drive {
  readonly kind: 'local' | 'google';
  /**
   * Creates a mailbox's folder and its workbook (sheets Receipts and Items with their headers;
   * the HSA columns when `isHsa`). Returns the new folder id.
   */
  createFolder(owner: DriveOwner, folder: { name: string; isHsa: boolean }): Promise<string>;
  /**
   * Stores a receipt's original file in the folder as `name` (a plain file name the caller makes
   * unique per receipt); writing the same name again replaces it. Returns a link to the file.
   */
  writeOriginal(
    owner: DriveOwner,
    folderId: string,
    file: { name: string; bytes: Uint8Array },
  ): Promise<string>;
  /**
   * Appends one receipt's rows (one on Receipts, one per item on Items). Writes to one workbook
   * are serialized and atomic; a receipt id already on the Receipts sheet is not written again.
   * @returns 'appended', or 'present' when the receipt's rows were already there.
   */
  appendReceipt(owner: DriveOwner, folderId: string, rows: ReceiptRows): Promise<'appended' | 'present'>;
  /** The folder's files, sorted by name. */
  listFiles(owner: DriveOwner, folderId: string): Promise<DriveFile[]>;
  /** One file of the folder for download; 404 AppError when it is not there. */
  openFile(owner: DriveOwner, folderId: string, fileName: string): Promise<DriveDownload>;
  /** Both sheets of the folder's workbook as tables of display values. */
  readWorkbook(owner: DriveOwner, folderId: string): Promise<WorkbookView>;
  /** Where a user opens the folder: `/drive/folders/{id}` in the app, or Google Drive. */
  folderUrl(folderId: string): string;
}

/**
 * The owner has no usable drive grant (never granted, revoked, or scope without drive.file).
 * Receipts for their mailboxes wait in the spool until access is granted again.
 */
export class DriveAccessRequiredError extends Error {
  override name = 'DriveAccessRequiredError';
}

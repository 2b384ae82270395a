import { z } from 'zod';
import { HsaReceipt, MAX_UPLOAD_BYTES, Receipt } from '../receipt';

/**
 * POST /api/AppUser/DirectUpload and /api/AppUser/HsaDirectUpload (SPEC §3 upload request, §7):
 * one file, base64, into a mailbox the caller owns or that is shared with them.
 */
export const DirectUploadRequest = z.object({
  mailBoxId: z.string().min(1).max(64),
  fileName: z.string().min(1).max(255),
  /** Base64 of at most MAX_UPLOAD_BYTES; the server decodes it and checks the bytes' type. */
  fileContent: z
    .string()
    .min(1)
    .max(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 4),
});
export type DirectUploadRequest = z.infer<typeof DirectUploadRequest>;

/**
 * The answer to an upload: SPEC's `{receipt}`, plus the id of the receipt's rows in the
 * workbook and, when the same file had already been added to this mailbox, when that was
 * (the rows are then not written again).
 */
export const DirectUploadResponse = z.object({
  receipt: z.union([HsaReceipt, Receipt]),
  receiptId: z.string(),
  /** ISO 8601 time the same content was first added to this mailbox, or null when it is new. */
  alreadyAddedAt: z.string().nullable(),
});
export type DirectUploadResponse = z.infer<typeof DirectUploadResponse>;

import { z } from 'zod';

/**
 * Receipt shapes of SPEC §3, shared by the extraction engine, the API and the web app.
 * Amounts are decimal numbers in the receipt's currency, rounded to the currency's minor unit;
 * the extraction engine computes them from integer minor units and converts only at this edge.
 */

const Confidence = z.number().min(0).max(1);

export const LineItem = z.object({
  name: z.string(),
  quantity: z.number(),
  /** Line total (quantity x unit price) as printed. */
  price: z.number(),
});
export type LineItem = z.infer<typeof LineItem>;

export const FieldConfidence = z.object({
  date: Confidence,
  receipt_number: Confidence,
  company: Confidence,
  line_items: Confidence,
  total_price: Confidence,
  payment_method: Confidence,
  category: Confidence,
});
export type FieldConfidence = z.infer<typeof FieldConfidence>;

export const Receipt = z.object({
  /** ISO date YYYY-MM-DD, or null when none was found. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  receipt_number: z.string().nullable(),
  company: z.string().nullable(),
  summary: z.string(),
  line_items: z.array(LineItem),
  total_price: z.number().nullable(),
  subtotal: z.number().nullable(),
  tax: z.number().nullable(),
  tip: z.number().nullable(),
  /** ISO 4217 code. */
  currency: z.string().length(3).nullable(),
  payment_method: z.string().nullable(),
  category: z.string().nullable(),
  parsingNotes: z.string(),
  confidence: FieldConfidence,
});
export type Receipt = z.infer<typeof Receipt>;

export const HsaLineItem = LineItem.extend({
  hsa_eligible: z.boolean(),
  hsa_notes: z.string(),
});
export type HsaLineItem = z.infer<typeof HsaLineItem>;

export const HsaReceipt = Receipt.extend({
  line_items: z.array(HsaLineItem),
  hsa_amount: z.number(),
  hsa_notes: z.string(),
  parsing_notes: z.string(),
});
export type HsaReceipt = z.infer<typeof HsaReceipt>;

export const Category = z.object({
  name: z.string().trim().min(1),
  description: z.string().trim().optional(),
});
export type Category = z.infer<typeof Category>;

/** Convert request (SPEC §3): a file as base64. */
export const ConvertRequest = z.object({
  fileName: z.string().min(1).max(255),
  /** Base64 of at most MAX_UPLOAD_BYTES (10 MB). */
  fileContent: z
    .string()
    .min(1)
    .max(Math.ceil((10 * 1024 * 1024) / 3) * 4 + 4),
});
export type ConvertRequest = z.infer<typeof ConvertRequest>;

export const ReceiptResponse = z.object({ receipt: z.union([HsaReceipt, Receipt]) });
export type ReceiptResponse = z.infer<typeof ReceiptResponse>;

/** Upload limits of SPEC §5, shared by the web form and the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** SPEC §5's types plus HEIC/HEIF, iPhones' default photo format (the message keeps the spec's text). */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;
export const UPLOAD_TYPE_MESSAGE = 'Please upload only images (JPEG, PNG, WEBP) or PDF files.';
export const UPLOAD_SIZE_MESSAGE = 'File size must be less than 10MB.';

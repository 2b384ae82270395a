/**
 * The hand-off between the readers (OCR, PDF text layer, e-mail bodies) and the parser.
 * Coordinates are in pixels of the page image (PDF points for text layers), origin top-left.
 */
export interface TextLine {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Recognizer confidence 0..1; 1 for text layers and e-mail bodies. */
  confidence: number;
  /**
   * OCR only: the lowest recognizer probability among the digits read on the line, when it read
   * any. A second print of an amount confirms its digits only when they were read clearly.
   */
  digitConfidence?: number;
  /** 0-based page index. */
  page: number;
}

export type TextSource = 'ocr' | 'pdf-text' | 'email-html' | 'email-text';

export interface TextDocument {
  source: TextSource;
  /** Lines in reading order (top to bottom, then left to right); one entry per visual line or cell. */
  lines: TextLine[];
  pageWidth: number;
  pageHeight: number;
  /** OCR text of a PDF whose pages are scans (source "ocr"): an invoice or a slip scanned to PDF. */
  scannedPdf?: boolean;
  /** Facts known from outside the text, e.g. the original sender of a forwarded e-mail. */
  hints?: ReceiptHints;
}

/** Facts about a receipt known from outside its text: the e-mail it came in or was attached to. */
export interface ReceiptHints {
  emailFrom?: string;
  emailFromName?: string;
  /**
   * When the message (or the forwarded original) was sent, as the sender's local time
   * ("2017-03-31T20:08:31-07:00", or without an offset when the forward header printed none):
   * its first ten characters are the sender's calendar date.
   */
  emailDate?: string;
  subject?: string;
  /** True when the sender and date are those of a forwarded message's quoted header. */
  forwarded?: boolean;
  /** The domain that signed the message (DKIM d=), when it is not the forwarder's. */
  emailDkimDomain?: string;
  /** Alt texts of the first images of an HTML body (logos say the brand). */
  imageAlts?: string[];
}

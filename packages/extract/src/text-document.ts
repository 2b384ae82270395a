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
  /** Facts known from outside the text, e.g. the original sender of a forwarded e-mail. */
  hints?: {
    emailFrom?: string;
    emailFromName?: string;
    emailDate?: string;
    subject?: string;
  };
}

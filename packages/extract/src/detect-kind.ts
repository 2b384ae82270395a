import { fileTypeFromBuffer } from 'file-type';
import { ExtractError } from './errors';

export type InputKind = 'jpeg' | 'png' | 'webp' | 'heif' | 'pdf' | 'email';

/** Decides what an input is from its bytes, never from its name. */
export async function detectKind(input: Uint8Array): Promise<InputKind> {
  const type = await fileTypeFromBuffer(input);
  const mime = type?.mime;
  switch (mime) {
    case 'image/jpeg':
      return 'jpeg';
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    case 'image/heic':
    case 'image/heif':
      return 'heif';
    case 'application/pdf':
      return 'pdf';
    case undefined:
      if (looksLikeEmail(input)) return 'email';
      // A PDF may carry junk before its header; pdf.js tolerates up to 1 KB of it.
      if (findBytes(input.subarray(0, 1024), '%PDF-') >= 0) return 'pdf';
      throw new ExtractError('UNSUPPORTED_TYPE');
    default:
      if (mime === 'message/rfc822' || looksLikeEmail(input)) return 'email';
      throw new ExtractError('UNSUPPORTED_TYPE');
  }
}

const HEADER_LINE = /^[!-9;-~]+:[ \t]?.*$/;
const MAIL_HEADERS = /^(from|to|subject|date|received|message-id|mime-version|return-path|delivered-to):/im;

/** RFC 5322: a block of `Name: value` header lines (with folded continuations) naming mail headers. */
function looksLikeEmail(input: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(input.subarray(0, 16 * 1024));
  const end = head.search(/\r?\n\r?\n/);
  const block = end >= 0 ? head.slice(0, end) : head;
  const lines = block.split(/\r?\n/);
  if (lines.length === 0 || !HEADER_LINE.test(lines[0]!)) return false;
  if (!lines.every((l) => HEADER_LINE.test(l) || /^[ \t]/.test(l))) return false;
  return MAIL_HEADERS.test(block);
}

function findBytes(haystack: Uint8Array, needle: string): number {
  const bytes = new TextEncoder().encode(needle);
  outer: for (let i = 0; i + bytes.length <= haystack.length; i++) {
    for (let j = 0; j < bytes.length; j++) if (haystack[i + j] !== bytes[j]) continue outer;
    return i;
  }
  return -1;
}

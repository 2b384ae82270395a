import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Real receipts of the shared development set (SROIE scans), by number: 1 → d001.jpg. */
export function devReceiptPath(n: number): string {
  const name = `d${String(n).padStart(3, '0')}.jpg`;
  return fileURLToPath(new URL(`../../../../../shared/receipts-dev/${name}`, import.meta.url));
}

/** Real receipt and invoice PDFs of the development set with a text layer (p001–p037), by number. */
export async function devPdfBase64(n: number): Promise<string> {
  const name = `p${String(n).padStart(3, '0')}.pdf`;
  const file = fileURLToPath(new URL(`../../../../../shared/receipts-dev/pdf/${name}`, import.meta.url));
  return (await readFile(file)).toString('base64');
}

export async function devReceiptBase64(n: number): Promise<string> {
  return (await readFile(devReceiptPath(n))).toString('base64');
}

/** A white 400x600 PNG: an accepted type with no receipt on it. */
export const BLANK_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAZAAAAJYCAMAAAB7MkC6AAAAA1BMVEX///+nxBvIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABAElEQVR42u3BMQEAAADCoPVPbQ0PoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAvgysBQABQtQeEgAAAABJRU5ErkJggg==';

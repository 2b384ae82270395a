import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts/receipt';

/** The `accept` attribute of the file input. */
export const UPLOAD_ACCEPT = ACCEPTED_UPLOAD_TYPES.join(',');

/** SPEC §5 file rules, checked before anything is sent. Returns the message to show, or null. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return null;
}

/** The file as base64 without the data-URL prefix (the ConvertRequest's fileContent). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

import {
  ACCEPTED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@receiptbox/contracts/receipt';

/**
 * Desktop browsers other than Safari often give a HEIC/HEIF file no type at all, so those are
 * known by their extension too (the server decides by the bytes either way).
 */
const UNTYPED_HEIF = /\.(heic|heif)$/i;

/** The `accept` attribute of the file input: the types, plus HEIC/HEIF by extension (see above). */
export const UPLOAD_ACCEPT = [...ACCEPTED_UPLOAD_TYPES, '.heic', '.heif'].join(',');

/** SPEC §5 file rules, checked before anything is sent. Returns the message to show, or null. */
export function uploadProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  const typed = (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type);
  const untypedHeif =
    (file.type === '' || file.type === 'application/octet-stream') && UNTYPED_HEIF.test(file.name);
  if (!typed && !untypedHeif) return UPLOAD_TYPE_MESSAGE;
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

import { constants, inflateSync } from 'node:zlib';
import { ExtractError } from '../errors';

/**
 * What all Flate streams of one PDF may inflate to together. pdf.js reads a content stream byte by
 * byte (~10 MB/s here), so a 1 MB file whose stream inflates to 1 GB kept a thread busy for minutes
 * and held the whole stream in memory; a receipt's streams (text, a scan or two) stay far below.
 */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;

export const TOO_MUCH_DATA_MESSAGE = 'The PDF holds far more data than a receipt (over 64 MB once unpacked).';

const STREAM = /stream\r?\n/g;

/**
 * Inflates every FlateDecode stream of a PDF (as often as its /Filter names FlateDecode) with
 * Node's zlib, each capped at what is left of {@link MAX_DECODED_STREAM_BYTES}, before pdf.js sees
 * the file. Streams that do not inflate cleanly are left to pdf.js, which is lenient with them.
 * @throws {ExtractError} CORRUPT_FILE with {@link TOO_MUCH_DATA_MESSAGE} past the budget.
 */
export function checkDecodedStreams(pdf: Uint8Array, budget = MAX_DECODED_STREAM_BYTES): void {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = bytes.toString('latin1');
  let left = budget;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    // The stream's dictionary lies between its object's `N 0 obj` and the keyword.
    const objectStart = text.lastIndexOf('obj', match.index);
    const dict = objectStart >= 0 ? text.slice(objectStart, match.index) : '';
    const flateLayers = dict.match(/\/FlateDecode|\/Fl\b/g)?.length ?? 0;
    if (flateLayers === 0) continue;
    const end = text.indexOf('endstream', start);
    let data: Buffer = bytes.subarray(start, end < 0 ? bytes.length : end);
    for (let layer = 0; layer < flateLayers; layer++) {
      try {
        data = inflateSync(data, { maxOutputLength: left + 1, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          throw new ExtractError('CORRUPT_FILE', { message: TOO_MUCH_DATA_MESSAGE, cause: error });
        }
        break;
      }
      if (data.byteLength > left) throw new ExtractError('CORRUPT_FILE', { message: TOO_MUCH_DATA_MESSAGE });
    }
    left -= data.byteLength;
  }
}

/**
 * Hostile PDFs for tests and `bench:hostile`: small files whose content stream inflates to far
 * more than a receipt could hold. The stream is compressed in 1 MB steps, so making a 1 GB bomb
 * needs ~1 MB of memory (and ~2 s).
 */
import { constants, createDeflate } from 'node:zlib';
import { PdfObjects } from './minimal-pdf';

async function deflateRepeated(chunk: Buffer, times: number, layers: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let i = 0; i < times; i++) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  let out: Buffer = Buffer.concat(parts);
  for (let layer = 1; layer < layers; layer++) out = await deflateRepeated(out, 1, 1);
  return out;
}

/**
 * A one-page PDF whose content stream is `decodedMegabytes` MB of spaces once inflated (pdf.js
 * reads every byte of it), Flate-compressed `layers` times.
 * @example const bomb = await inflatingPdf(1024); // ~1 MB on disk, 1 GB inflated
 */
export async function inflatingPdf(decodedMegabytes: number, layers = 1): Promise<Uint8Array> {
  const stream = await deflateRepeated(Buffer.alloc(1024 * 1024, 0x20), decodedMegabytes, layers);
  const pdf = new PdfObjects();
  const pages = pdf.add('');
  const filter = Array.from({ length: layers }, () => '/FlateDecode').join(' ');
  const contents = pdf.add(
    `<< /Length ${stream.byteLength} /Filter [${filter}] >>\nstream\n`,
    stream,
    '\nendstream',
  );
  const page = pdf.add(
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 300 500] /Contents ${contents} 0 R >>`,
  );
  return pdf.toBytes(pdf.pageTree(pages, [page]));
}

/**
 * A tiny PDF writer for test and benchmark inputs: pages of Helvetica text at given positions, or a
 * full-page JPEG (a "scan"), optionally with an /Encrypt dictionary that demands a password.
 */
export interface PdfText {
  text: string;
  x: number;
  /** From the top of the page, in points. */
  y: number;
  size?: number;
}

export type PdfPageSpec =
  | { texts: PdfText[] }
  | { jpeg: Uint8Array; pixelWidth: number; pixelHeight: number };

export interface PdfOptions {
  width?: number;
  height?: number;
  encrypted?: boolean;
}

function escapeText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function makePdf(pages: PdfPageSpec[], options: PdfOptions = {}): Uint8Array {
  const width = options.width ?? 300;
  const height = options.height ?? 500;
  const objects: (string | Uint8Array)[][] = [];
  const add = (...parts: (string | Uint8Array)[]) => {
    objects.push(parts);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    let content: string;
    let resources: string;
    if ('texts' in page) {
      content = page.texts
        .map(
          (t) =>
            `BT /F1 ${t.size ?? 10} Tf ${t.x} ${height - t.y - (t.size ?? 10)} Td (${escapeText(t.text)}) Tj ET`,
        )
        .join('\n');
      resources = `<< /Font << /F1 ${font} 0 R >> >>`;
    } else {
      const image = add(
        `<< /Type /XObject /Subtype /Image /Width ${page.pixelWidth} /Height ${page.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.byteLength} >>\nstream\n`,
        page.jpeg,
        '\nendstream',
      );
      content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
      resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
    }
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${width} ${height}] /Resources ${resources} /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = [`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`];
  objects[pagesObj - 1] = [
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  ];
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> >>`,
      )
    : null;

  const chunks: Uint8Array[] = [];
  let offset = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(bytes);
    offset += bytes.byteLength;
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(offset);
    push(`${i + 1} 0 obj\n`);
    for (const p of parts) push(p);
    push('\nendobj\n');
  });
  const xref = offset;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const o of offsets) push(`${String(o).padStart(10, '0')} 00000 n \n`);
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : ''} >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return new Uint8Array(Buffer.concat(chunks));
}

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
  /**
   * Print the Central European and Turkish letters WinAnsi lacks ("ł", "ś", "č", "ş", "İ") by
   * their glyph names, as a real invoice's font does, instead of the low byte of their code.
   */
  extendedLatin?: boolean;
}

/** Letters outside WinAnsi, each given a spare code (1–31) and its standard glyph name. */
const EXTENDED_LATIN: Array<[string, string]> = [
  ['Ą', 'Aogonek'],
  ['ą', 'aogonek'],
  ['Ć', 'Cacute'],
  ['ć', 'cacute'],
  ['Ę', 'Eogonek'],
  ['ę', 'eogonek'],
  ['Ł', 'Lslash'],
  ['ł', 'lslash'],
  ['Ń', 'Nacute'],
  ['ń', 'nacute'],
  ['Ś', 'Sacute'],
  ['ś', 'sacute'],
  ['Ź', 'Zacute'],
  ['ź', 'zacute'],
  ['Ż', 'Zdotaccent'],
  ['ż', 'zdotaccent'],
  ['Č', 'Ccaron'],
  ['č', 'ccaron'],
  ['Ě', 'Ecaron'],
  ['ě', 'ecaron'],
  ['Ř', 'Rcaron'],
  ['ř', 'rcaron'],
  ['Ů', 'Uring'],
  ['ů', 'uring'],
  ['Ğ', 'Gbreve'],
  ['ğ', 'gbreve'],
  ['İ', 'Idotaccent'],
  ['ı', 'dotlessi'],
  ['Ş', 'Scedilla'],
  ['ş', 'scedilla'],
];
/**
 * Hungarian, Romanian and Slovak letters WinAnsi lacks, at the codes WinAnsi leaves unused (and
 * three it gives to the florin and the spacing circumflex and tilde, which no fixture prints).
 */
const EXTENDED_LATIN_HIGH: Array<[string, string, number]> = [
  ['ő', 'ohungarumlaut', 0x7f],
  ['ű', 'uhungarumlaut', 0x81],
  ['Ă', 'Abreve', 0x8d],
  ['ă', 'abreve', 0x8f],
  ['ș', 'scommaaccent', 0x90],
  ['ț', 'tcommaaccent', 0x9d],
  ['ľ', 'lcaron', 0x83],
  ['Ő', 'Ohungarumlaut', 0x88],
  ['Ț', 'Tcommaaccent', 0x98],
];
const EXTENDED_CODE = new Map([
  ...EXTENDED_LATIN.map(([ch], i): [string, string] => [ch, String.fromCharCode(i + 1)]),
  ...EXTENDED_LATIN_HIGH.map(([ch, , code]): [string, string] => [ch, String.fromCharCode(code)]),
]);

function extendedLatin(s: string): string {
  return s.replace(/./gu, (c) => EXTENDED_CODE.get(c) ?? c);
}

export function escapeText(s: string): string {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Numbered PDF objects, written out with the header, cross-reference table and trailer around them. */
export class PdfObjects {
  private readonly objects: (string | Uint8Array)[][] = [];

  /** Adds an object (its parts are concatenated) and returns its number. */
  add(...parts: (string | Uint8Array)[]): number {
    this.objects.push(parts);
    return this.objects.length;
  }

  /** Fills in an object added earlier as a placeholder (a parent written before its children). */
  set(id: number, ...parts: (string | Uint8Array)[]): void {
    this.objects[id - 1] = parts;
  }

  /** A Catalog object over a Pages node with these page objects; returns the catalog's number. */
  pageTree(pagesObj: number, kids: number[]): number {
    this.set(
      pagesObj,
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    );
    return this.add(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`);
  }

  toBytes(root: number, trailerExtra = ''): Uint8Array {
    const chunks: Uint8Array[] = [];
    let offset = 0;
    const push = (part: string | Uint8Array) => {
      const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
      chunks.push(bytes);
      offset += bytes.byteLength;
    };
    push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
    const offsets: number[] = [];
    this.objects.forEach((parts, i) => {
      offsets.push(offset);
      push(`${i + 1} 0 obj\n`);
      for (const p of parts) push(p);
      push('\nendobj\n');
    });
    const xref = offset;
    push(`xref\n0 ${this.objects.length + 1}\n0000000000 65535 f \n`);
    for (const o of offsets) push(`${String(o).padStart(10, '0')} 00000 n \n`);
    push(
      `trailer\n<< /Size ${this.objects.length + 1} /Root ${root} 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`,
    );
    return new Uint8Array(Buffer.concat(chunks));
  }
}

export function makePdf(pages: PdfPageSpec[], options: PdfOptions = {}): Uint8Array {
  const width = options.width ?? 300;
  const height = options.height ?? 500;
  const pdf = new PdfObjects();
  const pagesObj = pdf.add('');
  const encoding = options.extendedLatin
    ? `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [1 ${EXTENDED_LATIN.map(([, name]) => `/${name}`).join(' ')} ${EXTENDED_LATIN_HIGH.map(([, name, code]) => `${code} /${name}`).join(' ')}] >>`
    : '/WinAnsiEncoding';
  const font = pdf.add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} >>`);
  const encode = options.extendedLatin ? extendedLatin : (s: string) => s;
  const kids: number[] = [];
  for (const page of pages) {
    let content: string;
    let resources: string;
    if ('texts' in page) {
      content = page.texts
        .map(
          (t) =>
            `BT /F1 ${t.size ?? 10} Tf ${t.x} ${height - t.y - (t.size ?? 10)} Td (${escapeText(encode(t.text))}) Tj ET`,
        )
        .join('\n');
      resources = `<< /Font << /F1 ${font} 0 R >> >>`;
    } else {
      const image = pdf.add(
        `<< /Type /XObject /Subtype /Image /Width ${page.pixelWidth} /Height ${page.pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.byteLength} >>\nstream\n`,
        page.jpeg,
        '\nendstream',
      );
      content = `q ${width} 0 0 ${height} 0 0 cm /Im1 Do Q`;
      resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
    }
    const stream = pdf.add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      pdf.add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${width} ${height}] /Resources ${resources} /Contents ${stream} 0 R >>`,
      ),
    );
  }
  const catalog = pdf.pageTree(pagesObj, kids);
  const encrypt = options.encrypted
    ? pdf.add(
        `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> >>`,
      )
    : null;
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  return pdf.toBytes(catalog, encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : '');
}

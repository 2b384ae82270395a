import sharp from 'sharp';

export interface ReceiptText {
  lines: { left: string; right?: string; size?: number; bold?: boolean }[];
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders receipt lines as a black-on-white JPEG (DejaVu Sans Mono through librsvg). */
export async function renderReceipt(
  receipt: ReceiptText,
  options: { width?: number } = {},
): Promise<Uint8Array> {
  const width = options.width ?? 640;
  let y = 40;
  const parts: string[] = [];
  for (const line of receipt.lines) {
    const size = line.size ?? 22;
    y += Math.round(size * 1.6);
    const weight = line.bold ? ' font-weight="bold"' : '';
    parts.push(`<text x="30" y="${y}" font-size="${size}"${weight}>${escapeXml(line.left)}</text>`);
    if (line.right)
      parts.push(
        `<text x="${width - 30}" y="${y}" font-size="${size}" text-anchor="end"${weight}>${escapeXml(line.right)}</text>`,
      );
  }
  const height = y + 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="white"/><g font-family="DejaVu Sans Mono" fill="black">${parts.join('')}</g></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
}

/** Adds salt-and-pepper noise and a slight blur, like a poor scan. */
export async function addNoise(image: Uint8Array, amount = 0.04, seed = 7): Promise<Uint8Array> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let s = seed;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    const r = s / 2 ** 32;
    if (r < amount / 2) data[i] = 0;
    else if (r < amount) data[i] = 255;
  }
  return new Uint8Array(
    await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .blur(0.6)
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}

export async function rotate(image: Uint8Array, degrees: 90 | 180 | 270): Promise<Uint8Array> {
  return new Uint8Array(await sharp(image).rotate(degrees).jpeg({ quality: 90 }).toBuffer());
}

/** A photo taken a few degrees off straight: turned by `degrees` on a white ground. */
export async function tilt(image: Uint8Array, degrees: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp(image).rotate(degrees, { background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer(),
  );
}

/** The standard synthetic receipt the golden tests read. */
export const CAFE_RECEIPT: ReceiptText = {
  lines: [
    { left: 'BLUE FERN CAFE', size: 30, bold: true },
    { left: '12 Harbour Street, Portland' },
    { left: 'Date: 03/14/2025   10:42' },
    { left: 'Receipt No: 004512' },
    { left: '' },
    { left: '2 x Cappuccino', right: '9.00' },
    { left: '1 x Blueberry Muffin', right: '3.75' },
    { left: '1 x Orange Juice', right: '4.25' },
    { left: 'Subtotal', right: '17.00' },
    { left: 'Tax 8%', right: '1.36' },
    { left: 'TOTAL', right: '18.36', bold: true },
    { left: 'VISA **** 4242', right: '18.36' },
    { left: 'Thank you for visiting!' },
  ],
};

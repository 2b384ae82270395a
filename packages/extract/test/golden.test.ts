import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareImage } from '../src/image/prepare';
import { closeExtractor, configureExtractor, extractEmail, extractReceipt, readText } from '../src/index';
import { makePdf, type PdfText } from './support/minimal-pdf';
import { addNoise, CAFE_RECEIPT, renderReceipt, rotate, tilt } from './support/synthetic-image';

configureExtractor({ ocrThreads: 1 });

const CAFE = { company: 'BLUE FERN CAFE', date: '2025-03-14', total_price: 18.36 };

/** The cafe receipt as a digital PDF: a text layer with the amounts right-aligned in their own column. */
function cafePdf(): Uint8Array {
  const texts: PdfText[] = [];
  CAFE_RECEIPT.lines.forEach((line, i) => {
    const y = 20 + i * 18;
    if (line.left) texts.push({ text: line.left, x: 20, y, size: line.size ? 14 : 10 });
    if (line.right) texts.push({ text: line.right, x: 240, y, size: 10 });
  });
  return makePdf([{ texts }]);
}

async function compose(options: ConstructorParameters<typeof MailComposer>[0]): Promise<Uint8Array> {
  const message: Buffer = await new Promise((resolve, reject) =>
    new MailComposer(options).compile().build((error, data) => (error ? reject(error) : resolve(data))),
  );
  return new Uint8Array(message);
}

let cafeJpeg: Uint8Array;
beforeAll(async () => {
  cafeJpeg = await renderReceipt(CAFE_RECEIPT);
});
afterAll(closeExtractor);

describe('images', () => {
  it('reads merchant, date, total, receipt number and card from a rendered receipt', async () => {
    const receipt = await extractReceipt(cafeJpeg);
    expect(receipt).toMatchObject({ ...CAFE, receipt_number: '004512' });
    expect(receipt.payment_method).toMatch(/visa.*4242/i);
  });

  it.each([90, 180, 270] as const)('reads a receipt turned by %i degrees', async (degrees) => {
    expect(await extractReceipt(await rotate(cafeJpeg, degrees))).toMatchObject(CAFE);
  });

  it.each([-7, 5])('keeps labels and amounts on one row in a photo tilted by %i degrees', async (degrees) => {
    const straight = await extractReceipt(cafeJpeg);
    const tilted = await extractReceipt(await tilt(cafeJpeg, degrees));
    expect(tilted).toMatchObject(CAFE);
    expect(tilted.line_items).toEqual(straight.line_items);
  });

  it('honours the EXIF orientation of a photo', async () => {
    // Stored sideways with orientation 6 ("rotate 90° clockwise to view"), as phones do.
    const stored = await sharp(cafeJpeg).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await sharp(cafeJpeg).metadata();
    const prepared = await prepareImage(new Uint8Array(stored));
    expect([prepared.width, prepared.height]).toEqual([upright.width, upright.height]);
    expect(await extractReceipt(new Uint8Array(stored))).toMatchObject(CAFE);
  });

  it('reads a noisy, blurred scan', async () => {
    expect(await extractReceipt(await addNoise(cafeJpeg))).toMatchObject(CAFE);
  });

  it('reads a PNG and a WEBP as well as a JPEG', async () => {
    const png = new Uint8Array(await sharp(cafeJpeg).png().toBuffer());
    const webp = new Uint8Array(await sharp(cafeJpeg).webp().toBuffer());
    expect(await extractReceipt(png)).toMatchObject(CAFE);
    expect(await extractReceipt(webp)).toMatchObject(CAFE);
  });
});

describe('PDFs', () => {
  it('reads a digital PDF from its text layer, keeping the amount column apart', async () => {
    const pdf = cafePdf();
    const doc = await readText(pdf);
    expect(doc.source).toBe('pdf-text');
    const total = doc.lines.find((l) => l.text === 'TOTAL');
    const amount = doc.lines.find((l) => l.text === '18.36' && Math.abs(l.y - (total?.y ?? -99)) < 2);
    expect(amount?.x).toBeGreaterThan(200);
    expect(await extractReceipt(pdf)).toMatchObject({ ...CAFE, receipt_number: '004512' });
  });

  it('reads every page of a multi-page PDF, in page order', async () => {
    const pdf = makePdf([
      {
        texts: [
          { text: 'METRO BOOKS', x: 20, y: 20, size: 14 },
          { text: 'Invoice No: INV-2231', x: 20, y: 45 },
          { text: 'Date: 2025-02-03', x: 20, y: 60 },
          { text: 'Atlas of Maps', x: 20, y: 90 },
          { text: '24.00', x: 240, y: 90 },
        ],
      },
      {
        texts: [
          { text: 'Pocket Guide', x: 20, y: 20 },
          { text: '6.00', x: 240, y: 20 },
          { text: 'TOTAL', x: 20, y: 50 },
          { text: '30.00', x: 240, y: 50 },
        ],
      },
    ]);
    const doc = await readText(pdf);
    expect(doc.lines.map((l) => l.page)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1]);
    expect(await extractReceipt(pdf)).toMatchObject({
      company: 'METRO BOOKS',
      date: '2025-02-03',
      total_price: 30,
    });
  });

  it('reads a scanned PDF by running OCR on its page image', async () => {
    const { width, height } = await sharp(cafeJpeg).metadata();
    const pdf = makePdf([{ jpeg: cafeJpeg, pixelWidth: width!, pixelHeight: height! }], {
      width: 306,
      height: Math.round((306 * height!) / width!),
    });
    const doc = await readText(pdf);
    expect(doc.source).toBe('ocr');
    expect(await extractReceipt(pdf)).toMatchObject(CAFE);
  });
});

describe('e-mail', () => {
  it('reads an HTML receipt body and a PDF attachment as two receipts', async () => {
    const raw = await compose({
      from: 'Corner Market <receipts@corner.example>',
      to: 'me@example.org',
      subject: 'Your Corner Market receipt',
      date: new Date('2025-06-02T09:30:00Z'),
      html: `<html><head><style>td{padding:2px}</style></head><body>
        <h2>Corner Market</h2><p>Order #A-77812 &middot; June 2, 2025</p>
        <table><tr><th>Item</th><th>Qty</th><th>Price</th></tr>
        <tr><td>Apples</td><td>2</td><td>$3.50</td></tr>
        <tr><td>Bread</td><td>1</td><td>$4.25</td></tr>
        <tr><td>Tax</td><td></td><td>$0.62</td></tr>
        <tr><td><b>Total</b></td><td></td><td><b>$8.37</b></td></tr></table>
        <p>Paid with Mastercard ending in 5454</p></body></html>`,
      attachments: [{ filename: 'cafe.pdf', content: Buffer.from(cafePdf()) }],
    });
    const { receipts, errors } = await extractEmail(raw);
    expect(errors).toEqual([]);
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({ date: '2025-06-02', total_price: 8.37, currency: 'USD' });
    expect(receipts[1]).toMatchObject(CAFE);
  });

  it('keeps one receipt when the body and the attached PDF are the same purchase', async () => {
    const raw = await compose({
      from: 'Blue Fern Cafe <receipts@bluefern.example>',
      to: 'me@example.org',
      subject: 'Your receipt',
      text: 'BLUE FERN CAFE\nDate: 03/14/2025\nCappuccino x2   9.00\nTOTAL   18.36\n',
      attachments: [{ filename: 'receipt.pdf', content: Buffer.from(cafePdf()) }],
    });
    const { receipts } = await extractEmail(raw);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject(CAFE);
  });

  it('takes the original sender and date of a forwarded receipt as hints', async () => {
    const raw = await compose({
      from: 'Me <me@example.org>',
      to: 'expenses@receiptbox.example',
      subject: 'Fwd: Your ride receipt',
      date: new Date('2025-07-01T08:00:00Z'),
      text: [
        'For the expense report.',
        '',
        '---------- Forwarded message ---------',
        'From: Metro Cabs <no-reply@metrocabs.example>',
        'Date: Sat, Jun 28, 2025 at 11:05 PM',
        'Subject: Your ride receipt',
        'To: <me@example.org>',
        '',
        'Metro Cabs',
        'Trip on June 28, 2025',
        'Fare          $21.40',
        'Tip            $4.00',
        'Total         $25.40',
        'Charged to Visa ending 1881',
      ].join('\n'),
    });
    const doc = await readText(raw);
    expect(doc.hints).toMatchObject({ emailFrom: 'no-reply@metrocabs.example', emailFromName: 'Metro Cabs' });
    expect(doc.hints?.emailDate?.slice(0, 10)).toBe('2025-06-28');
    expect(doc.lines.some((l) => l.text.includes('For the expense report'))).toBe(false);
    const { receipts } = await extractEmail(raw);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ total_price: 25.4, date: '2025-06-28' });
  });

  it('finds an Outlook-style forward without a marker line in an HTML body', async () => {
    const raw = await compose({
      from: 'Me <me@example.org>',
      to: 'expenses@receiptbox.example',
      subject: 'FW: Invoice 5521',
      html: `<p>See below.</p><hr><div><b>From:</b> Northside Hardware &lt;billing@northside.example&gt;<br>
        <b>Sent:</b> Tuesday, April 1, 2025 3:12 PM<br><b>To:</b> Me<br><b>Subject:</b> Invoice 5521</div>
        <table><tr><td>Northside Hardware</td></tr><tr><td>Hammer</td><td>$12.00</td></tr>
        <tr><td>Total</td><td>$12.00</td></tr></table>`,
    });
    const doc = await readText(raw);
    expect(doc.hints).toMatchObject({ emailFrom: 'billing@northside.example', subject: 'Invoice 5521' });
    expect(doc.hints?.emailDate?.slice(0, 10)).toBe('2025-04-01');
    expect(doc.lines[0]?.text).toBe('Northside Hardware');
  });
});

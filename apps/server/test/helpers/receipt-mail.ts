import { makePdf } from '../../../../packages/extract/test/support/minimal-pdf';

/** Small, fast-to-read receipts for mail tests (digital PDF with a text layer, HTML body). */
export interface TestReceipt {
  store: string;
  date: string;
  items: { name: string; price: number }[];
  total: number;
}

export function testReceipt(n: number): TestReceipt {
  const items = [
    { name: 'Coffee', price: 3.5 + (n % 7) },
    { name: 'Bagel', price: 2.25 + (n % 5) },
  ];
  const total = Math.round(items.reduce((s, i) => s + i.price, 0) * 100) / 100;
  const day = String(1 + (n % 28)).padStart(2, '0');
  return { store: `Blue Fern Cafe ${n}`, date: `2025-03-${day}`, items, total };
}

/**
 * A one-page digital PDF of the receipt; `unsigned` leaves out the store and the date, as an order
 * PDF that relies on the mail it comes with.
 */
export function receiptPdf(r: TestReceipt, options: { unsigned?: boolean } = {}): Buffer {
  const texts = [
    ...(options.unsigned
      ? [{ text: 'Receipt', x: 20, y: 20, size: 14 }]
      : [
          { text: r.store, x: 20, y: 20, size: 14 },
          { text: `Date: ${r.date}`, x: 20, y: 45 },
        ]),
    ...r.items.flatMap((item, i) => [
      { text: `1 x ${item.name}`, x: 20, y: 80 + i * 16 },
      { text: item.price.toFixed(2), x: 240, y: 80 + i * 16 },
    ]),
    { text: 'TOTAL', x: 20, y: 130, size: 12 },
    { text: r.total.toFixed(2), x: 240, y: 130, size: 12 },
    { text: 'VISA **** 4242', x: 20, y: 150, size: 10 },
  ];
  return Buffer.from(makePdf([{ texts }]));
}

/** The receipt as a shop's HTML e-mail body. */
export function receiptHtml(r: TestReceipt): string {
  const rows = r.items
    .map((i) => `<tr><td>${i.name}</td><td>1</td><td>$${i.price.toFixed(2)}</td></tr>`)
    .join('');
  return `<html><body><h1>${r.store}</h1><p>Order #A-10042 placed on ${r.date}</p>
<table>${rows}<tr><td><b>Total</b></td><td></td><td><b>$${r.total.toFixed(2)}</b></td></tr></table>
<p>Paid with Visa ending in 4242</p></body></html>`;
}

/** A 1x1 transparent GIF, the classic tracking pixel. */
export const TRACKING_PIXEL = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

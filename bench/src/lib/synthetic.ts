import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { makePdf } from '../../../packages/extract/test/support/minimal-pdf';

/** A small deterministic generator so benchmark inputs are the same on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const STORES = ['Corner Market', 'Blue Fern Cafe', 'Northside Hardware', 'Lakeview Pharmacy', 'Metro Books'];
const ITEMS = ['Coffee', 'Bagel', 'Notebook', 'Batteries AA', 'Bandages', 'Orange juice', 'Pens', 'Sandwich'];

export interface SyntheticReceipt {
  store: string;
  date: string;
  items: { name: string; quantity: number; price: number }[];
  tax: number;
  total: number;
}

export function syntheticReceipt(seed: number): SyntheticReceipt {
  const r = rng(seed);
  const items = Array.from({ length: 2 + Math.floor(r() * 5) }, () => {
    const quantity = 1 + Math.floor(r() * 3);
    return {
      name: ITEMS[Math.floor(r() * ITEMS.length)]!,
      quantity,
      price: Math.round(r() * 2000 + 99) / 100,
    };
  });
  const subtotal = items.reduce((s, i) => s + i.price, 0);
  const tax = Math.round(subtotal * 8) / 100;
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  return {
    store: STORES[Math.floor(r() * STORES.length)]!,
    date: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    items,
    tax,
    total: Math.round((subtotal + tax) * 100) / 100,
  };
}

/** A one-page digital PDF receipt with a text layer. */
export function syntheticPdf(receipt: SyntheticReceipt): Uint8Array {
  const texts = [
    { text: receipt.store, x: 20, y: 20, size: 14 },
    { text: `Date: ${receipt.date}`, x: 20, y: 45 },
    { text: 'Receipt #10042', x: 180, y: 45 },
    ...receipt.items.flatMap((item, i) => [
      { text: `${item.quantity} x ${item.name}`, x: 20, y: 80 + i * 16 },
      { text: item.price.toFixed(2), x: 240, y: 80 + i * 16 },
    ]),
  ];
  const y = 90 + receipt.items.length * 16;
  texts.push(
    { text: 'Tax', x: 20, y, size: 10 },
    { text: receipt.tax.toFixed(2), x: 240, y, size: 10 },
    { text: 'TOTAL', x: 20, y: y + 18, size: 12 },
    { text: receipt.total.toFixed(2), x: 240, y: y + 18, size: 12 },
    { text: 'VISA **** 4242', x: 20, y: y + 40, size: 10 },
  );
  return makePdf([{ texts }]);
}

/** An HTML receipt e-mail without attachments, as raw RFC 5322 bytes. */
export async function syntheticEmail(
  receipt: SyntheticReceipt,
  attachments: { filename: string; content: Uint8Array }[] = [],
): Promise<Uint8Array> {
  const rows = receipt.items
    .map((i) => `<tr><td>${i.name}</td><td>${i.quantity}</td><td>$${i.price.toFixed(2)}</td></tr>`)
    .join('');
  const html = `<html><body><h1>${receipt.store}</h1><p>Order #A-10042 placed on ${receipt.date}</p>
<table>${rows}<tr><td>Tax</td><td></td><td>$${receipt.tax.toFixed(2)}</td></tr>
<tr><td><b>Total</b></td><td></td><td><b>$${receipt.total.toFixed(2)}</b></td></tr></table>
<p>Paid with Visa ending in 4242</p></body></html>`;
  const mail = new MailComposer({
    from: `${receipt.store} <receipts@example.com>`,
    to: 'me@example.org',
    subject: `Your ${receipt.store} receipt`,
    date: new Date(`${receipt.date}T12:00:00Z`),
    html,
    text: html.replace(/<[^>]+>/g, ' '),
    attachments: attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content) })),
  });
  const message: Buffer = await new Promise((resolve, reject) =>
    mail.compile().build((error, data) => (error ? reject(error) : resolve(data))),
  );
  return new Uint8Array(message);
}

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt, readEmailHints } from '../src/index';
import { makePdf } from './support/minimal-pdf';

afterAll(closeExtractor);

/** A PDF that names neither its seller nor its date: the mail it came with has to. */
const bareInvoice = makePdf(
  [
    {
      texts: [
        { text: 'Receipt', x: 40, y: 40, size: 20 },
        { text: 'Order 58213', x: 40, y: 80 },
        { text: 'Rear light', x: 40, y: 120 },
        { text: '24.00', x: 450, y: 120 },
        { text: 'Bell', x: 40, y: 136 },
        { text: '21.00', x: 450, y: 136 },
        { text: 'Total', x: 40, y: 170 },
        { text: '45.00', x: 450, y: 170 },
      ],
    },
  ],
  { width: 595, height: 842 },
);

function messageWith(pdf: Uint8Array): Uint8Array {
  const base64 = Buffer.from(pdf).toString('base64').replace(/.{76}/g, '$&\r\n');
  return Buffer.from(
    [
      'From: Tern Bicycles <receipts@ternbikes.example>',
      'To: me@example.com',
      'Subject: Your receipt',
      'Date: Tue, 14 Oct 2025 18:05:00 -0700',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thanks for your order. Your receipt is attached.',
      '--b1',
      'Content-Type: application/pdf; name="receipt.pdf"',
      'Content-Disposition: attachment; filename="receipt.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      base64,
      '--b1--',
      '',
    ].join('\r\n'),
  );
}

describe('an attachment read on its own, with the hints of the mail it came with', () => {
  it('takes the merchant from the sender and the date from when the mail was sent', async () => {
    const hints = await readEmailHints(messageWith(bareInvoice));
    expect(hints).toMatchObject({ emailFrom: 'receipts@ternbikes.example', emailFromName: 'Tern Bicycles' });

    const withHints = await extractReceipt(bareInvoice, { hints });
    expect(withHints.company).toBe('Tern Bicycles');
    expect(withHints.date).toBe('2025-10-14');
    expect(withHints.total_price).toBe(45);

    const alone = await extractReceipt(bareInvoice);
    expect(alone.company).not.toBe('Tern Bicycles');
    expect(alone.date).toBeNull();
  });
});

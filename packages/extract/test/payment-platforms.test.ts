import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { firstReceipt, message } from './support/mail-message';
import { makePdf } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * Purchases that involve a payment platform or a reseller: when the platform only processes the
 * payment (PayPal, Stripe, Square, SumUp, Zettle, Shopify, Paddle, FastSpring) the shop or vendor
 * is the merchant; a reseller that is the only seller named is the merchant. Made-up shops,
 * amounts and numbers; the platforms are the family.
 */
const html = (rows: Array<[string, string?]>) =>
  `<html><body><table>${rows.map(([a, b]) => `<tr><td>${a}</td>${b === undefined ? '' : `<td>${b}</td>`}</tr>`).join('')}</table></body></html>`;

describe('a PayPal payment receipt mail: the payee is the merchant', () => {
  it('English: "You sent a payment of €12.00 EUR to …", "Merchant", "Transaction ID"', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'service@paypal.de',
          Subject: 'Receipt for your payment to Gartenwerk Kiel',
          Date: 'Mon, 10 Mar 2025 14:22:05 +0100',
        },
        html([
          ['Hello Sam Meyer,'],
          ['You sent a payment of €12.00 EUR to Gartenwerk Kiel'],
          ['It may take a few moments for this transaction to appear in your account.'],
          ['Merchant'],
          ['Gartenwerk Kiel'],
          ['info@gartenwerk-kiel.example'],
          ['Transaction ID'],
          ['4TX58213KJ992310W'],
          ['Transaction date'],
          ['10 March 2025 14:22:05 CET'],
          ['Rosenschere', '€12.00 EUR'],
          ['Subtotal', '€12.00 EUR'],
          ['Total', '€12.00 EUR'],
          ['Payment', '€12.00 EUR'],
          ['Funding source: Visa x-4242'],
        ]),
      ),
    );
    expect(r).toMatchObject({
      company: 'Gartenwerk Kiel',
      date: '2025-03-10',
      total_price: 12,
      currency: 'EUR',
    });
  });
  it('German: "Sie haben eine Zahlung über 12,00 € EUR an … gesendet", "Händler"', async () => {
    const r = await firstReceipt(
      message(
        {
          From: '"service@paypal.de" <service@paypal.de>',
          Subject: 'Ihre Zahlung an Gartenwerk Kiel',
          Date: 'Mon, 10 Mar 2025 14:22:05 +0100',
        },
        html([
          ['Hallo Sam Meyer,'],
          ['Sie haben eine Zahlung über 12,00 € EUR an Gartenwerk Kiel gesendet.'],
          ['Händler'],
          ['Gartenwerk Kiel'],
          ['Transaktionscode'],
          ['4TX58213KJ992310W'],
          ['Transaktionsdatum'],
          ['10. März 2025 14:22:05 MEZ'],
          ['Rosenschere', '12,00 € EUR'],
          ['Gesamt', '12,00 € EUR'],
          ['Zahlung', '12,00 € EUR'],
        ]),
      ),
    );
    expect(r).toMatchObject({
      company: 'Gartenwerk Kiel',
      date: '2025-03-10',
      total_price: 12,
      currency: 'EUR',
    });
  });
});

describe('a Stripe-hosted receipt: the business the receipt is from', () => {
  it('mail from the processor\'s domain: "Receipt from …", "Receipt #", "Date paid"', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Nordlicht Studio <receipts+acct_1Mx2Yz@stripe.com>',
          Subject: 'Your receipt from Nordlicht Studio #1234-5678',
          Date: 'Wed, 12 Feb 2025 09:15:00 +0000',
        },
        html([
          ['Receipt from Nordlicht Studio'],
          ['Receipt #1234-5678'],
          ['AMOUNT PAID', '€89.00'],
          ['DATE PAID', 'Feb 12, 2025'],
          ['PAYMENT METHOD', 'Visa - 4242'],
          ['Summary'],
          ['Portrait session × 1', '€89.00'],
          ['Amount paid', '€89.00'],
          ['If you have any questions, contact us at hello@nordlicht-studio.example.'],
          [
            "You're receiving this email because you made a purchase at Nordlicht Studio, which partners with Stripe to provide invoicing and payment processing.",
          ],
        ]),
      ),
    );
    expect(r).toMatchObject({
      company: 'Nordlicht Studio',
      date: '2025-02-12',
      total_price: 89,
      currency: 'EUR',
    });
  });
  it('receipt PDF: "Date paid", "Payment method", the business block under the numbers', async () => {
    const EUR = '\x80';
    const lines: Array<[string, number, number, number?]> = [
      ['Receipt', 40, 50, 22],
      ['Invoice number  A1B2C3D4-0002', 40, 90],
      ['Receipt number  1234-5678', 40, 104],
      ['Date paid  February 12, 2025', 40, 118],
      ['Payment method  Visa - 4242', 40, 132],
      ['Nordlicht Studio', 40, 170],
      ['Fleethof 9', 40, 184],
      ['20459 Hamburg', 40, 198],
      ['hello@nordlicht-studio.example', 40, 212],
      ['Bill to', 320, 170],
      ['Sam Meyer', 320, 184],
      ['sam@example.com', 320, 198],
      [`${EUR}89.00 paid on February 12, 2025`, 40, 250, 14],
      ['Description', 40, 290],
      ['Qty', 300, 290],
      ['Amount', 480, 290],
      ['Portrait session', 40, 310],
      ['1', 300, 310],
      [`${EUR}89.00`, 480, 310],
      ['Total', 380, 354],
      [`${EUR}89.00`, 480, 354],
      ['Amount paid', 380, 368],
      [`${EUR}89.00`, 480, 368],
    ];
    const r = await extractReceipt(
      makePdf([{ texts: lines.map(([text, x, y, size]) => ({ text, x, y, ...(size ? { size } : {}) })) }], {
        width: 595,
        height: 842,
      }),
    );
    expect(r).toMatchObject({
      company: 'Nordlicht Studio',
      date: '2025-02-12',
      total_price: 89,
      currency: 'EUR',
    });
  });
});

describe('a card-terminal receipt mail from a small café (Square, SumUp, Zettle): the café', () => {
  const cases: Array<[string, Record<string, string>, Array<[string, string?]>, object]> = [
    [
      'Square: "Café … via Square" from the processor\'s messaging domain',
      {
        From: 'Café Feldlerche via Square <receipts@messaging.squareup.com>',
        Subject: 'Receipt from Café Feldlerche',
        Date: 'Sat, 15 Mar 2025 08:47:00 +0000',
      },
      [
        ['Café Feldlerche'],
        ['£7.30'],
        ['Flat White', '£3.40'],
        ['Almond Croissant', '£3.90'],
        ['Total', '£7.30'],
        ['Visa 4242 (Contactless)', '£7.30'],
        ['Mar 15 2025 at 8:47 AM'],
        ['© 2025 Block, Inc. 1955 Broadway, Oakland, CA 94612'],
      ],
      { company: 'Café Feldlerche', date: '2025-03-15', total_price: 7.3, currency: 'GBP' },
    ],
    [
      'SumUp: sent as SumUp, the café heads the receipt',
      {
        From: 'SumUp <no-reply@sumup.com>',
        Subject: 'Ihr Beleg von Kaffeebar Möwe',
        Date: 'Sat, 15 Mar 2025 08:47:00 +0100',
      },
      [
        ['Kaffeebar Möwe'],
        ['Strandweg 3, 18119 Rostock'],
        ['Beleg Nr. 34'],
        ['15.03.2025 08:47'],
        ['2 x Cappuccino', '7,20 €'],
        ['Franzbrötchen', '2,80 €'],
        ['Gesamt', '10,00 €'],
        ['davon MwSt. 19%', '1,60 €'],
        ['Kartenzahlung', '10,00 €'],
        ['Powered by SumUp'],
      ],
      { company: 'Kaffeebar Möwe', date: '2025-03-15', total_price: 10, currency: 'EUR' },
    ],
    [
      'Zettle: sent as Zettle, "Kvitto från …"',
      {
        From: 'Zettle <no-reply@zettle.com>',
        Subject: 'Kvitto från Kafé Tranan',
        Date: 'Sat, 15 Mar 2025 08:47:00 +0100',
      },
      [
        ['Kafé Tranan'],
        ['Kvitto #812'],
        ['2025-03-15 08:47'],
        ['Kaffe', '35,00 kr'],
        ['Kanelbulle', '40,00 kr'],
        ['Totalt', '75,00 kr'],
        ['Moms 12%', '8,04 kr'],
        ['Kort', '75,00 kr'],
        ['Zettle by PayPal'],
      ],
      { company: 'Kafé Tranan', date: '2025-03-15', total_price: 75, currency: 'SEK' },
    ],
  ];
  for (const [name, headers, rows, expected] of cases)
    it(name, async () => {
      expect(await firstReceipt(message(headers, html(rows)))).toMatchObject(expected);
    });
});

describe("a Shopify order confirmation sent under the shop's own name: the shop", () => {
  it("German, sent from the platform's mail domain", async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Hafenkrone Tee <store+61234567@t.shopifyemail.com>',
          Subject: 'Bestellung #1042 bestätigt',
          Date: 'Thu, 06 Mar 2025 19:03:00 +0100',
        },
        html([
          ['Hafenkrone Tee'],
          ['Bestellung #1042'],
          ['Danke für deinen Einkauf!'],
          ['Earl Grey 100 g × 2', '17,80 €'],
          ['Zwischensumme', '17,80 €'],
          ['Versand', '4,90 €'],
          ['Gesamt', '22,70 € EUR'],
          ['Lieferadresse'],
          ['Sam Meyer'],
          ['Lindenstr. 4'],
          ['24103 Kiel'],
          ['Zahlung'],
          ['Visa endet mit 4242 — 22,70 €'],
        ]),
      ),
    );
    expect(r).toMatchObject({
      company: 'Hafenkrone Tee',
      date: '2025-03-06',
      total_price: 22.7,
      currency: 'EUR',
    });
  });
  it('English, total with its currency code after', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Juniper Wool Co <store+7788@t.shopifyemail.com>',
          Subject: 'Order #1009 confirmed',
          Date: 'Thu, 06 Mar 2025 19:03:00 -0500',
        },
        html([
          ['Juniper Wool Co'],
          ['ORDER #1009'],
          ['Thank you for your purchase!'],
          ['Merino skein × 3', '$54.00'],
          ['Subtotal', '$54.00'],
          ['Shipping', '$6.50'],
          ['Taxes', '$3.78'],
          ['Total', '$64.28 USD'],
          ['Payment'],
          ['Ending with 4242 — $64.28'],
        ]),
      ),
    );
    expect(r).toMatchObject({
      company: 'Juniper Wool Co',
      date: '2025-03-06',
      total_price: 64.28,
      currency: 'USD',
    });
  });
});

describe('a reseller invoice PDF (Paddle, FastSpring, Lemon Squeezy): the vendor it names, else the reseller', () => {
  const EUR = '\x80';
  const pdf = (lines: Array<[string, number, number, number?]>) =>
    extractReceipt(
      makePdf([{ texts: lines.map(([text, x, y, size]) => ({ text, x, y, ...(size ? { size } : {}) })) }], {
        width: 595,
        height: 842,
      }),
    );
  const paddle = (vendorLine: Array<[string, number, number, number?]>, product = 'Tonband Pro (yearly)') =>
    pdf([
      ['Invoice', 40, 50, 22],
      ['Invoice number: 128834-10021', 40, 90],
      ['Invoice date: 7 Mar 2025', 40, 104],
      ['Invoice from', 40, 126],
      ['Paddle.com Market Ltd', 40, 140],
      ['Judd House, 18-29 Mora Street', 40, 154],
      ['London EC1V 8BT', 40, 168],
      ['VAT Number: GB123456789', 40, 182],
      ['Invoice to', 320, 126],
      ['Sam Meyer', 320, 140],
      ['Lindenstr. 4, 24103 Kiel', 320, 154],
      ...vendorLine,
      ['Product', 40, 260],
      ['Amount', 480, 260],
      [product, 40, 280],
      [`${EUR}24.37`, 480, 280],
      ['VAT (19%)', 360, 334],
      [`${EUR}4.63`, 480, 334],
      ['Total', 360, 348],
      [`${EUR}29.00`, 480, 348],
    ]);
  const vendorLines: Array<[string, Array<[string, number, number, number?]>]> = [
    [
      '"Merchant of Record … on behalf of …"',
      [
        [
          'Paddle.com Market Ltd is the Merchant of Record for this order on behalf of Kranich Audio.',
          40,
          220,
          8,
        ],
      ],
    ],
    [
      '"authorised reseller and Merchant of Record for …"',
      [['Paddle.com is the authorised reseller and Merchant of Record for Kranich Audio.', 40, 220, 8]],
    ],
    ['"… via Paddle.com" set large', [['Kranich Audio via Paddle.com', 40, 220, 14]]],
    ['a "Vendor:" line', [['Vendor: Kranich Audio', 40, 220]]],
  ];
  for (const [name, lines] of vendorLines)
    it(`Paddle-style, the vendor named by ${name}`, async () => {
      expect(await paddle(lines)).toMatchObject({
        company: 'Kranich Audio',
        date: '2025-03-07',
        total_price: 29,
        currency: 'EUR',
      });
    });
  for (const head of [
    'Your order with Kranich Audio',
    'Ihre Bestellung bei Kranich Audio',
    'Votre commande chez Kranich Audio',
  ])
    it(`Paddle-style, the vendor named by the order's heading "${head}"`, async () => {
      expect((await paddle([[head, 40, 220, 14]])).company).toBe('Kranich Audio');
    });
  it('Paddle-style, the vendor only in a product name: the reseller, never its street', async () => {
    const r = await paddle([], 'Kranich Audio - Tonband Pro (yearly)');
    expect(r.company).toMatch(/^Paddle/);
    expect(r.total_price).toBe(29);
  });
  const fastSpring = (line: string) =>
    pdf([
      ['FastSpring', 40, 40, 16],
      ['801 Garden St., Santa Barbara, CA 93101', 40, 60],
      ['INVOICE', 400, 40, 18],
      ['Order reference: KRA250307-4411-22150', 40, 100],
      ['Date: March 7, 2025', 40, 114],
      [line, 40, 140, 8],
      ['Bill to', 40, 170],
      ['Sam Meyer', 40, 184],
      ['Item', 40, 240],
      ['Amount', 480, 240],
      ['Tonband Pro', 40, 260],
      ['$49.00', 480, 260],
      ['Total', 360, 300],
      ['$49.00 USD', 480, 300],
    ]);
  for (const line of [
    'FastSpring is the authorized reseller for Kranich Audio.',
    'Your order is processed by FastSpring on behalf of Kranich Audio.',
    'Lemon Squeezy is the merchant of record for Kranich Audio.',
  ])
    it(`FastSpring-style letterhead, "${line}"`, async () => {
      expect(await fastSpring(line)).toMatchObject({
        company: 'Kranich Audio',
        date: '2025-03-07',
        total_price: 49,
        currency: 'USD',
      });
    });
  it('FastSpring-style letterhead naming no vendor: the reseller', async () => {
    expect((await fastSpring('FastSpring is the authorized reseller of this product.')).company).toBe(
      'FastSpring',
    );
  });
});

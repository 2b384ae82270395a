import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { firstReceipt, message } from './support/mail-message';
import { makePdf } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * A gift card, voucher, store credit, points or a coupon taken off after an order's total, then
 * the amount paid: the amount paid is the total, in mails and invoice PDFs of the six languages,
 * as "Charged to card" already was. Made-up shops and amounts.
 */
const html = (rows: Array<[string, string?]>) =>
  `<html><body><table>${rows.map(([a, b]) => `<tr><td>${a}</td>${b === undefined ? '' : `<td>${b}</td>`}</tr>`).join('')}</table></body></html>`;

const mail = (rows: Array<[string, string?]>) =>
  firstReceipt(
    message(
      {
        From: 'Kiosk Nordhafen <orders@kiosk-nordhafen.example>',
        Subject: 'Order 4471',
        Date: 'Tue, 04 Feb 2025 10:00:00 +0100',
      },
      html(rows),
    ),
  );

type Case = [string, Array<[string, string?]>, number];

const groups: Array<[string, Case[]]> = [
  [
    'German',
    [
      [
        'Gutschein, then "Zahlbetrag"',
        [
          ['Teekanne', '45,10 €'],
          ['Gesamtsumme', '45,10 €'],
          ['Gutschein', '-20,00 €'],
          ['Zahlbetrag', '25,10 €'],
        ],
        25.1,
      ],
      [
        'Geschenkkarte, then "Bezahlt mit PayPal"',
        [
          ['Teekanne', '45,10 €'],
          ['Summe', '45,10 €'],
          ['Geschenkkarte', '-20,00 €'],
          ['Bezahlt mit PayPal', '25,10 €'],
        ],
        25.1,
      ],
      [
        'Guthaben, then "Zu zahlen"',
        [
          ['Teekanne', '45,10 €'],
          ['Gesamtbetrag', '45,10 €'],
          ['Guthaben', '-20,00 €'],
          ['Zu zahlen', '25,10 €'],
        ],
        25.1,
      ],
    ],
  ],
  [
    'Dutch',
    [
      [
        'cadeaukaart, then "Te betalen"',
        [
          ['Theepot', '€ 45,10'],
          ['Totaal', '€ 45,10'],
          ['Cadeaukaart', '-€ 20,00'],
          ['Te betalen', '€ 25,10'],
        ],
        25.1,
      ],
      [
        'kortingscode, then "Betaald met iDEAL"',
        [
          ['Theepot', '€ 45,10'],
          ['Totaal', '€ 45,10'],
          ['Kortingscode', '-€ 20,00'],
          ['Betaald met iDEAL', '€ 25,10'],
        ],
        25.1,
      ],
    ],
  ],
  [
    'French',
    [
      [
        'carte cadeau, then "Montant payé"',
        [
          ['Théière', '45,10 €'],
          ['Total TTC', '45,10 €'],
          ['Carte cadeau', '-20,00 €'],
          ['Montant payé', '25,10 €'],
        ],
        25.1,
      ],
      [
        'bon d\'achat, then "Reste à payer"',
        [
          ['Théière', '45,10 €'],
          ['Total', '45,10 €'],
          ["Bon d'achat", '-20,00 €'],
          ['Reste à payer', '25,10 €'],
        ],
        25.1,
      ],
    ],
  ],
  [
    'Spanish',
    [
      [
        'tarjeta regalo, then "Importe pagado"',
        [
          ['Tetera', '45,10 €'],
          ['Total', '45,10 €'],
          ['Tarjeta regalo', '-20,00 €'],
          ['Importe pagado', '25,10 €'],
        ],
        25.1,
      ],
      [
        'cupón, then "Total pagado"',
        [
          ['Tetera', '45,10 €'],
          ['Total', '45,10 €'],
          ['Cupón', '-20,00 €'],
          ['Total pagado', '25,10 €'],
        ],
        25.1,
      ],
    ],
  ],
  [
    'Swedish',
    [
      [
        'presentkort, then "Att betala"',
        [
          ['Tekanna', '451,00 kr'],
          ['Totalt', '451,00 kr'],
          ['Presentkort', '-200,00 kr'],
          ['Att betala', '251,00 kr'],
        ],
        251,
      ],
      [
        'bonuspoäng, then "Betalt med kort"',
        [
          ['Tekanna', '451,00 kr'],
          ['Summa', '451,00 kr'],
          ['Bonuspoäng', '-200,00 kr'],
          ['Betalt med kort', '251,00 kr'],
        ],
        251,
      ],
    ],
  ],
  [
    'English',
    [
      [
        'store credit, then "Amount paid"',
        [
          ['Teapot', '$45.10'],
          ['Total', '$45.10'],
          ['Store credit', '-$20.00'],
          ['Amount paid', '$25.10'],
        ],
        25.1,
      ],
      [
        'reward points, then "Paid"',
        [
          ['Teapot', '$45.10'],
          ['Total', '$45.10'],
          ['Reward points', '-$20.00'],
          ['Paid', '$25.10'],
        ],
        25.1,
      ],
      [
        'gift card and coupon, then "Charged to Visa"',
        [
          ['Teapot', '$45.10'],
          ['Order total', '$45.10'],
          ['Coupon', '-$5.00'],
          ['Gift card', '-$15.00'],
          ['Charged to Visa ending 4242', '$25.10'],
        ],
        25.1,
      ],
    ],
  ],
];

for (const [language, cases] of groups)
  describe(`${language} order mail: a credit taken off after the total, then the amount paid`, () => {
    for (const [name, rows, total] of cases)
      it(name, async () => {
        expect((await mail(rows)).total_price).toBe(total);
      });
  });

describe('what is not a credit taken off keeps the total', () => {
  const cases: Case[] = [
    [
      'a deposit paid, the balance due on arrival',
      [
        ['Total price', '€ 299.00'],
        ['Deposit paid', '-€ 59.80'],
        ['Balance due on arrival', '€ 239.20'],
      ],
      299,
    ],
    [
      'eine Anzahlung, der Rest bei Anreise',
      [
        ['Gesamtpreis', '299,00 €'],
        ['Anzahlung', '-59,80 €'],
        ['Restbetrag bei Anreise', '239,20 €'],
      ],
      299,
    ],
    [
      'paid in full, no credit',
      [
        ['Teapot', '$45.10'],
        ['Total', '$45.10'],
        ['Amount paid', '$45.10'],
      ],
      45.1,
    ],
    [
      'a credit that does not make up the difference',
      [
        ['Teapot', '$45.10'],
        ['Total', '$45.10'],
        ['Gift card', '-$10.00'],
        ['Paid', '$25.10'],
      ],
      45.1,
    ],
  ];
  for (const [name, rows, total] of cases)
    it(name, async () => {
      expect((await mail(rows)).total_price).toBe(total);
    });
});

describe('an invoice PDF with a voucher taken off after the total, then the amount paid', () => {
  const EUR = '\x80';
  const invoice = (lines: Array<[string, string]>) =>
    extractReceipt(
      makePdf(
        [
          {
            texts: [
              { text: 'Papeterie Kranich GmbH', x: 40, y: 40, size: 16 },
              { text: 'Hafenstr. 12, 24103 Kiel', x: 40, y: 60 },
              { text: 'Rechnung Nr. 2025-118', x: 40, y: 110, size: 14 },
              { text: 'Rechnungsdatum: 04.03.2025', x: 360, y: 110 },
              { text: '1 x Notizbuch A5', x: 40, y: 170 },
              { text: `45,10 ${EUR}`, x: 480, y: 170 },
              ...lines.flatMap(([label, amount], k) => [
                { text: label, x: 300, y: 220 + 18 * k },
                { text: amount, x: 480, y: 220 + 18 * k },
              ]),
            ],
          },
        ],
        { width: 595, height: 842 },
      ),
    );
  it('Gesamtbetrag, Gutschein, Zahlbetrag', async () => {
    const r = await invoice([
      ['Gesamtbetrag', `45,10 ${EUR}`],
      ['Gutschein KIEL20', `-20,00 ${EUR}`],
      ['Zahlbetrag', `25,10 ${EUR}`],
    ]);
    expect(r).toMatchObject({ total_price: 25.1, currency: 'EUR', date: '2025-03-04' });
  });
  it('Total TTC, avoir, montant payé', async () => {
    const r = await invoice([
      ['Total TTC', `45,10 ${EUR}`],
      ['Avoir', `-20,00 ${EUR}`],
      ['Montant pay\xe9', `25,10 ${EUR}`],
    ]);
    expect(r.total_price).toBe(25.1);
  });
  it('Total, store credit, amount paid', async () => {
    const r = await invoice([
      ['Total', `45,10 ${EUR}`],
      ['Store credit', `-20,00 ${EUR}`],
      ['Amount paid', `25,10 ${EUR}`],
    ]);
    expect(r.total_price).toBe(25.1);
  });
});

describe('a plain-text order mail: the credit and the amount paid as "label: amount" lines', () => {
  const plain = (lines: string[]) =>
    firstReceipt(
      message(
        {
          From: 'Kiosk Nordhafen <orders@kiosk-nordhafen.example>',
          Subject: 'Order 4471',
          Date: 'Tue, 04 Feb 2025 10:00:00 +0100',
        },
        lines.join('\n'),
      ),
    );
  const cases: Array<[string, string[], number]> = [
    [
      'German',
      ['Teekanne  45,10 EUR', 'Gesamtsumme:  45,10 EUR', 'Gutschein:  -20,00 EUR', 'Zahlbetrag:  25,10 EUR'],
      25.1,
    ],
    ['Dutch', ['Theepot  € 45,10', 'Totaal:  € 45,10', 'Cadeaubon:  -€ 20,00', 'Betaald:  € 25,10'], 25.1],
    [
      'Swedish',
      ['Tekanna  451,00 kr', 'Totalt:  451,00 kr', 'Presentkort:  -200,00 kr', 'Betalt:  251,00 kr'],
      251,
    ],
    [
      'English',
      ['Teapot  $45.10', 'Order total:  $45.10', 'Points redeemed:  -$20.00', 'Amount paid:  $25.10'],
      25.1,
    ],
    [
      'cash handed over and change given: the total',
      ['Kaffee  4,50 EUR', 'Summe:  4,50 EUR', 'Gegeben:  10,00 EUR', 'Rückgeld:  5,50 EUR'],
      4.5,
    ],
  ];
  for (const [name, lines, total] of cases)
    it(name, async () => {
      expect((await plain(lines)).total_price).toBe(total);
    });
});

describe('Dutch, Spanish and Swedish invoice PDFs: a credit, then the amount paid', () => {
  const EUR = '\x80';
  const invoice = (lines: Array<[string, string]>) =>
    extractReceipt(
      makePdf(
        [
          {
            texts: [
              { text: 'Drukkerij Wadden B.V.', x: 40, y: 40, size: 16 },
              { text: 'Havenweg 3, 8861 AB Harlingen', x: 40, y: 60 },
              { text: 'Factuur 2025-118', x: 40, y: 110, size: 14 },
              { text: 'Factuurdatum: 04-03-2025', x: 360, y: 110 },
              { text: '1 x Notitieboek', x: 40, y: 170 },
              { text: `${EUR} 45,10`, x: 480, y: 170 },
              ...lines.flatMap(([label, amount], k) => [
                { text: label, x: 300, y: 220 + 18 * k },
                { text: amount, x: 480, y: 220 + 18 * k },
              ]),
            ],
          },
        ],
        { width: 595, height: 842 },
      ),
    );
  const cases: Array<[string, Array<[string, string]>, number]> = [
    [
      'Totaal, cadeaukaart, te betalen',
      [
        ['Totaal', `${EUR} 45,10`],
        ['Cadeaukaart', `-${EUR} 20,00`],
        ['Te betalen', `${EUR} 25,10`],
      ],
      25.1,
    ],
    [
      'Total, tarjeta regalo, importe pagado',
      [
        ['Total', `45,10 ${EUR}`],
        ['Tarjeta regalo', `-20,00 ${EUR}`],
        ['Importe pagado', `25,10 ${EUR}`],
      ],
      25.1,
    ],
    [
      'Summa, tillgodokvitto, betalt',
      [
        ['Summa', '451,00 kr'],
        ['Tillgodokvitto', '-200,00 kr'],
        ['Betalt', '251,00 kr'],
      ],
      251,
    ],
    [
      'a deposit received, the rest due on arrival: the total',
      [
        ['Gesamtbetrag', `299,00 ${EUR}`],
        ['Anzahlung erhalten', `-59,80 ${EUR}`],
        ['Restbetrag bei Anreise', `239,20 ${EUR}`],
      ],
      299,
    ],
  ];
  for (const [name, lines, total] of cases)
    it(name, async () => {
      expect((await invoice(lines)).total_price).toBe(total);
    });
});

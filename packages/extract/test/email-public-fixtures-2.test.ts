import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import {
  describePublicMailFixtures,
  firstReceipt,
  message,
  type PublicMailCase,
} from './support/mail-message';

afterAll(closeExtractor);

/**
 * A second round of receipt mails in the shapes real senders use, trimmed and anonymized from
 * public repositories (names, addresses, shop names, codes and card numbers replaced; layout,
 * labels and the sender's wording kept). Each row: fixture, what a person reads, and its source.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'amazon-it-order.eml',
    company: 'Amazon.it',
    date: '2015-03-16',
    total: 60.05,
    currency: 'EUR',
    source: 'acidghost/ruby-infex db/seeds.rb (doc1, an Amazon.it order confirmation)',
    family:
      'marketplace order confirmation in Italian: "Totale IVA inclusa", the delivery date is not the order date',
  },
  {
    file: 'wolt-fwd-warsaw.eml',
    company: 'Wolt',
    date: '2022-09-07',
    total: 103.49,
    currency: 'PLN',
    source: 'wallchuck/confirmail src/services/transaction/parsers/woltParser.test.ts',
    family:
      'forwarded food-delivery confirmation: the platform, "Total in PLN (incl. VAT)" above a VAT table',
  },
  {
    file: 'uber-eats-fwd-pln.eml',
    company: 'Uber Eats',
    date: '2022-10-09',
    total: 69.02,
    currency: 'PLN',
    source: 'wallchuck/confirmail src/services/transaction/parsers/uberEatsParser.test.ts',
    family: 'forwarded food-delivery receipt whose sender is the ride brand; the hold note repeats the total',
  },
  {
    file: 'uber-ride-fwd-pln.eml',
    company: 'Uber',
    date: '2022-07-10',
    total: 44.59,
    currency: 'PLN',
    source: 'wallchuck/confirmail src/services/transaction/parsers/uberParser.test.ts',
    family: 'forwarded ride receipt: "Total PLN" before the trip fare and a smaller temporary hold',
  },
  {
    file: 'bluemedia-autopay-fwd.eml',
    company: 'UPC Polska',
    date: '2022-10-12',
    total: 60.99,
    currency: 'PLN',
    source: 'wallchuck/confirmail src/services/transaction/parsers/upcParser.test.ts',
    family:
      'payment processor confirmation: the payee under "Odbiorca płatności:", the total under "Łączna kwota:"',
  },
  {
    file: 'bolt-food-fwd-zl.eml',
    company: 'Bolt Food',
    date: '2022-03-02',
    total: 48.24,
    currency: 'PLN',
    source: 'wallchuck/confirmail src/services/transaction/parsers/boltFoodParser.test.ts',
    family:
      'forwarded food delivery priced in "ZŁ" after the amount; the restaurant after "From" is not the merchant',
  },
  {
    file: 'grocery-ereceipt-usd.eml',
    company: 'New Seasons Market',
    date: '2017-03-31',
    total: 21.66,
    currency: 'USD',
    source: 'ariesshrimp/email-receipt-parser source/example-email.js (headers added)',
    family: 'supermarket e-receipt: "PAID" banner on top, the transaction date in the store footer',
  },
];

describePublicMailFixtures(
  'receipt mails in the shapes of public fixtures (round 2)',
  'public-mail-2',
  CASES,
);

/** The families the second round showed, in made-up shops' words and layouts. */
describe('families from public receipt mails, round 2, in made-up shapes', () => {
  it('a payee label that runs on to its colon gives the name after the colon or on the next line', async () => {
    const cases = [
      {
        from: 'PayU <powiadomienia@payu.pl>',
        subject: 'Potwierdzenie płatności',
        body: ['Odbiorca płatności:', 'Sklep Rowerowy Szprycha Sp. z o.o.', '', 'Kwota:', '120.00 PLN'],
        company: 'Sklep Rowerowy Szprycha',
      },
      {
        from: 'Mollie <receipts@mollie.com>',
        subject: 'Payment confirmation',
        body: ['Merchant name: Bluebird Coffee Roasters', 'Amount paid: €18.50'],
        company: 'Bluebird Coffee Roasters',
      },
      {
        from: 'Stripe <receipts@stripe.com>',
        subject: 'Your receipt',
        body: ['Payee details:', 'Northwind Broadband Ltd', 'Amount charged: $45.00'],
        company: 'Northwind Broadband',
      },
    ];
    for (const c of cases) {
      const r = await firstReceipt(
        message(
          { From: c.from, Subject: c.subject, Date: 'Wed, 12 Oct 2022 10:21:00 +0200' },
          c.body.join('\n'),
        ),
      );
      expect(r.company).toBe(c.company);
    }
  });

  it('a caption ending in a colon names the amount under it, not the one above (two languages)', async () => {
    const en = await firstReceipt(
      message(
        {
          From: 'PayFast Notices <no-reply@payfast.example>',
          Subject: 'Automatic payment completed',
          Date: 'Wed, 12 Oct 2022 10:21:00 +0200',
        },
        [
          'Transaction date: 2022-10-12 10:20:25',
          'Payee:',
          'Northwind Broadband Ltd',
          '*Amount:*',
          '59.99 EUR',
          '',
          'Fee:',
          '1.00 EUR',
          '',
          'Total amount:',
          '60.99 EUR',
          '',
          'Order identifier',
          'ABC000000000',
        ].join('\n'),
      ),
    );
    expect(en.total_price).toBe(60.99);
    expect(en.line_items.find((it) => /FEE/i.test(it.name))?.price).toBe(1);
    const de = await firstReceipt(
      message(
        {
          From: 'Zahlfix <service@zahlfix.example>',
          Subject: 'Zahlung ausgeführt',
          Date: 'Wed, 12 Oct 2022 10:21:00 +0200',
        },
        [
          'Datum: 12.10.2022',
          'Spende:',
          '20,00 EUR',
          '',
          'Gebühr:',
          '0,50 EUR',
          '',
          'Gesamtbetrag:',
          '20,50 EUR',
          '',
          'Referenz',
          'XY-0000',
        ].join('\n'),
      ),
    );
    expect(de.total_price).toBe(20.5);
    expect(de.line_items.find((it) => /GEB/i.test(it.name))?.price).toBe(0.5);
  });

  it('Polish "Ł" folds to L, so "Łączna kwota:" is a total label', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kasa Miejska <kasa@kasa-miejska.example>',
          Subject: 'Potwierdzenie',
          Date: 'Wed, 12 Oct 2022 10:21:00 +0200',
        },
        [
          'Data transakcji: 2022-10-12',
          'Opłata za parking',
          '40.00 PLN',
          'Prowizja:',
          '2.00 PLN',
          'Łączna kwota:',
          '42.00 PLN',
          'Numer: 0000',
          'Wpłata zaliczki 90.00 PLN',
        ].join('\n'),
      ),
    );
    expect(r.total_price).toBe(42);
    expect(r.parsingNotes).toMatch(/Łączna kwota/);
  });

  it('a payment sentence names the payee in each language ("… an X gesendet", "… à X.", "… naar X verzonden")', async () => {
    const cases = [
      [
        'service@paypal.de',
        'Hallo Jan,',
        'Sie haben eine Zahlung über 12,00 € EUR an Kaffeerösterei Bohnenglück gesendet.',
        'Kaffeerösterei Bohnenglück',
      ],
      [
        'service@paypal.fr',
        'Bonjour Marie,',
        'Vous avez envoyé un paiement de 20,00 € EUR à Atelier Lune.',
        'Atelier Lune',
      ],
      [
        'service@paypal.es',
        'Hola Ana,',
        'Has enviado un pago de 15,50 € EUR a Librería El Faro.',
        'Librería El Faro',
      ],
      [
        'service@paypal.nl',
        'Hallo Piet,',
        'Je hebt een betaling van € 9,95 EUR naar Fietsenwinkel De Spaak verzonden.',
        'Fietsenwinkel De Spaak',
      ],
      [
        'service@paypal.se',
        'Hej Sven,',
        'Du har skickat en betalning på 100,00 kr SEK till Cykelverkstan Ekern.',
        'Cykelverkstan Ekern',
      ],
    ] as const;
    for (const [from, greeting, sentence, company] of cases) {
      const r = await firstReceipt(
        message(
          { From: `PayPal <${from}>`, Subject: 'PayPal', Date: 'Tue, 14 Oct 2025 10:00:00 +0200' },
          [greeting, '', sentence, '', 'Transaktion 0000'].join('\n'),
        ),
      );
      expect(r.company).toBe(company);
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { DEFAULT_CATEGORIES } from '../src/parse/categories';
import { REVIEW_THRESHOLD } from '../src/parse/confidence';
import { parseReceipt } from '../src/parse/index';
import { firstReceipt, message } from './support/mail-message';
import { syntheticReceipt } from './support/synthetic';

afterAll(closeExtractor);

/**
 * Counter-examples to the mail, document and photo rules added for the public-fixture families:
 * made-up receipts a real sender could plausibly print where a rule, read too widely, would
 * misfire. Each case names the rule it guards.
 */
describe('rule counter-examples', () => {
  it('US clock: a US company address in the footer of a euro receipt is not the buyer’s clock', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kestrel Code <billing@kestrel-code.example>',
          Subject: 'Your receipt',
          Date: 'Sat, 08 Mar 2025 00:30:00 +0000',
        },
        [
          'Kestrel Code Team plan',
          'Amount paid: €19.00',
          'Billed to: Lena Weber, Berlin, Germany',
          'Kestrel Code, Inc. · 88 Example Street · San Francisco, CA 94107',
        ].join('\n'),
      ),
    );
    expect(r.date).toBe('2025-03-08');
  });

  it('US clock: a German postcode written after "DE" is no Delaware ZIP code', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Lindenhof Versand <shop@lindenhof.example>',
          Subject: 'Ihre Bestellung',
          Date: 'Sat, 08 Mar 2025 02:30:00 +0000',
        },
        [
          'Vielen Dank für Ihre Bestellung!',
          'Gesamt: 24,80 €',
          'Lieferadresse: Hauptstr. 5, DE 10115 Berlin',
        ].join('\n'),
      ),
    );
    expect(r.date).toBe('2025-03-08');
  });

  it('ticket price: a price per person is not the booking’s total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Stadtführung Kiebitz <info@kiebitz-touren.example>',
          Subject: 'Ihre Buchung',
          Date: 'Wed, 29 Jul 2025 14:00:00 +0200',
        },
        [
          'Altstadtführung am 02.08.2025, 10:00',
          'Personen: 3',
          'Preis: 25 € pro Person',
          'Treffpunkt: Rathaus',
        ].join('\n'),
      ),
    );
    expect(r.total_price).not.toBe(25);
  });

  it('Czech totals: "Celkem bez DPH" is the amount before VAT, not the total', async () => {
    for (const order of [
      [
        'Celkem bez DPH           1 000,00 Kč',
        'DPH 21 %                   210,00 Kč',
        'Celkem k úhradě          1 210,00 Kč',
      ],
      [
        'Celkem bez DPH           1 000,00 Kč',
        'DPH 21 %                   210,00 Kč',
        'Celkem s DPH             1 210,00 Kč',
      ],
      // The VAT recap printed under the total.
      [
        'Celkem                   1 210,00 Kč',
        'Rekapitulace DPH',
        'Celkem bez DPH           1 000,00 Kč',
        'DPH 21 %                   210,00 Kč',
      ],
    ]) {
      const r = await firstReceipt(
        message(
          {
            From: 'Dílna Sova <fakturace@dilna-sova.example>',
            Subject: 'Faktura 2025001',
            Date: 'Tue, 02 Sep 2025 12:00:00 +0200',
          },
          ['Faktura 2025001', 'Datum vystavení: 2.9.2025', 'Oprava kola    1    1 000,00 Kč', ...order].join(
            '\n',
          ),
        ),
      );
      expect(r).toMatchObject({ total_price: 1210, currency: 'CZK' });
    }
  });

  it('footnote: a total sentence whose amount is written out with its currency word still names it', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Regiobahn Tickets <tickets@regiobahn.example>',
          Subject: 'Ihr Ticket',
          Date: 'Wed, 29 Jul 2025 14:00:00 +0200',
        },
        [
          'Tageskarte Zone A',
          'You paid a total of 58 EUR for 2 tickets, valid on every regional train in the zone on the day of travel.',
        ].join('\n'),
      ),
    );
    expect(r.total_price).toBe(58);
  });

  it('subject service: a plan after the brand ("from Kestrel Premium") is no service of its own', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kestrel <no-reply@kestrel.example>',
          Subject: 'Your receipt from Kestrel Premium',
          Date: 'Fri, 07 Mar 2025 18:00:00 +0000',
        },
        '<html><body><table><tr><td><img src="https://kestrel.example/logo.png" alt=""></td></tr><tr><td>Total</td><td>$9.99</td></tr></table></body></html>',
      ),
    );
    expect(r.company).toBe('Kestrel');
  });

  it('site software: a sender that is the software maker itself keeps its name', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'WordPress.com <receipts@wordpress.com>',
          Subject: 'Your receipt',
          Date: 'Fri, 07 Mar 2025 18:00:00 +0000',
        },
        ['Thank you for your purchase!', 'Personal plan (yearly)   $48.00', 'Total   $48.00'].join('\n'),
      ),
    );
    expect(r.company?.toLowerCase()).toContain('wordpress');
  });

  it('sole total line: cash minus change that disagrees with the total leaves it in doubt', () => {
    const r = parseReceipt(
      syntheticReceipt([
        'KOPITIAM SETIA',
        'Date: 06/03/2018 10:42',
        { text: 'TOTAL RM 18.50', digitConfidence: 0.99 },
        'CASH RM 20.00',
        'CHANGE RM 3.50',
        'THANK YOU',
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });
  it('stub HTML: an HTML part that prints whole amounts is the receipt, not a text part with a teaser', async () => {
    const raw = new TextEncoder().encode(
      [
        'From: Bohnenpost <orders@bohnenpost.example>',
        'Subject: Your order',
        'Date: Tue, 04 Feb 2025 09:00:00 -0500',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Thanks for your order! View it in your browser to see the details.',
        'Refer a friend and you both get $5.00 off.',
        '',
        '--b1',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<html><body><table><tr><td>House blend, 2 bags</td><td>$24</td></tr><tr><td>Order total</td><td>$24</td></tr></table></body></html>',
        '--b1--',
        '',
      ].join('\r\n'),
    );
    const r = await firstReceipt(raw);
    expect(r.total_price).toBe(24);
  });

  it('per-period total: another total line that is no payment leaves the rate as the total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kestrel Apps <billing@kestrel-apps.example>',
          Subject: 'Your receipt',
          Date: 'Mon, 03 Mar 2025 12:00:00 -0500',
        },
        [
          'Kestrel Pro (annual)',
          'Total: $99.00 / year',
          'Total savings: $20.00',
          'Paid with Visa ending 0000',
        ].join('\n'),
      ),
    );
    expect(r.total_price).toBe(99);
  });

  it('Czech "Celkem" opening a count row ("Celkem položek 3") is no total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Knihkupectví Sova <obchod@sova-knihy.example>',
          Subject: 'Objednávka',
          Date: 'Tue, 02 Sep 2025 12:00:00 +0200',
        },
        [
          'Kniha Zahrada        349,00 Kč',
          'Kniha Les            279,00 Kč',
          'Celkem položek: 2',
          'Celková cena: 628,00 Kč',
        ].join('\n'),
      ),
    );
    expect(r.total_price).toBe(628);
  });

  it('only price at the top: a deposit, the one amount with cents, is left for review', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Pension Lindenhof <info@lindenhof.example>',
          Subject: 'Buchungsbestätigung',
          Date: 'Mon, 05 May 2025 08:00:00 +0200',
        },
        [
          'Ihre Buchung 12.–15. Juni',
          'Anzahlung erhalten: 50,00 EUR',
          'Restbetrag bei Anreise: 150 EUR',
        ].join('\n'),
      ),
    );
    if (r.total_price === 50) expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });
  it('counted 0.00 rows: a discount that took nothing off is no line of the order, in any language', () => {
    const names = parseReceipt(
      syntheticReceipt([
        'GASTHAUS LINDE',
        ['1 Schnitzel', '16.50'],
        ['1 Apfelschorle', '3.20'],
        ['1 Rabatt', '0.00'],
        ['1 x Remise', '0.00'],
        ['1 Descuento', '0.00'],
        ['1 Korting', '0.00'],
        ['SUMME', '19.70'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    ).line_items.map((i) => i.name);
    expect(names).toEqual(['SCHNITZEL', 'APFELSCHORLE']);
  });

  it('counted 0.00 rows: a time or table line opening with digits is no count', () => {
    const names = parseReceipt(
      syntheticReceipt([
        'HARBOUR GRILL',
        ['1 Ribeye Steak', '31.50'],
        ['12:40 Table 7', '0.00'],
        ['1 Lemonade', '3.00'],
        ['TOTAL', '34.50'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    ).line_items.map((i) => i.name);
    expect(names).toEqual(['RIBEYE STEAK', 'LEMONADE']);
  });
  it('count before a total label: a whole amount with its code is the amount, not a count', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Fjällbutiken <order@fjallbutiken.example>',
          Subject: 'Kvitto',
          Date: 'Mon, 05 May 2025 08:00:00 +0200',
        },
        ['Order 1043', 'Vandringskarta Kebnekaise', 'Total 450 SEK', '39,80 EUR', 'Betalt med kort'].join(
          '\n',
        ),
      ),
    );
    expect(r).toMatchObject({ total_price: 450, currency: 'SEK' });
  });
  it('stub HTML holds: amounts shown only as pictures (alt text) are read from the text part', async () => {
    const raw = new TextEncoder().encode(
      [
        'From: Nimbus Cloud <billing@nimbus-cloud.example>',
        'Subject: Your invoice',
        'Date: Tue, 04 Feb 2025 09:00:00 +0000',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Invoice 1042',
        'Nimbus Pro (monthly)   $10.00',
        'Total:                 $10.00',
        '',
        '--b1',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<html><body><table><tr><td>Invoice 1042</td></tr><tr><td><img src="https://nimbus-cloud.example/total.png" alt="Total $10.00"></td></tr></table></body></html>',
        '--b1--',
        '',
      ].join('\r\n'),
    );
    expect(await firstReceipt(raw)).toMatchObject({ total_price: 10, currency: 'USD' });
  });

  it('per-period total holds: a rate that is what was charged stays the total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kestrel Apps <billing@kestrel-apps.example>',
          Subject: 'Your receipt',
          Date: 'Mon, 03 Mar 2025 12:00:00 -0500',
        },
        ['Kestrel Pro', 'Total: $5.99 per month', 'Charged to Visa ending 0000: $5.99'].join('\n'),
      ),
    );
    expect(r.total_price).toBe(5.99);
  });

  it('US clock holds: a Date header on the sender’s own clock is its day, whatever address is printed', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Quick Bites <orders@quickbites.example>',
          Subject: 'Your order',
          Date: 'Fri, 07 Mar 2025 23:30:00 -0600',
        },
        ['Order total: $24.80', 'Billing address: 40 Harbor St, Boston, MA 02110'].join('\n'),
      ),
    );
    expect(r.date).toBe('2025-03-07');
  });
  it('site software: the software maker selling its own plans keeps its name', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Shopware <billing@shopware.example>',
          Subject: 'Your invoice',
          Date: 'Mon, 05 May 2025 08:00:00 +0200',
        },
        ['Shopware Rise plan (monthly)   €600.00', 'Total   €600.00'].join('\n'),
      ),
    );
    expect(r.company?.toLowerCase()).toBe('shopware');
  });

  it('umlauts spelled out: a domain word that only looks spelled out ("blueberry") is matched as written', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'WordPress <wordpress@blueberry-cafe.example>',
          Subject: 'Order',
          Date: 'Mon, 05 May 2025 08:00:00 +0200',
        },
        ['Blueberry Cafe', 'Muffin   €3.50', 'Total   €3.50'].join('\n'),
      ),
    );
    expect(r.company).toBe('Blueberry Cafe');
  });
  it('US clock: "Order ID 48213" is no Idaho ZIP code', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Pixel Forge <receipts@pixelforge.example>',
          Subject: 'Your receipt',
          Date: 'Sat, 08 Mar 2025 03:00:00 +0000',
        },
        ['Order ID 48213', 'Pixel Forge Pro (yearly)   $48.00', 'Total   $48.00'].join('\n'),
      ),
    );
    expect(r.date).toBe('2025-03-08');
  });
  it('US clock: daylight time ends on the first Sunday of November, not on the 7th', async () => {
    // 2025-11-02 was the first Sunday; 05:30 UTC on the 4th is 23:30 on the 3rd in Texas (CST).
    const r = await firstReceipt(
      message(
        {
          From: 'Quick Bites <orders@quickbites.example>',
          Subject: 'Your order',
          Date: 'Tue, 04 Nov 2025 05:30:00 +0000',
        },
        ['Order total: $24.80', 'Deliver to: 12 Example Rd, Austin, TX 78701'].join('\n'),
      ),
    );
    expect(r.date).toBe('2025-11-03');
  });
  it('Czech totals: "Celkem bez DPH" over "K úhradě" leaves the amount due as the total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Dílna Sova <fakturace@dilna-sova.example>',
          Subject: 'Faktura 2025002',
          Date: 'Tue, 02 Sep 2025 12:00:00 +0200',
        },
        [
          'Faktura 2025002',
          'Oprava kola    1    1 000,00 Kč',
          'Celkem bez DPH:    1 000,00 Kč',
          'DPH 21 %:            210,00 Kč',
          'K úhradě:          1 210,00 Kč',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ total_price: 1210, currency: 'CZK' });
  });

  it('timetable dates: a price followed by a sentence and a time is still a price', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'tickets@fernbus-example.de',
          Subject: 'Ihr Ticket',
          Date: 'Mon, 11 Aug 2025 10:00:00 +0200',
        },
        ['Fahrschein Berlin ZOB → Leipzig Hbf', 'Bezahlt: 19.90 EUR', 'Abfahrt 12.08. 09:15'].join('\n'),
      ),
    );
    expect(r.total_price).toBe(19.9);
  });
  it('Czech totals: "Celkem bez DPH" with the amount paid below it is not the total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Dílna Sova <fakturace@dilna-sova.example>',
          Subject: 'Faktura 2025003',
          Date: 'Tue, 02 Sep 2025 12:00:00 +0200',
        },
        [
          'Faktura 2025003',
          'Oprava kola    1    1 000,00 Kč',
          'Celkem bez DPH     1 000,00 Kč',
          'DPH 21 %             210,00 Kč',
          'Zaplaceno kartou   1 210,00 Kč',
        ].join('\n'),
      ),
    );
    // The amount paid is read as 210 (its thousands grouped with a space), a separate gap.
    expect(r.total_price).not.toBe(1000);
  });
  it('ticket price: a "Price:" row beside other charges is not the whole when no total is labelled', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'tickets@coach-example.eu',
          Subject: 'Electronic ticket',
          Date: 'Wed, 29 Jul 2025 14:00:00 +0200',
        },
        [
          'Electronic ticket 0000',
          'Fri 31/07/25  Wien Hbf   22:10   Brno   00:30',
          'Price: 340 CZK',
          'Seat reservation: 50 CZK',
          'Extra luggage: 100 CZK',
        ].join('\n'),
      ),
    );
    expect(r.total_price).not.toBe(340);
  });
  it('counted 0.00 rows: a size opening an option row ("16OZ", "12 OZ", "500ML") is no count', () => {
    const names = parseReceipt(
      syntheticReceipt([
        'BEAN THERE CAFE',
        ['1 Latte', '4.50'],
        ['16OZ', '0.00'],
        ['Oat Milk', '0.00'],
        ['1 Iced Tea', '3.00'],
        ['12 OZ', '0.00'],
        ['1 Still Water', '2.00'],
        ['500ML', '0.00'],
        ['TOTAL', '9.50'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    ).line_items.map((i) => i.name);
    expect(names).toEqual(['LATTE', 'ICED TEA', 'STILL WATER']);
  });

  it('misread "SB": a stall or lot numbered 5B keeps its number; after a trading name it is the form', () => {
    const company = (name: string) =>
      parseReceipt(
        syntheticReceipt([
          name,
          'JALAN MERANTI 3, 47500 SUBANG JAYA',
          'Date: 06/03/2018 10:42',
          ['NASI LEMAK', '6.50'],
          ['TOTAL', '6.50'],
          'CASH 10.00',
          'CHANGE 3.50',
        ]),
        { categories: DEFAULT_CATEGORIES, hsa: false },
      ).company;
    expect(company('NASI LEMAK STALL 5B')).toBe('NASI LEMAK STALL 5B');
    expect(company('KEDAI RUNCIT UNIT 5B')).toBe('KEDAI RUNCIT UNIT 5B');
    expect(company('MAJU TRADING 5B (123456-X)')).toBe('MAJU TRADING SB');
  });

  it('shipping rows: shipping tape and boxes sold at an office-supply till are items, not postage', () => {
    const names = parseReceipt(
      syntheticReceipt([
        'OFFICE HUB',
        '12 MAIN ST',
        'Date: 06/03/2018 10:42',
        ['SHIPPING TAPE 2PK', '6.99'],
        ['SHIPPING BOXES 10PK', '12.99'],
        ['COPY PAPER', '8.00'],
        ['SUBTOTAL', '27.98'],
        ['TAX', '2.02'],
        ['TOTAL', '30.00'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    ).line_items.map((i) => i.name);
    expect(names).toEqual(['SHIPPING TAPE 2PK', 'SHIPPING BOXES 10PK', 'COPY PAPER']);
  });

  it('cents outnumber whole numbers: counts printed "1.00 X" at a till priced in whole rupiah are no cents', () => {
    const r = parseReceipt(
      syntheticReceipt([
        'TOKO SARI MAKMUR',
        'JL. MERDEKA 12 BANDUNG',
        'Tgl: 06/03/2018 10:42',
        'MIE GORENG',
        ['1.00 X 3500', '3500'],
        'TEH BOTOL',
        ['2.00 X 4500', '9000'],
        'ROTI TAWAR',
        ['1.00 X 15000', '15000'],
        ['TOTAL', '27500'],
        ['TUNAI', '50000'],
        ['KEMBALI', '22500'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.total_price).toBe(27500);
  });
});

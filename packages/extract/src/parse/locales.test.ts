import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const read = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

describe('receipts from different countries', () => {
  it('reads a US grocery receipt with a tendered card and change due', () => {
    const r = read([
      'SAVE MORE MARKET',
      '1200 W Main St, Springfield, IL 62704',
      ['BANANAS', '1.29'],
      ['MILK 1 GAL', '3.49'],
      ['SUBTOTAL', '4.78'],
      ['TAX 1 7.000 %', '0.33'],
      ['TOTAL', '5.11'],
      ['VISA TEND', '5.11'],
      ['CHANGE DUE', '0.00'],
      '04/05/21 14:22',
    ]);
    expect(r).toMatchObject({
      total_price: 5.11,
      subtotal: 4.78,
      tax: 0.33,
      currency: 'USD',
      date: '2021-04-05',
    });
  });
  it('reads a German receipt with decimal commas and MwSt', () => {
    const r = read([
      'Bäckerei Sonne GmbH',
      'Datum 03.04.2021',
      ['Brötchen', '1,20'],
      ['SUMME EUR', '12,40'],
      ['MwSt 7%', '0,81'],
    ]);
    expect(r).toMatchObject({ total_price: 12.4, tax: 0.81, currency: 'EUR', date: '2021-04-03' });
  });
  it('reads a British receipt in pounds with VAT', () => {
    const r = read([
      'THE CORNER CAFE',
      'London N1 6HG',
      ['Flat white', '£3.20'],
      ['TOTAL', '£3.20'],
      ['VAT 20%', '£0.53'],
    ]);
    expect(r).toMatchObject({ total_price: 3.2, currency: 'GBP' });
  });
  it('reads a Singapore receipt in S$ as day-first', () => {
    const r = read(['KOPI CORNER PTE LTD', 'Singapore 018956', '05/04/2021', ['TOTAL', 'S$6.40']]);
    expect(r).toMatchObject({ total_price: 6.4, currency: 'SGD', date: '2021-04-05' });
  });
  it('reads an e-mailed order total with the sender as merchant', () => {
    const doc = syntheticReceipt(
      [
        'Thanks for your order',
        'Order #112-7788',
        ['Items:', '$18.00'],
        ['Estimated tax:', '$1.44'],
        ['Order Total:', '$19.44'],
      ],
      {
        source: 'email-html',
        hints: {
          emailFrom: 'auto-confirm@shop.example.com',
          emailFromName: 'Shop Example',
          emailDate: '2024-02-01T08:00:00Z',
        },
      },
    );
    const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(r).toMatchObject({
      total_price: 19.44,
      tax: 1.44,
      company: 'Shop Example',
      date: '2024-02-01',
      receipt_number: '112-7788',
    });
  });
  it('keeps a Malaysian receipt in ringgit when a word ends in RS', () => {
    const r = read([
      'KIM SENG HARDWARE SDN BHD',
      'NO 1, JALAN MAJU, 40170 SHAH ALAM',
      'SALESPERS0N: AH019',
      ['TOTAL', '28.00'],
    ]);
    expect(r.currency).toBe('MYR');
  });
  describe("the day/month order from the receipt's own evidence when amounts carry no currency mark (family)", () => {
    it.each([
      [['DELI CORNER', 'Springfield, IL', '05/06/2017']],
      [['DELI CORNER', '12 OAK ROAD, SPRINGFIELD, IL', '05/06/2017']],
      [['DELI CORNER', '(217) 555-0142', '05/06/2017']],
      [['DELI CORNER', 'Tel: 217-555-0142', '05/06/2017']],
    ])('reads %j month-first: a US town line or a North American phone number', (rows) => {
      expect(read([...rows, ['TOTAL', '12.00']]).date).toBe('2017-05-06');
    });
    it.each([
      [['DELI CORNER', 'Tel: 020 7739 8212', 'London N1 6HG', '05/06/2017']],
      [['DELI CORNER', 'Tel: 03-7845 6789', 'TAMAN MAJU', '05/06/2017']],
      [['DELI CORNER', 'Tel +34 952 123 456', 'IVA 10%', '05/06/2017']],
    ])('keeps %j day-first: British, Malaysian and Spanish numbers are not North American', (rows) => {
      expect(read([...rows, ['TOTAL', '12.00']]).date).toBe('2017-06-05');
    });
  });
  describe('a GST by name, a guest count printed as "Gst 2" (family)', () => {
    it('reads a US restaurant receipt with a guest count in dollars, month-first', () => {
      const r = read(['GRILL HOUSE', 'Chk 1234  Gst 2', '05/06/2017 7:45PM', ['TOTAL', '$12.00']]);
      expect(r).toMatchObject({ currency: 'USD', date: '2017-05-06' });
    });
    it('does not take a dollar receipt with a GST registration for US dollars', () => {
      const r = read(['NOODLE BAR', 'GST REG NO: 20-1234567-X', '05/06/2017', ['TOTAL', '$12.00']]);
      expect(r.currency).toBeNull();
      expect(r.date).toBe('2017-06-05');
    });
    it('still reads a GST receipt without dollars as Malaysian', () => {
      const r = read(['KEDAI MAJU', 'GST ID: 000123456789', 'GST @6%', '05/06/2017', ['TOTAL', '12.00']]);
      expect(r).toMatchObject({ currency: 'MYR', date: '2017-06-05' });
    });
  });
});

describe('the currency of a Nordic or Dutch receipt that prints no currency mark', () => {
  const cases: Array<[string, Array<string | [string, string]>, string]> = [
    [
      'Swedish: "Moms" with "Org.nr" and "Att betala"',
      [
        'Matbutiken Lunden',
        'Org.nr 556000-1111',
        ['Kaffe', '54,90'],
        ['Att betala', '54,90'],
        ['Moms 12%', '5,88'],
      ],
      'SEK',
    ],
    [
      'Danish: "Moms" with a CVR number',
      ['Bageriet Havn', 'CVR 12345678', ['Rugbrod', '32,00'], ['Total', '32,00'], ['Heraf moms', '6,40']],
      'DKK',
    ],
    [
      'Norwegian: "MVA"',
      [
        'Kaffebrenneriet Sjo',
        'Org.nr 912 345 678 MVA',
        ['Kaffe', '45,00'],
        ['Totalt', '45,00'],
        ['MVA 15%', '5,87'],
      ],
      'NOK',
    ],
    [
      'Dutch: "BTW"',
      ['Boekhandel Van Dam', ['Roman', '24,99'], ['Totaal', '24,99'], ['BTW 9%', '2,06']],
      'EUR',
    ],
  ];
  for (const [name, rows, currency] of cases)
    it(name, () => {
      const r = read(rows);
      expect(r.currency).toBe(currency);
      expect(r.parsingNotes).toMatch(`the address and tax names point to ${currency}`);
    });
  it('reads a euro-area VAT name only as printed, capitalised: "Thank you for you ust" names no tax', () => {
    const foot = (line: string) =>
      read(['THE OLIVE GROVE', ['Hummus', '4.50'], ['Total', '4.50'], line, 'Thank you for you ust']);
    expect(foot('VAT included 0.75').currency).toBeNull();
    expect(foot('USt 19% 0.72').currency).toBe('EUR');
    expect(foot('MwSt. enthalten 0.29').currency).toBe('EUR');
  });
});

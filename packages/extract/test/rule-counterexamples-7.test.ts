import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { DEFAULT_CATEGORIES } from '../src/parse/categories';
import { parseReceipt } from '../src/parse/index';
import { layoutPdf } from './support/layout-pdf';
import { firstReceipt, message } from './support/mail-message';
import { syntheticReceipt } from './support/synthetic';

afterAll(closeExtractor);

const readText = (text: string) => extractReceipt(layoutPdf(text));
const parse = (rows: Parameters<typeof syntheticReceipt>[0]) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

/**
 * Counter-examples to the round-seven rules (a NET under the total read as the amount before tax,
 * a legal form clipped at the name's end, a total that lost its leading digits, a total one
 * look-alike digit off the items, Italian and Portuguese month abbreviations): made-up receipts
 * from shops and countries the rules were not written for, where each rule, read too widely,
 * would misfire. Each case names the rule it guards.
 */
describe('rule counter-examples, round seven', () => {
  describe('a NET under the total (netBeforeTax): a tax taken off again leaves the net as what was paid', () => {
    it('a Malaysian restaurant that absorbs the SST charges the NETT, not the total with the tax', () => {
      const r = parse([
        'RESTORAN MAJU JAYA',
        '14/03/2026 19:40',
        ['NASI LEMAK SET', '100.00'],
        ['TOTAL', '106.00'],
        ['SST 6%', '6.00'],
        ['SST ABSORBED', '-6.00'],
        ['NETT', '100.00'],
      ]);
      expect(r.total_price).toBe(100);
    });

    it("a tourist's tax-free sale (Japan) charges the NET after the tax is taken off", () => {
      const r = parse([
        'SAKURA DRUG',
        '2026/03/14 15:02',
        ['COSMETICS', '100.00'],
        ['TOTAL', '110.00'],
        ['TAX 10%', '10.00'],
        ['TAX FREE', '-10.00'],
        ['NET', '100.00'],
        ['VISA', '100.00'],
      ]);
      expect(r.total_price).toBe(100);
    });

    it('holds: a European VAT summary under the total, and a Malaysian NETT that is the rounded total', () => {
      const vat = parse([
        'CAFE CENTRAL',
        '14.03.2026 08:12',
        ['CAFE AU LAIT', '6.00'],
        ['TOTAL', '6.00'],
        ['VAT 20%', '1.00'],
        ['NET', '5.00'],
      ]);
      expect(vat.total_price).toBe(6);
      const nett = parse([
        'KEDAI MAJU SDN BHD',
        '14/03/2026 12:30',
        ['NASI', '10.62'],
        ['TOTAL', '10.62'],
        ['GST 6%', '0.60'],
        ['ROUNDING', '-0.02'],
        ['NETT', '10.60'],
      ]);
      expect(nett.total_price).toBe(10.6);
    });

    it('holds: a British invoice PDF with its net and VAT printed under the total', async () => {
      const r = await readText(`
Harbour Joinery Ltd
4 Quay Street
Bristol BS1 4DB

Invoice 2207                                         Date: 14/03/2026

Description                                   Qty      Amount
Oak shelving                                    1      120.00

                                              Total            120.00
                                              VAT 20%           20.00
                                              Net              100.00
`);
      expect(r).toMatchObject({ total_price: 120 });
    });
  });

  describe('a legal form clipped at the end of a name (CLIPPED_FORM): a word of the name before a lone B stays', () => {
    it.each(['DIM SUM B', 'KAFE SUN B', 'RESTORAN SON B'])(
      '%s (a "Bar" or "Bakery" clipped) is no "Sdn Bhd"',
      (name) => {
        const r = parse([name, 'JALAN MAJU 1', '14/03/2026 12:00', ['NASI', '5.00'], ['TOTAL', '5.00']]);
        expect(r.company).toBe(name);
      },
    );

    it('holds: a well-read Sdn before a clipped Bhd is read back whole', () => {
      const r = parse([
        'KEDAI MAJU SDN BH',
        'JALAN MAJU 1',
        '14/03/2026 12:00',
        ['NASI', '5.00'],
        ['TOTAL', '5.00'],
      ]);
      expect(r.company).toBe('KEDAI MAJU SDN BHD');
    });
  });

  describe('a total that lost its leading digits (lostLeadingDigits): a payment above the total for a printed reason', () => {
    it('cash back on a debit card (UK, Canada, Australia) is not the total', () => {
      const one = parse([
        'CORNER STORE',
        '14/03/2026 10:02',
        ['MILK 2L', '1.50'],
        ['TOTAL', '1.50'],
        ['CASHBACK', '20.00'],
        ['DEBIT', '21.50'],
      ]);
      expect(one.total_price).toBe(1.5);
      const two = parse([
        'CORNER STORE',
        '14/03/2026 10:02',
        ['MILK 1L', '1.20'],
        ['BREAD', '2.30'],
        ['TOTAL', '3.50'],
        ['CASH BACK', '40.00'],
        ['VISA DEBIT', '43.50'],
      ]);
      expect(two.total_price).toBe(3.5);
    });

    it('a tip of ten on the card slip is not a lost leading digit of the total', () => {
      const r = parse([
        'CAFE LUNA',
        '14/03/2026 13:15',
        ['LATTE', '4.25'],
        ['MUFFIN', '4.50'],
        ['TOTAL', '8.75'],
        ['TIP', '10.00'],
        ['MASTERCARD', '18.75'],
      ]);
      expect(r.total_price).toBe(8.75);
    });

    it("a gift or stored-value card's remaining balance is not what was paid", () => {
      const balance = (label: string) =>
        parse([
          'COFFEE CO',
          '14/03/2026 08:40',
          ['LATTE', '4.50'],
          ['TOTAL', '4.50'],
          ['GIFT CARD', '4.50'],
          [label, '24.50'],
        ]).total_price;
      expect(balance('CARD BALANCE')).toBe(4.5);
      expect(balance('BALANCE ON CARD')).toBe(4.5);
    });

    it('holds: a fuel pre-authorisation above the sale and a cash-rounded total', () => {
      const fuel = parse([
        'SHELL HIGHWAY',
        '14/03/2026 07:55',
        'PUMP 4 UNLEADED 15.2L',
        ['TOTAL', '25.00'],
        ['PRE-AUTH', '125.00'],
      ]);
      expect(fuel.total_price).toBe(25);
      const aud = parse([
        'GREEN GROCER',
        '14/03/2026 17:20',
        ['MILK', '3.48'],
        ['TOTAL', '3.48'],
        ['ROUNDING', '0.02'],
        ['CASH', '3.50'],
      ]);
      expect(aud.total_price).toBe(3.5);
    });
  });

  describe('a total one look-alike digit off the items (itemsBackedTotal): a difference the bill explains', () => {
    it('points redeemed between the subtotal and the total are the difference, not a misread digit', () => {
      const r = parse([
        'MINI MART',
        '14/03/2026 18:05',
        ['APPLES', '8.60'],
        ['RICE', '10.00'],
        ['SUBTOTAL', '18.60'],
        ['POINTS REDEEMED', '5.00'],
        ['TOTAL', '13.60'],
      ]);
      expect(r.total_price).toBe(13.6);
    });

    it('a Danish total rounded to half a krone under the subtotal is cash rounding, not a misread digit', () => {
      const r = parse([
        'NETTO',
        '14.03.2026 18:40',
        ['MAELK', '12.58'],
        ['BROED', '14.00'],
        ['SUBTOTAL', '26.58'],
        ['TOTAL', '26.50'],
      ]);
      expect(r.total_price).toBe(26.5);
    });

    it('holds: a coupon printed negative, a member discount paid in cash, a Swedish rounding', () => {
      const coupon = parse([
        'MINI MART',
        '14/03/2026 18:05',
        ['APPLES', '18.80'],
        ['RICE', '20.00'],
        ['SUBTOTAL', '38.80'],
        ['COUPON', '-5.00'],
        ['TOTAL', '33.80'],
        ['VISA', '33.80'],
      ]);
      expect(coupon.total_price).toBe(33.8);
      const member = parse([
        'MINI MART',
        '14/03/2026 18:05',
        ['APPLES', '18.80'],
        ['RICE', '20.00'],
        ['SUBTOTAL', '38.80'],
        ['MEMBER DISCOUNT', '5.00'],
        ['TOTAL', '33.80'],
        ['CASH', '40.00'],
        ['CHANGE', '6.20'],
      ]);
      expect(member.total_price).toBe(33.8);
      const sek = parse([
        'ICA NARA',
        '2026-03-14 16:10',
        ['MJOLK', '12.54'],
        ['BROD', '13.54'],
        ['SUMMA', '26.08'],
        ['ATT BETALA', '26.00'],
        ['KONTANT', '50.00'],
        ['VAXEL', '24.00'],
      ]);
      expect(sek.total_price).toBe(26);
    });
  });

  describe('Italian and Portuguese month abbreviations (D_ABBR_Y_RE): a count in a product name is no day', () => {
    it.each([
      ['SPORT SHOP', 'WIMBLEDON 3 SET 2019 DVD', '9.99'],
      ['TECH STORE', 'IPAD 9 GEN 2021 64GB', '329.00'],
      ['TECH STORE', 'ECHO DOT 5 GEN 2022', '49.00'],
    ])('%s: "%s" leaves the sale date', (shop, item, price) => {
      const r = parse([shop, '14/03/2026', [item, price], ['TOTAL', price]]);
      expect(r.date).toBe('2026-03-14');
    });

    it('holds: a lunch set priced in whole yen is no date', () => {
      const r = parse(['LUNCH HOUSE', '2019/05/12 12:30', ['2 SET 1980', '3960'], ['TOTAL', '3960']]);
      expect(r.date).toBe('2019-05-12');
    });

    it.each([
      ['Lun 3 gen 2015', '2015-01-03'],
      ['MARTEDÌ 18 SET 2018 22:04', '2018-09-18'],
      ['DOC. N. 45 DEL 18 SET 2018', '2018-09-18'],
      ['Sexta-feira, 7 out 2019', '2019-10-07'],
    ])('holds: after a weekday, "del" or punctuation, "%s" is a date', (printed, iso) => {
      const r = parse(['BAR TAPAS', printed, ['TOTAL EUR', '12,00']]);
      expect(r.date).toBe(iso);
    });

    it('holds: an English order mail listing a "2 set" item is dated by its own date', async () => {
      const r = await firstReceipt(
        message(
          {
            From: 'Kiln & Co <orders@kilnandco.co.uk>',
            Subject: 'Your order receipt',
            Date: 'Sat, 14 Mar 2026 10:00:00 +0000',
          },
          ['Thanks for your order!', 'Mug 2 set 2019 edition 18.00', 'Total 18.00'].join('\n'),
        ),
      );
      expect(r).toMatchObject({ date: '2026-03-14', total_price: 18 });
    });
  });
});

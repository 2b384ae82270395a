import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const dateOf = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false }).date;

describe('dates', () => {
  it('reads day-first dates when the year has two digits', () => {
    expect(dateOf(['KEDAI MAJU SDN BHD', 'Date: 06/03/18', ['TOTAL RM', '12.00']])).toBe('2018-03-06');
  });
  it('reads month-first dates on a US receipt', () => {
    expect(dateOf(['CORNER DELI', '12 Main St, Austin, TX 78701', '03/04/2019', ['TOTAL', '$8.00']])).toBe(
      '2019-03-04',
    );
  });
  it('reads day-first dates when one part is above 12', () => {
    expect(dateOf(['CORNER DELI', '12 Main St, Austin, TX 78701', '25/12/2018', ['TOTAL', '$8.00']])).toBe(
      '2018-12-25',
    );
  });
  it('decides the order from another unambiguous date on the same receipt', () => {
    expect(
      dateOf(['SHOP', 'Printed 28/02/2019', 'Date 03/04/2019', ['TOTAL', '$8.00'], 'Austin, TX 78701']),
    ).toBe('2019-04-03');
  });
  it('reads dotted European dates', () => {
    expect(dateOf(['CAFE', 'Datum 11.02.2018', ['SUMME EUR', '4,50']])).toBe('2018-02-11');
  });
  it('reads ISO dates', () => {
    expect(dateOf(['SHOP', '2018-02-22 13:34', ['TOTAL', '9.00']])).toBe('2018-02-22');
  });
  it('reads year-first Asian dates glued to the time', () => {
    expect(dateOf(['SHOP', 'Date:2018/02/2213:34:14', ['TOTAL', '9.00']])).toBe('2018-02-22');
  });
  it('reads a day, month name and year', () => {
    expect(dateOf(['SHOP', '12 DEC 2018', ['TOTAL', '9.00']])).toBe('2018-12-12');
  });
  it('reads a month name, day and year', () => {
    expect(dateOf(['SHOP', 'Dec 12, 2018', ['TOTAL', '9.00']])).toBe('2018-12-12');
  });
  it('reads a two-digit year after an abbreviated month name', () => {
    expect(dateOf(['SHOP', '12-Dec-18', ['TOTAL', '9.00']])).toBe('2018-12-12');
  });
  it('reads eight digits as year, month and day', () => {
    expect(dateOf(['SHOP', 'Date 20180304', ['TOTAL', '9.00']])).toBe('2018-03-04');
  });
  it('reads a date glued to the time', () => {
    expect(dateOf(['SHOP SDN BHD', '09/03/201821:28', ['TOTAL RM', '9.00']])).toBe('2018-03-09');
  });
  it('prefers the date next to a Date label over an expiry date', () => {
    expect(
      dateOf(['SHOP SDN BHD', 'Voucher expires 30/06/2019', 'Tarikh: 15/01/2019', ['JUMLAH RM', '9.00']]),
    ).toBe('2019-01-15');
  });
  it('reads Malay month names', () => {
    expect(dateOf(['KEDAI SDN BHD', '05 OGOS 2017', ['JUMLAH RM', '9.00']])).toBe('2017-08-05');
  });
  it('falls back to the e-mail date when the body has none', () => {
    const doc = syntheticReceipt(['Thanks for your order', ['Total', '$9.00']], {
      source: 'email-html',
      hints: { emailDate: '2024-05-06T10:00:00Z', emailFrom: 'orders@shop.example' },
    });
    expect(parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false }).date).toBe('2024-05-06');
  });
  it('reads a date whose day runs into digits printed before it', () => {
    expect(dateOf(['SHOP', '2596 SALE 4038941600027/14/12 14:39', ['TOTAL', '$4.24']])).toBe('2012-07-14');
  });
  it('reads a two-digit year glued to the time', () => {
    expect(dateOf(['KEDAI SDN BHD', 'Date :06/01/1812.17:26PM', ['TOTAL RM', '9.00']])).toBe('2018-01-06');
  });
  it('reads an ISO date glued to a time without colons', () => {
    expect(dateOf(['SHOP', '2017-02-12144838', ['TOTAL', '$9.00']])).toBe('2017-02-12');
  });
  it('reads a day-month-name date glued to the time', () => {
    expect(dateOf(['SHOP', '11-Dec-20147:50:45P', ['TOTAL', '$9.00']])).toBe('2014-12-11');
  });
  it('does not read a name ending in a month abbreviation as a date', () => {
    expect(dateOf(['SHOP', 'Served by: r0jan 27/02/2018 15:32', ['TOTAL RM', '9.00']])).toBe('2018-02-27');
  });
  it('does not read a discount line as a Malay month-name date', () => {
    expect(dateOf(['SHOP SDN BHD', ['DISC 10.00%', '-5.59'], ['TOTAL', '9.00']])).toBeNull();
  });
  it('reads a date whose first slash OCR read as the digit 7', () => {
    expect(dateOf(['KEDAI MAJU SDN BHD', 'RECEIPT #:CSP0397224 DATE:13707/2017', ['TOTAL RM', '4.00']])).toBe(
      '2017-07-13',
    );
  });
  it.each([
    ['2016705/04 16:26:26', '2016-05-04'],
    ['RAN: 2016705/0416:26:26', '2016-05-04'],
  ])('reads %s, a year-first date whose first slash OCR read as the digit 7', (printed, iso) => {
    expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBe(iso);
  });
  it('prefers a cleanly printed date over a reading with a lost separator', () => {
    expect(dateOf(['KEDAI MAJU SDN BHD', 'Date: 13/07/2017', 'REF 12105/2017', ['TOTAL RM', '4.00']])).toBe(
      '2017-07-13',
    );
  });
  it('reads a misread year on a Malaysian GST receipt as one inside the GST years', () => {
    const r = parseReceipt(
      syntheticReceipt([
        'ROTI BAKERY SDN BHD',
        'GST 000292065280',
        '04-05-2013 16:07',
        ['TOTAL RM', '20.40'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.date).toBe('2018-05-04');
    expect(r.parsingNotes).toMatch(/before Malaysian GST existed/);
  });
  it('keeps an early year on a receipt without Malaysian GST', () => {
    expect(dateOf(['ROTI BAKERY SDN BHD', '04-05-2013 16:07', ['TOTAL RM', '20.40']])).toBe('2013-05-04');
    expect(
      dateOf(['KOPI HOUSE PTE LTD', 'SINGAPORE 018956', 'GST REG 123', '04-05-2013', ['TOTAL S$', '9.40']]),
    ).toBe('2013-05-04');
  });
  it('keeps an early year when GST is printed but nothing names Malaysia (a guest count, Singapore GST)', () => {
    expect(
      dateOf([
        'HOTEL BAR',
        'VAT Reg: IE9190601Q',
        'Tb112/1 Chk 7740 Gst 6',
        "27Apr'1317:51",
        ['Cash', '50.00'],
      ]),
    ).toBe('2013-04-27');
    expect(
      dateOf(['STEAK HOUSE', 'Singap0re 819642', 'GST#:200719983N', '13/03/201312:10', ['BAL.DUE', '59.80']]),
    ).toBe('2013-03-13');
  });
  it('reads a date glued to a time whose colons OCR lost', () => {
    expect(dateOf(['KEDAI MAJU SDN BHD', 'Date 27/06/1850232 PM', ['TOTAL', '136.00']])).toBe('2018-06-27');
  });
  it('reads a two-digit year glued to the next slash-numbered field (counter slips: date, then till/transaction)', () => {
    expect(dateOf(['POST OFFICE', ['TOTAL', '$137.00'], 'TAX INVOICE', '30/08/1002/55590 557/7'])).toBe(
      '2010-08-30',
    );
  });
  it('still reads a four-digit year glued to the next slash-numbered field as that year', () => {
    expect(dateOf(['POST OFFICE', ['TOTAL', '$137.00'], '30/08/201002/55590 557/7'])).toBe('2010-08-30');
  });
  it('does not take a return-by date for the purchase date', () => {
    expect(
      dateOf([
        'PHARMACY',
        '4365 N ORACLE ROAD, TUCSON, AZ 85705',
        ['TOTAL', '20.41'],
        'RETURNS WITH RECEIPT THRU 05/31/2016',
        'APRIL 1,2016',
        '8:39 AM',
      ]),
    ).toBe('2016-04-01');
  });
  it('does not take the end of a printed offer for the purchase date', () => {
    expect(
      dateOf([
        'CAR WASH',
        'SAN LEANDRO CA 94577',
        ['TOTAL', '9.00'],
        'Printed 01/17/17',
        'Offer ends 1/1/17.',
      ]),
    ).toBe('2017-01-17');
  });
  it('reads a date whose slash OCR read as a comma, as a guess', () => {
    const r = parseReceipt(
      syntheticReceipt(['BURGER BAR', 'Seattle, WA 98101', 'Server: Marcos 02,22/2014', ['Total', '28.65']]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.date).toBe('2014-02-22');
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  describe('US restaurant POS dates (family)', () => {
    it.each([
      ["JAN31'13", '2013-01-31'],
      ["Jul19'14", '2014-07-19'],
      ["04NOV'17", '2017-11-04'],
      ["08Feb'1507:18PM", '2015-02-08'],
      ["27Apr'1317:51", '2013-04-27'],
      ['-27Apr*1319:03-', '2013-04-27'],
      ['18 Feb 1413:04:18', '2014-02-18'],
      ['Apr011812:11P Gst 0', '2018-04-01'],
      ['06-Aug-2015231:17PM', '2015-08-06'],
    ])('reads %s as printed by restaurant POS systems', (printed, iso) => {
      expect(dateOf(['GRILL HOUSE', printed, ['TOTAL', '$12.00']])).toBe(iso);
    });
    it.each([
      ['Apro11812:11P Gst o', '2018-04-01'],
      ['Apr011B12:11P', '2018-04-01'],
      ['Apr0118I2:1lP', '2018-04-01'],
      ["O8Feb'1507:18PM", '2015-02-08'],
      ["08Feb'1507:1BPM", '2015-02-08'],
    ])('reads %s, its date run into the time with a look-alike letter for a digit', (printed, iso) => {
      expect(dateOf(['GRILL HOUSE', printed, ['TOTAL', '$12.00']])).toBe(iso);
    });
    it('reads a look-alike day before a month name and a comma ("Z7 March,2018")', () => {
      expect(dateOf(['GRILL HOUSE', '04:54 pm,Z7 March,2018', ['TOTAL', '$12.00']])).toBe('2018-03-27');
    });
    it('leaves a month word before letters and a time alone', () => {
      expect(dateOf(['GRILL HOUSE', 'DECOB 12:30', ['TOTAL', '$12.00']])).toBeNull();
    });
  });
  describe('dates printed after their time (family)', () => {
    it('counts a time printed before the date as its time, as it does one after it', () => {
      expect(
        dateOf([
          'PRINT SHOP SDN BHD',
          'JALAN AMPANG, KUALA LUMPUR',
          ['NAME CARDS', '8.50'],
          ['TOTAL', '8.50'],
          '04:54 PM,27 MARCH,2018',
          'THANK YOU',
          'PLEASE COME AGAIN',
          '27/03/2016 16:54:04',
        ]),
      ).toBe('2018-03-27');
      expect(
        dateOf([
          'CAFE',
          'Member 01/03/2018',
          ['Latte', '4.50'],
          ['TOTAL', '9.00'],
          '12:44 Friday 2 Mar 2018',
        ]),
      ).toBe('2018-03-02');
    });
  });
  describe('month names and labels whose spaces OCR lost or added (family)', () => {
    it.each([
      ['WEDJULY 20,2011', '2011-07-20'],
      ['THU.MARCH 3, 2016', '2016-03-03'],
      ['APR IL 1,2016', '2016-04-01'],
      ['WED JU LY 20,2011', '2011-07-20'],
      ['20 DEC EMBER 2011', '2011-12-20'],
    ])('reads %s', (printed, iso) => {
      expect(dateOf(['GRILL HOUSE', printed, ['TOTAL', '$12.00']])).toBe(iso);
    });
    it('reads a look-alike year after a whole month word as the year, not as a broken month ("16 JUL I7")', () => {
      expect(dateOf(['GRILL HOUSE', 'Date 16 JUL I7', ['TOTAL', '$12.00']])).toBe('2017-07-16');
    });
    it('leaves words that only join into a month before no number alone', () => {
      expect(dateOf(['GRILL HOUSE', 'MAR CH SPECIAL', ['TOTAL', '$12.00']])).toBeNull();
    });
    it.each(['RETURNWITHRECEIPTBY 05/31/2016', 'R ETURN BY 05/31/2016'])(
      'does not take the end of a return window printed as "%s" for the purchase date',
      (policy) => {
        expect(dateOf(['PHARMACY', 'TUCSON, AZ', ['TOTAL', '$3.00'], policy, 'APRIL 1,2016'])).toBe(
          '2016-04-01',
        );
      },
    );
  });
  describe('dates with one separator dropped by OCR (family)', () => {
    it.each([
      ['04/012018 12:11', '2018-04-01'],
      ['0401/2018 12:11', '2018-04-01'],
      ['Date: 25/032018', '2018-03-25'],
      ['1120/201318:55', '2013-11-20'],
    ])('reads %s as a guess', (printed, iso) => {
      const r = parseReceipt(
        syntheticReceipt(['CORNER CAFE', 'Seattle, WA 98101', printed, ['TOTAL', '$3.00']]),
        {
          categories: DEFAULT_CATEGORIES,
          hsa: false,
        },
      );
      expect(r.date).toBe(iso);
      expect(r.confidence.date).toBeLessThan(0.9);
    });
    it('prefers a date printed whole, and reads no date from a numbered document or a long code', () => {
      expect(dateOf(['SHOP', 'Ref 0612/2018', 'Date: 03/01/2018', ['TOTAL', '9.00']])).toBe('2018-01-03');
      expect(dateOf(['SHOP', 'Inv 4567/2018', 'Card 12/3420181234', ['TOTAL', '9.00']])).toBeNull();
      expect(dateOf(['SHOP', 'Card 12/3420181:23', ['TOTAL', '9.00']])).toBeNull();
    });
  });

  describe('month words misread by OCR (family)', () => {
    it.each([
      ['Ju1/15/201712:25', '2017-07-15'],
      [':10 0CT 2017 TUE', '2017-10-10'],
      ['12 N0V 2016', '2016-11-12'],
    ])('reads %s with a digit for a letter of the month', (printed, iso) => {
      expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBe(iso);
    });
  });

  describe('a numeric date with a letter OCR took for a digit', () => {
    it.each([
      ['11/3O/16', '2016-11-30'],
      ['1l/30/16', '2016-11-30'],
      ['Date: 3O/11/2016', '2016-11-30'],
      ['11/30/20l6 12:10', '2016-11-30'],
    ])('reads %s with O for 0 or l for 1', (printed, iso) => {
      expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBe(iso);
    });
    it('leaves words with those letters alone', () => {
      expect(dateOf(['SHOP', 'LOL-IO-OIL', ['TOTAL', '12.00']])).toBeNull();
    });
    it.each([
      ['12/1S/2014', '2014-12-15'],
      ['S/18/2014 10:23', '2014-05-18'],
      ['12/18/2O1S', '2015-12-18'],
      ['12/1B/2014', '2014-12-18'],
    ])('reads %s with S for 5 or B for 8', (printed, iso) => {
      expect(dateOf(['GRILL HOUSE', 'Austin, TX 78701', printed, ['TOTAL', '$12.00']])).toBe(iso);
    });
    it.each([
      ['Z7/04/2019', '2019-04-27'],
      ['Date: 14/0G/Z021', '2021-06-14'],
      ['Date:2019-O7-23', '2019-07-23'],
      ['[Sales]2O20/11/05 21:04:09', '2020-11-05'],
      ['09/07/2O1914:25', '2019-07-09'],
      ['19/07/20I9I8:02:11 PM', '2019-07-19'],
      ['Date: 3/2O/21 1O:3O', '2021-03-20'],
      ['0044 19072O19 13:11:54', '2019-07-19'],
      ['Jul/I9/201912:25', '2019-07-19'],
      ['Jul/19/20I912:25', '2019-07-19'],
      ['Jul/19/Z01912:25', '2019-07-19'],
    ])(
      'reads %s with Z for 2, G for 6, O for 0, I for 1 in any date shape (OCR look-alike digits)',
      (printed, iso) => {
        expect(dateOf(['SHOP', 'Kuala Lumpur', printed, ['TOTAL', '12.00']])).toBe(iso);
      },
    );
    it('reads the time after a date with a look-alike letter, so an amount on an item row does not win (OCR 6 for G)', () => {
      expect(
        dateOf([
          'MINI MART',
          'TAX INVOICE',
          '16/04/2019 1G:28',
          ['MarigoldMilkDrink', '17.00'],
          ['TOTAL', '17.00'],
        ]),
      ).toBe('2019-04-16');
    });
    it('reads no date from a product name that opens with a month and an amount after it', () => {
      expect(
        dateOf(['MINI MART', ['MarlboroGold', '17.00'], ['Mayonnaise', '3.20'], ['TOTAL', '20.20']]),
      ).toBeNull();
    });
    it('leaves a code of look-alike letters between dashes alone', () => {
      expect(dateOf(['SHOP', 'REF ZG-IO-BOSS', 'SIZE ZZ/GG/SOIL', ['TOTAL', '12.00']])).toBeNull();
    });
    it('leaves a size or code with S between slashes alone', () => {
      expect(dateOf(['SHOP', 'SIZE S/M/L', 'SKU SS/12/AB', ['TOTAL', '12.00']])).toBeNull();
    });
  });

  describe('month-name dates with a letter OCR took for a digit (family)', () => {
    it.each([
      ["JAN3l'13", '2013-01-31'],
      ["Jul19'l4 7:45PM", '2014-07-19'],
      ["O4NOV'17", '2017-11-04'],
      ['Dec l5, 2014', '2014-12-15'],
      ['2l Mar 2O16', '2016-03-21'],
      ['JEU 1B DEC 2014', '2014-12-18'],
    ])('reads %s as printed by restaurant POS systems', (printed, iso) => {
      expect(dateOf(['GRILL HOUSE', printed, ['TOTAL', '$12.00']])).toBe(iso);
    });
    it('leaves a month word before ordinary words alone', () => {
      expect(dateOf(['GRILL HOUSE', 'MAY I SEE IT', 'DEC OIL SLIP', ['TOTAL', '$12.00']])).toBeNull();
    });
  });

  describe('one separator of a date read as another by OCR (family)', () => {
    it.each([
      ['11/30-16 12:10', '2016-11-30'],
      ['11-30/16', '2016-11-30'],
      ['11/30.2016', '2016-11-30'],
      ["11/30'16 7:45PM", '2016-11-30'],
    ])('reads %s on a US receipt, as a guess', (printed, iso) => {
      const r = parseReceipt(
        syntheticReceipt(['GRILL HOUSE', 'Austin, TX 78701', printed, ['TOTAL', '$12.00']]),
        { categories: DEFAULT_CATEGORIES, hsa: false },
      );
      expect(r.date).toBe(iso);
      expect(r.confidence.date).toBeLessThan(0.9);
    });
    it('prefers a cleanly printed date', () => {
      expect(
        dateOf(['GRILL HOUSE', 'Austin, TX 78701', 'Ref 10/12-15', 'Date: 11/30/16', ['TOTAL', '$12.00']]),
      ).toBe('2016-11-30');
    });
    it('does not read an amount after a fraction as a date', () => {
      expect(dateOf(['GRILL HOUSE', '1/2-12.50', ['TOTAL', '$12.50']])).toBeNull();
    });
  });

  describe('Spanish tickets with abbreviated months (family)', () => {
    it.each([
      ['18-dic-14 22:04', '2014-12-18'],
      ['Fecha: 05 ene 2017', '2017-01-05'],
      ['21/ago/2016', '2016-08-21'],
      ['3 abr. 2015', '2015-04-03'],
    ])('reads %s', (printed, iso) => {
      expect(dateOf(['BAR TAPAS', printed, ['TOTAL EUR', '12,00']])).toBe(iso);
    });
    it.each([
      ['Fecha: 14 de noviembre de 2019', '2019-11-14'],
      ['1 de enero del 2020', '2020-01-01'],
      ['Data: 3 de março de 2021', '2021-03-03'],
      ['14 de nov. de 2019', '2019-11-14'],
    ])('reads the long form joined with "de" (Spanish, Portuguese): %s', (printed, iso) => {
      expect(dateOf(['BAR TAPAS', printed, ['TOTAL EUR', '12,00']])).toBe(iso);
    });
    it.each([
      ['Data: 12 gennaio 2021', '2021-01-12'],
      ['Milano, 30 settembre 2019', '2019-09-30'],
      ['Emitido em 2 de outubro de 2022', '2022-10-02'],
    ])('reads Italian and Portuguese month names: %s', (printed, iso) => {
      expect(dateOf(['BAR TAPAS', printed, ['TOTAL EUR', '12,00']])).toBe(iso);
    });
    it.each([
      ['18 set 2018 22:04', '2018-09-18'],
      ['Data 05-ott-17', '2017-10-05'],
      ['21.giu.2016', '2016-06-21'],
      ['3 GEN 2015', '2015-01-03'],
      ['Emissão: 7 out 2019', '2019-10-07'],
      ['12/fev/2020', '2020-02-12'],
    ])('reads an Italian or Portuguese abbreviated month between a day and a year: %s', (printed, iso) => {
      expect(dateOf(['BAR TAPAS', printed, ['TOTAL EUR', '12,00']])).toBe(iso);
    });
    it('does not read a set meal, a take-out line or a size as an Italian or Portuguese month', () => {
      expect(
        dateOf([
          'BAR TAPAS',
          ['1 SET 15.90', '15.90'],
          ['SET 2 12', '12.00'],
          'TAKE OUT 10 18',
          ['TOTAL', '27.90'],
        ]),
      ).toBeNull();
    });
    it.each([
      ['10 Μαρτίου 2025', '2025-03-10'],
      ['Ημερομηνία: 3 Αυγούστου 2024', '2024-08-03'],
      ['21 ΜΑΪΟΥ 2023 14:05', '2023-05-21'],
      ['1 ΔΕΚΕΜΒΡΙΟΥ 2022', '2022-12-01'],
    ])('reads Greek month names in the genitive, with or without accents: %s', (printed, iso) => {
      expect(dateOf(['ΚΑΦΕ ΑΘΗΝΑ', printed, ['ΣΥΝΟΛΟ EUR', '12,00']])).toBe(iso);
    });
    it.each([
      ['23 Kasım 2026', '2026-11-23'],
      ['Tarih: 3 Mart 2025 14:05', '2025-03-03'],
      ['12 NİSAN 2024', '2024-04-12'],
      ['1 Ağustos 2023', '2023-08-01'],
      ['30 EYLUL 2022', '2022-09-30'],
      ['Şubat 14, 2025', '2025-02-14'],
    ])('reads Turkish month names, with and without their Turkish letters: %s', (printed, iso) => {
      expect(dateOf(['KAFE ISTANBUL', printed, ['TOPLAM TL', '12,00']])).toBe(iso);
    });
    it('does not read a shop called a mart or a name that begins like a Turkish month as a date', () => {
      expect(
        dateOf(['MINI MART 24', 'MARTINI 2 14', ['1 MARTIN 2015', '20.15'], ['TOTAL', '12.00']]),
      ).toBeNull();
    });
    it('does not read a name or word that begins like a Portuguese month as one (MARCONI, MAIONESE)', () => {
      expect(dateOf(['BAR TAPAS', 'VIA 2 MARCONI 14', '1 MAIONESE 20', ['TOTAL EUR', '12,00']])).toBeNull();
    });
    it('does not read English words that begin like them as months', () => {
      expect(dateOf(['BAR TAPAS', '2 DICE 14', '3 ENERGY 16', ['TOTAL EUR', '12,00']])).toBeNull();
    });
  });
  it.each([
    ['12l18/2014', '2014-12-18'],
    ['12|18|2014', '2014-12-18'],
  ])('reads %s, a date whose slash OCR read as l or |', (printed, iso) => {
    expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBe(iso);
  });
  it.each([
    ['0EC 18 2014', '2014-12-18'],
    ['AU6 18, 2014', '2014-08-18'],
  ])('reads %s with a digit for a letter of the month (D as 0, G as 6)', (printed, iso) => {
    expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBe(iso);
  });
  it.each([
    ['Date: 2014 Dec 18', '2014-12-18'],
    ['2014-DEC-18 15:45', '2014-12-18'],
  ])('reads %s, a year-first date with the month as a word', (printed, iso) => {
    expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBe(iso);
  });
  it.each(['Dec 18 15:45', '18 DEC 15:45'])(
    'does not take the hour after a month and day (%s) for a two-digit year',
    (printed) => {
      expect(dateOf(['SHOP', printed, ['TOTAL', '12.00']])).toBeNull();
    },
  );
  it('does not read a street number before a street word that starts like a month as a date', () => {
    expect(dateOf(['SHOP', '2014 MARKET ST 18', ['TOTAL', '12.00']])).toBeNull();
  });
  it('reads an East Asian year-month-day date ("2016年11月30日")', () => {
    expect(dateOf(['SHOP', '2016年11月30日 12:10', ['TOTAL', '12.00']])).toBe('2016-11-30');
  });

  it('reads a date after a day name and a comma ("Rabu,10-05-2017")', () => {
    expect(dateOf(['KEDAI', 'Rabu,10-05-2017 Time:21:51', ['TOTAL', '22.60']])).toBe('2017-05-10');
  });

  describe('dates beside a time whose digits OCR read as look-alike letters (family)', () => {
    it.each([
      ['17 May 1515:I7:28', '2015-05-17'],
      ['Jul/15/20171Z:25', '2017-07-15'],
      ['Jul/15/20171Z:25PM', '2017-07-15'],
    ])('reads %s, the time run straight on after the year', (printed, iso) => {
      expect(dateOf(['NOODLE CORNER', printed, ['TOTAL', '12.00']])).toBe(iso);
    });
    it('reads a two-digit year run into a time whose colons were lost, a letter among its digits', () => {
      expect(dateOf(['KEDAI RUNCIT MAJU', '14/05/1850Z32 PM', ['TOTAL', '12.00']])).toBe('2018-05-14');
    });
    it('still tells the timed sale date from an untimed one when the time has a look-alike letter', () => {
      expect(
        dateOf([
          'PRINT HUT SDN BHD',
          'JALAN MERANTI, SHAH ALAM',
          ['NAME CARDS', '8.50'],
          ['TOTAL', '8.50'],
          '04:S4 pm,27 March,2018',
          'THANK YOU',
          '27/03/2016',
        ]),
      ).toBe('2018-03-27');
    });
    it('leaves a clock-like code without real digits alone', () => {
      expect(dateOf(['NOODLE CORNER', 'SO:IS BIG', ['TOTAL', '12.00']])).toBeNull();
    });
  });

  describe('a one-digit day or month word read wholly as look-alike letters (family)', () => {
    it.each([
      ['APRIL I,2016', '2016-04-01'],
      ['APR1L 1,2016', '2016-04-01'],
      ['12:44 Friday ZMar Z018', '2018-03-02'],
      ['S JUNE 2019', '2019-06-05'],
      ['0CTOBER 3, 2017', '2017-10-03'],
    ])('reads %s', (printed, iso) => {
      expect(dateOf(['HARBOUR PHARMACY', printed, ['TOTAL', '12.00']])).toBe(iso);
    });
    it('needs a year of three real digits or more beside the lone letter', () => {
      expect(dateOf(['HARBOUR PHARMACY', 'MAY I SEE 2O1B', ['TOTAL', '12.00']])).toBeNull();
      expect(dateOf(['HARBOUR PHARMACY', 'MAY I ZOIS', ['TOTAL', '12.00']])).toBeNull();
    });
    it('keeps the French month "mars" whole: its S is no day', () => {
      expect(dateOf(['LIBRAIRIE DU PORT', 'Ticket du 3 mars 2025', ['TOTAL', '12,00 EUR']])).toBe(
        '2025-03-03',
      );
      expect(dateOf(['LIBRAIRIE DU PORT', 'MARS 2025', ['TOTAL', '12,00 EUR']])).toBeNull();
    });
    it('keeps a glued restaurant date whose month is a German month word plus a digit ("JUL19\'14")', () => {
      expect(dateOf(['GRILL HOUSE', "JUL19'14", ['TOTAL', '$12.00']])).toBe('2014-07-19');
    });
  });

  it('reads a date with a comma for one slash and a look-alike letter ("0Z,22/2014")', () => {
    expect(dateOf(['CORNER DELI', 'Austin, TX 78701', '0Z,22/2014', ['TOTAL', '$8.00']])).toBe('2014-02-22');
  });

  describe("dates in C's ctime form, printed by Unix-based tills (family)", () => {
    it.each([
      ['Thu Nov 20 19:13:00 2013', '2013-11-20'],
      ['Nov 3 07:05 2016', '2016-11-03'],
    ])('reads %s, the time between the day and the year', (printed, iso) => {
      expect(dateOf(['LAKESIDE HARDWARE', printed, ['TOTAL', '$12.00']])).toBe(iso);
    });
  });
});

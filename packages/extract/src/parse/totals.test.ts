import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { classifyLabel, classifyRow } from './rows';
import { toRows } from './text';

const read = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

describe('totals', () => {
  it('takes the total after rounding over the total before it', () => {
    const r = read([
      'KEDAI MAJU SDN BHD',
      ['Total Sales (Inclusive of GST)', '80.91'],
      ['Rounding', '-0.01'],
      ['Total', '80.90'],
      ['CASH', '100.00'],
      ['CHANGE', '19.10'],
    ]);
    expect(r.total_price).toBe(80.9);
  });
  it('reads a bare NET under the total as the amount before tax when the printed tax lifts it to the total, as European VAT summaries print it', () => {
    for (const [label, vat] of [
      ['NET', 'VAT 20%'],
      ['Nett', 'MwSt 20%'],
      ['Net amount', 'TVA 20%'],
    ] as const) {
      const r = read([
        'CAFE NORD',
        ['Coffee', '3.50'],
        ['Cake', '2.50'],
        ['TOTAL', '6.00'],
        [vat, '1.00'],
        [label, '5.00'],
      ]);
      expect(r.total_price).toBe(6);
      expect(r.subtotal).toBe(5);
    }
  });
  it('keeps a bare NETT as the total when it is the rounded or taxed amount, as Malaysian tills print it', () => {
    const rounded = read([
      'KEDAI MAKAN',
      ['NASI', '3.50'],
      ['TEH', '2.53'],
      ['TOTAL', '6.03'],
      ['ROUNDING', '-0.03'],
      ['NETT', '6.00'],
      ['CASH', '10.00'],
      ['CHANGE', '4.00'],
    ]);
    expect(rounded.total_price).toBe(6);
    const taxed = read([
      'KEDAI MAKAN',
      ['NASI', '10.00'],
      ['TEH', '10.00'],
      ['TOTAL', '20.00'],
      ['GST 6%', '1.20'],
      ['NETT AMOUNT', '21.20'],
    ]);
    expect(taxed.total_price).toBe(21.2);
  });
  it('reads a total whose box lost its leading digits from the card payment or cash minus change that ends in the same digits', () => {
    const card = read([
      'SUSHI MAJU SDN BHD',
      ['Green Tea', '2.00'],
      ['Ramen', '12.80'],
      ['TOTAL', '1.50'],
      ['VISA', '41.50'],
    ]);
    expect(card.total_price).toBe(41.5);
    expect(card.parsingNotes).toMatch(/^Needs review/);
    const cash = read([
      'KEDAI MAJU',
      ['NASI', '20.00'],
      ['TEH', '3.00'],
      ['TOTAL', '8.00'],
      ['CASH', '50.00'],
      ['CHANGE', '22.00'],
    ]);
    expect(cash.total_price).toBe(28);
  });
  it('keeps a total whose digits end the cash handed over when no change line makes that the amount paid', () => {
    const r = read(['KEDAI MAJU', ['NASI', '7.00'], ['TEH', '3.00'], ['TOTAL', '10.00'], ['CASH', '110.00']]);
    expect(r.total_price).toBe(10);
    const backed = read([
      'KEDAI MAJU',
      ['SUBTOTAL', '1.50'],
      ['TAX', '0.00'],
      ['TOTAL', '1.50'],
      ['CASH', '41.50'],
      ['CHANGE', '40.00'],
    ]);
    expect(backed.total_price).toBe(1.5);
  });
  it('reads a total whose box lost its leading digits from the subtotal ending in the same digits, when no payment is printed', () => {
    const r = read([
      'PULAU KETAM RESTAURANT',
      ['TONG HO', '10.00'],
      ['MUTTON SLICE', '15.00'],
      ['HEAD COUNT (2 SET)', '68.00'],
      ['Subtotal :', '93.00'],
      ['TOTAL:', '3.00'],
    ]);
    expect(r.total_price).toBe(93);
    expect(r.parsingNotes).toMatch(/^Needs review/);
    expect(r.parsingNotes).toContain('the subtotal gives 93.00');
  });
  it('keeps a total under the subtotal when a printed voucher or discount makes up the difference', () => {
    const r = read([
      'PULAU KETAM RESTAURANT',
      ['TONG HO', '10.00'],
      ['MUTTON SLICE', '3.00'],
      ['Subtotal :', '13.00'],
      ['VOUCHER DISCOUNT', '-10.00'],
      ['TOTAL:', '3.00'],
    ]);
    expect(r.total_price).toBe(3);
  });
  it('reads a total whose box lost its last digit ("41.9") from the payable line or the card payment that begins with it', () => {
    const payable = read([
      'BHPETROL SUBANG',
      ['PRIMAX 97', '41.95'],
      ['TOTAL SALES RM', '41.9'],
      ['TOTAL AMOUNT PAYABLE RM', '41.95'],
      ['EDC MASTER RM', '41.95'],
    ]);
    expect(payable.total_price).toBe(41.95);
    const card = read([
      'KEDAI MAJU',
      ['NASI', '10.25'],
      ['TEH', '2.20'],
      ['TOTAL', '12.4'],
      ['VISA', '12.45'],
    ]);
    expect(card.total_price).toBe(12.45);
    expect(card.parsingNotes).toMatch(/^Needs review/);
  });
  it('keeps a one-decimal total when two payments that begin with it disagree', () => {
    const r = read([
      'KEDAI MAJU',
      ['NASI', '10.00'],
      ['TOTAL', '12.4'],
      ['VISA', '12.45'],
      ['MASTER', '12.48'],
    ]);
    expect(r.total_price).toBe(12.4);
  });
  it('reads a total printed with one look-alike digit from the amount the items and cash minus change or subtotal plus tax agree on', () => {
    const paid = read([
      'LIGHT GALLERY',
      ['LED BULB', '19.90'],
      ['LED STRIP', '19.90'],
      ['TOTAL', '39.88'],
      ['CASH', '50.00'],
      ['CHANGE', '10.20'],
    ]);
    expect(paid.total_price).toBe(39.8);
    expect(paid.parsingNotes).toContain('the items and cash minus change both give 39.80');
    const taxed = read([
      'KEDAI MAJU',
      ['NASI', '20.00'],
      ['TEH', '10.00'],
      ['SUBTOTAL', '30.00'],
      ['SST 6%', '1.80'],
      ['TOTAL', '37.80'],
    ]);
    expect(taxed.total_price).toBe(31.8);
  });
  it('keeps a printed total that only one other reading contradicts, or that cash rounding or tax explains', () => {
    const itemsOnly = read(['KEDAI MAJU', ['NASI', '20.00'], ['TEH', '10.00'], ['TOTAL', '38.00']]);
    expect(itemsOnly.total_price).toBe(38);
    const rounded = read([
      'BOOK SHOP',
      ['PEN', '1.49'],
      ['BRUSH', '5.89'],
      ['PENCIL', '4.99'],
      ['TOTAL', '12.37'],
      ['CASH', '20.00'],
      ['CHANGE', '7.65'],
    ]);
    expect(rounded.total_price).toBe(12.37);
    const withTax = read([
      'CAFE',
      ['ESPRESSO', '900.00'],
      ['SUBTOTAL', '900.00'],
      ['TAX', '90.00'],
      ['TOTAL', '990.00'],
    ]);
    expect(withTax.total_price).toBe(990);
  });
  it('reads MOMS, MVA and KDV as the tax alone, before a rate or in the words for the tax amount, not at the head of a product name', () => {
    for (const label of ['MOMS 25%', 'Momsbelopp', 'Moms udgør', 'MVA 15%', 'KDV TUTARI', 'TOPKDV']) {
      const r = read(['KAFFEBAREN', ['Kaffe', '4.00'], ['Kage', '1.99'], ['TOTAL', '5.99'], [label, '1.20']]);
      expect(r.tax).toBe(1.2);
    }
    for (const product of ['MOMS BEST CEREAL', 'KDV SIZ URUN', 'MVAKERI BROD']) {
      const r = read(['CORNER MARKET', [product, '3.99'], ['MILK', '2.00'], ['TOTAL', '5.99']]);
      expect(r.tax).toBeNull();
      expect(r.line_items.map((i) => i.name)).toContain(product);
    }
  });
  it('does not take the subtotal, the item count or the cash tendered', () => {
    const r = read([
      'SHOP',
      ['SUBTOTAL', '40.00'],
      ['TOTAL QTY', '3'],
      ['GST 6%', '2.40'],
      ['GRAND TOTAL', '42.40'],
      ['CASH', '50.00'],
      ['CHANGE', '7.60'],
    ]);
    expect(r.total_price).toBe(42.4);
    expect(r.subtotal).toBe(40);
    expect(r.tax).toBe(2.4);
  });
  it('restores a decimal point OCR dropped from the total', () => {
    const r = read([
      'SHOP',
      ['SUB TOTAL', '10.00'],
      ['GRAND TOTAL', '1000'],
      ['CASH', '20.00'],
      ['CHANGE DUE', '10.00'],
    ]);
    expect(r.total_price).toBe(10);
  });
  it('reads the total printed on the line below its label', () => {
    const r = read(['SHOP', ['Item A', '3.00'], 'AMOUNT DUE', ['', '3.00']]);
    expect(r.total_price).toBe(3);
  });
  it('reads Malay Jumlah totals', () => {
    expect(read(['KEDAI RUNCIT', ['Barang', '5.00'], ['JUMLAH', 'RM5.00']]).total_price).toBe(5);
  });
  it('reads BALANCE DUE as the total', () => {
    expect(read(['DINER', ['Burger', '9.50'], ['Tax', '0.76'], ['BALANCE DUE', '$10.26']]).total_price).toBe(
      10.26,
    );
  });
  it('uses cash minus change when no total line exists', () => {
    const r = read(['STALL', ['Nasi lemak', '4.50'], ['CASH', '10.00'], ['CHANGE', '5.50']]);
    expect(r.total_price).toBe(4.5);
    expect(r.parsingNotes).toMatch(/tendered minus the change/);
  });
  it('says so in parsingNotes when items and tax do not add up to the total', () => {
    const r = read(['SHOP', ['Widget', '5.00'], ['Gadget', '6.00'], ['Tax', '1.00'], ['TOTAL', '15.00']]);
    expect(r.total_price).toBe(15);
    expect(r.parsingNotes).toMatch(/Line items add up to 11\.00/);
  });
  it('reads the tip separately from the total', () => {
    const r = read([
      'BISTRO',
      ['Pasta', '20.00'],
      ['Subtotal', '20.00'],
      ['Tip', '4.00'],
      ['Total', '$24.00'],
    ]);
    expect(r.tip).toBe(4);
    expect(r.total_price).toBe(24);
  });
  it('takes the total after the tip on a card slip over the amount due above the tip', () => {
    const r = read([
      'BISTRO',
      'CREDIT SALE',
      ['AMOUNT DUE', '$42.10'],
      ['TIP', '$7.90'],
      ['TOTAL', '$50.00'],
    ]);
    expect(r.total_price).toBe(50);
  });
  it('takes the grand total that adds service and tax to a nett total above them', () => {
    const r = read([
      'SEAFOOD RESTAURANT',
      ['Nett Total', '100.00'],
      ['Service Charge 10%', '10.00'],
      ['GST 6%', '6.60'],
      ['Grand Total', '116.60'],
    ]);
    expect(r.total_price).toBe(116.6);
    expect(r.parsingNotes).not.toMatch(/Needs review: the total/);
  });
  it('reads the taxable base of Spanish and Italian tickets (Base imponible, Imponibile) as the subtotal', () => {
    const r = read([
      'BAR LA ESQUINA',
      ['2 CAÑA', '5.00'],
      ['1 TORTILLA', '4.50'],
      ['BASE IMPONIBLE', '8.64'],
      ['IVA 10%', '0.86'],
      ['TOTAL', '9.50'],
    ]);
    expect({ subtotal: r.subtotal, tax: r.tax, total: r.total_price }).toEqual({
      subtotal: 8.64,
      tax: 0.86,
      total: 9.5,
    });
    expect(classifyLabel('IMPONIBILE')).toBe('subtotal');
  });
  describe('the total line of European till slips in languages besides the six (family)', () => {
    const slip = (label: string) =>
      read([
        'SKLEP NA ROGU',
        '12.03.2021',
        ['CHLEB', '4,50'],
        ['MASLO', '7,20'],
        [label, '11,70'],
        ['GOTOWKA', '20,00'],
        ['RESZTA', '8,30'],
      ]);
    it.each(['SUMA PLN', 'Razem', 'Summa', 'I alt', 'Ukupno', 'Toplam', 'Összesen', 'Importo pagato'])(
      'reads "%s" as the total',
      (label) => {
        const r = slip(label);
        expect(r.total_price).toBe(11.7);
        expect(r.parsingNotes).toContain(`Total from the "${label.replace(/ PLN$/, '')}" line`);
      },
    );
    it('reads the same words before a tax name as the tax, not the total (SUMA PTU, Toplam KDV, Ukupno PDV)', () => {
      for (const label of ['SUMA PTU', 'Toplam KDV', 'Ukupno PDV'])
        expect(classifyLabel(label.toUpperCase().replace(/ /g, ''))).toBe('tax');
    });
    it('reads the cash handed over and the change given back in those languages', () => {
      for (const label of ['RESTO', 'TROCO', 'RESZTA', 'VAXEL']) expect(classifyLabel(label)).toBe('change');
      for (const label of ['GOTOWKA', 'GOTOVINA', 'DINHEIRO', 'KESZPENZ', 'NAKIT'])
        expect(classifyLabel(label)).toBe('tender');
      expect(classifyLabel('RESTORAN')).not.toBe('change');
    });
  });
  it('reads the French SOUS-TOTAL of Quebec slips as the subtotal', () => {
    expect(classifyLabel('SOUSTOTAL')).toBe('subtotal');
  });
  it('never throws on text without any amounts', () => {
    const r = read(['%%%', '@@@ ### ///', '']);
    expect(r.total_price).toBeNull();
    expect(r.parsingNotes).toMatch(/No total found/);
  });
  it('reads the balance named just before the last amount on a shared row', () => {
    expect(
      read([
        'SHOP',
        ['FRUIT ROLL UPS', '2.00'],
        ['TAX 00 BAL', '2.00'],
        ['CASH', '10.00'],
        ['CHANGE', '8.00'],
      ]).total_price,
    ).toBe(2);
  });
  it('uses the amount paid when the balance line shows zero after payment', () => {
    const r = read([
      'CAFE',
      ['Espresso', '900.00'],
      ['SUB TOTAL', '990.00'],
      ['CASH', '990.00'],
      ['BALANCE', '0.00'],
    ]);
    expect(r.total_price).toBe(990);
  });
  it('reads "Amount to be paid" as the total, not as a payment', () => {
    const r = read([
      'SHOP',
      ['Total', '25.44'],
      ['Rounding Adjustment', '0.01'],
      ['Amount To Be Paid', '25.45'],
      ['Cash Received', '25.50'],
      ['Change', '0.05'],
    ]);
    expect(r.total_price).toBe(25.45);
  });
  it('takes the rounded cash amount when the printed total is a few cents off', () => {
    const r = read([
      'SHOP',
      ['Total (RM)', '112.46'],
      ['Rounding', '-0.02'],
      ['CASH', '112.45'],
      ['Change', '0.00'],
    ]);
    expect(r.total_price).toBe(112.45);
    expect(r.parsingNotes).toMatch(/rounded to the amount paid/);
  });
  it('prefers the total after rounding that a card paid', () => {
    const r = read([
      'SHOP',
      ['Total Sales Incl. GST', '100.62'],
      ['Total After Rounding', '100.60'],
      ['VISA', '100.60'],
    ]);
    expect(r.total_price).toBe(100.6);
  });
  it('takes the sum of per-tax-group totals as the total payable', () => {
    const r = read([
      'BAKERY SDN BHD',
      'GROUND FLOOR, NO. 4&6,',
      ['Total 0% supplies:', '7.61'],
      ['Total 6% supplies (excl. GST):', '24.00'],
      ['GST:', '1.44'],
      ['Total 6% supplies (Inc. GST):', '25.44'],
      ['Total 0% supplies:', '7.61'],
      ['Total Payable:', '33.05'],
    ]);
    expect(r.total_price).toBe(33.05);
  });
  it('does not read GROUND in an address as a rounding line', () => {
    const r = read(['SHOP', 'GROUND FLOOR, LOT 6,', ['Item', '5.00'], ['TOTAL', '5.00']]);
    expect(r.parsingNotes).not.toMatch(/differs|rounded/);
    expect(r.total_price).toBe(5);
  });
  it('reads TOTAL when OCR turns its T into an I', () => {
    const r = read([
      'SHOP',
      ['Total Sales Incl. GST', '100.62'],
      ['Iotal After Rounding', '100. 60'],
      ['VISA', '100.60'],
    ]);
    expect(r.total_price).toBe(100.6);
  });
  it('takes an amount printed just above its label on a tilted photo', () => {
    const doc = syntheticReceipt(['CAFE', ['Latte', '4.50']]);
    doc.lines.push(
      { text: '4.50', x: 360, y: 70, width: 36, height: 20, confidence: 0.99, page: 0 },
      { text: 'TOTAL', x: 10, y: 84, width: 45, height: 20, confidence: 0.99, page: 0 },
    );
    const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(r.total_price).toBe(4.5);
    expect(r.parsingNotes).not.toMatch(/No total line found/);
  });
  it('reads a total whose decimal point OCR read as a space', () => {
    const r = read([
      'CORNER DELI',
      'Austin, TX 78701',
      ['Coffee', '3.50'],
      ['Bagel', '9.00'],
      ['TOTAL', '12 50'],
    ]);
    expect(r.total_price).toBe(12.5);
  });
  it('does not join two whole numbers on a receipt that prints no cents', () => {
    expect(read(['WARUNG', ['Teh', '2'], ['Nasi', '10'], ['TOTAL', '12 50']]).total_price).toBe(50);
  });
  it('restores the last digit of a total when subtotal plus tax give it', () => {
    const r = read([
      'CORNER DELI',
      ['Coffee', '3.50'],
      ['Bagel', '9.01'],
      ['Subtotal', '12.51'],
      ['Tax', '1.03'],
      ['TOTAL', '$13.5'],
    ]);
    expect(r.total_price).toBe(13.54);
    expect(r.parsingNotes).toMatch(/subtotal plus tax give 13\.54/);
  });
  it('keeps a one-decimal total that subtotal plus tax confirm', () => {
    expect(read(['CAFE', ['Subtotal', '12.00'], ['Tax', '1.50'], ['TOTAL', '13.5']]).total_price).toBe(13.5);
  });
  it('reads an S before a labelled amount as a dollar sign on a dollar receipt', () => {
    const r = read(['DINER', ['Burger', '$9.50'], ['Tax', 'S076'], ['TOTAL', 'S10.26']]);
    expect(r.tax).toBe(0.76);
    expect(r.total_price).toBe(10.26);
  });
  it('does not read the year of an ISO date as a tax amount', () => {
    const r = read(['DINER', '2017-02-12 14:48 GST', ['Burger', '$9.50'], ['TOTAL', '$9.50']]);
    expect(r.tax).toBeNull();
  });
  it('restores the last digit of a total from the items and tax when the subtotal is garbled', () => {
    const r = read([
      'DINER',
      ['Soft Drink', '$2.00'],
      ['Hibachi Chicken', '$8.95'],
      ['Shrimp & Veg', '$7.00'],
      ['Subtotal', '51795'],
      ['Tax', 'S161'],
      ['Total:', 'S19.5'],
    ]);
    expect(r.total_price).toBe(19.56);
    expect(r.parsingNotes).toMatch(/items plus tax give 19\.56/);
  });
  describe('rounding adjustment lines (family)', () => {
    it.each(['Total Amt Payable:', 'Total Ant Poyable:', 'TOTAL AMT PAYA8LE'])(
      'takes the payable total after a rounding adjustment, its label read as "%s"',
      (label) => {
        const r = read([
          'KEDAI MAJU SDN BHD',
          ['Total Amt Incl GST 6%:', '7.42'],
          ['Rounding Adjustment:', '(0.02)'],
          [label, '7.40'],
          ['Cash', '10.00'],
          ['Change', '2.60'],
        ]);
        expect(r.total_price).toBe(7.4);
      },
    );
    it('takes the lower of two totals a few cents apart that is on a 5-cent step when no rounding line is read', () => {
      const r = read([
        'CHILLI GRILL',
        ['Subtotal', '80.00'],
        ['Service Charge 10%', '8.00'],
        ['GST @6%', '5.28'],
        ['Total:', '93.28'],
        ['', '0.02'],
        ['Total', '93.30'],
      ]);
      expect(r.total_price).toBe(93.3);
      const above = read(['CHILLI GRILL', ['Total (Inclusive of GST):', '65.12'], ['TOTAL:', '65.10']]);
      expect(above.total_price).toBe(65.1);
    });
    it('reads "Rnd Adj" as rounding, and a bare adjustment of a whole unit as neither rounding nor total', () => {
      expect(classifyLabel('RNDADJ')).toBe('rounding');
      const r = read([
        'WORKSHOP',
        ['Labour', '40.00'],
        ['Total', '40.00'],
        ['Adjustment', '5.00'],
        ['Cash', '50.00'],
      ]);
      expect(r.total_price).toBe(40);
    });
    it('takes the card payment that is the total with the rounding applied when OCR misread the rounded total', () => {
      const r = read([
        'SUSHI BAR',
        ['Total (Excluding GST):', '36.60'],
        ['Serv. Charge (10%):', '3.66'],
        ['GST Payable:', '2.42'],
        ['Total (Inclusive of GST):', '42.68'],
        ['Rounding Adj:', '0.02'],
        ['TOTAL:', '47.70'],
        ['VISA', '42.70'],
      ]);
      expect(r.total_price).toBe(42.7);
      expect(classifyLabel('10SRVCHG')).toBe('service');
    });
    it('takes the total printed below a bracketed rounding line of a total rounded up', () => {
      const r = read([
        'KEDAI MAJU SDN BHD',
        ['Total Amt Incl GST 6%:', '12.48'],
        ['Rounding Adjustment:', '(0.02)'],
        ['Total Amt Payable:', '12.50'],
      ]);
      expect(r.total_price).toBe(12.5);
    });
    it('takes cash minus change as the rounded total when OCR misread the total printed under the rounding line', () => {
      const r = read([
        'KEDAI RUNCIT MAJU',
        '22/02/2018 10:15',
        ['BISKUT', '12.32'],
        ['Total Incl GST', '12.32'],
        ['Rounding Adj', '-0.02'],
        ['Total', '12.80'],
        ['Cash', '20.00'],
        ['Change', '7.70'],
      ]);
      expect(r.total_price).toBe(12.3);
    });
    it('keeps the printed total when the rounding line follows it and the rounded amount is printed nowhere', () => {
      const r = read([
        'BOOK CENTRE SDN BHD',
        ['Total RM', '23.47'],
        ['Rounding Adjustments RM', '-0.02'],
        ['Tendered-CASH RM', '30.00'],
        ['Change RM', '6.55'],
      ]);
      expect(r.total_price).toBe(23.47);
    });
    it('takes the rounded amount printed without a label below the rounding line', () => {
      const r = read([
        'HOME DECO',
        ['TOTAL AMT.. RM', '45.62'],
        ['ROUNDING ADJ.', '-0.02'],
        ['RM', '45.60'],
        ['CASH. RM', '50.00'],
        ['CHANGE. RM', '4.40'],
      ]);
      expect(r.total_price).toBe(45.6);
    });
  });
  describe('total labels OCR clipped or abbreviated (family)', () => {
    it.each(['Tota!', 'Tota:', 'TL:RM'])('reads "%s" as a total label', (label) => {
      const r = read([
        'MINI MARKET',
        ['Fish ball', '1.20'],
        ['Tofu', '27.40'],
        [label, '28.60'],
        ['CASH', '50.00'],
      ]);
      expect(r.total_price).toBe(28.6);
    });
    it('reads "Net Amt" as the net total and "Total with GST" as the total including tax', () => {
      expect(classifyLabel('NETAMT')).toBe('rounded-total');
      expect(classifyLabel('ITEM3TOTALWITHGST6')).toBe('grand');
      expect(classifyLabel('TOTALWITHOUTGST')).toBe('subtotal');
    });
    it('reads "Qty Rounding" as the rounding line, the quantity\'s number lost', () => {
      expect(classifyLabel('QTYROUNDING')).toBe('rounding');
      const r = read([
        'DELUXE MART',
        ['Item 3 Total with GST @ 6%', '27.33'],
        ['Qty Rounding', '0.02'],
        ['Tota! Saving 0.00 Tota!', '27.35'],
        ['Cash', '30.00'],
        ['Change', '2.65'],
      ]);
      expect(r.total_price).toBe(27.35);
    });
  });
  describe('summary labels with a letter OCR read as its look-alike digit (family)', () => {
    const row = (text: string) => classifyRow(toRows(syntheticReceipt([text]))[0]!);
    it.each([
      ['CA5H 50.00', 'tender'],
      ['5UBTOTAL 41.20', 'subtotal'],
      ['R0UNDING ADJ -0.02', 'rounding'],
      ['8ALANCE DUE 7.60', 'grand'],
      ['Ba1ance 7.60', 'total'],
      ['G5T 6% 2.47', 'tax'],
      ['TOTAL QUANT1TY 3', 'count'],
      ['CHAN6E 8.80', 'change'],
    ])('reads "%s" as a %s row', (text, kind) => {
      expect(row(text).kind).toBe(kind);
    });
    it('keeps numbers glued to labels as numbers', () => {
      expect(row('SC10 4.10').label).toBe('SC10');
      expect(row('2ND ITEM 4.10').label).toBe('2NDITEM');
      expect(row('B2B FEE 4.10').label).toBe('B2BFEE');
    });
    it('takes the total over a count line whose I was read as 1 and a cash line with 5 for S', () => {
      const r = read([
        'MINI MARKET',
        ['Fish ball', '1.20'],
        ['Tofu', '27.40'],
        ['TOTAL QUANT1TY', '2'],
        ['Tota1', '28.60'],
        ['CA5H', '50.00'],
        ['CHANGE', '21.40'],
      ]);
      expect(r.total_price).toBe(28.6);
    });
  });
  describe('GST summary tables (family)', () => {
    it("does not take the summary table's column totals (amount, tax) for the bill total", () => {
      const r = read([
        'BAKERY',
        ['Wholemeal loaf', '10.60'],
        ['CASH', '20.00'],
        ['CHANGE', '9.40'],
        'GST SUMMARY',
        ['Tax Code Amount(RM) Tax(RM)', ''],
        ['SR 6%', '10.00 0.60'],
        ['Total:', '10.00 0.60'],
      ]);
      expect(r.total_price).toBe(10.6);
    });
    it('still takes a summary total whose last column is the sum of the others', () => {
      const r = read([
        'HARDWARE',
        ['Total Inclusive GST:', '53.00'],
        'GST Summary',
        ['Total', '50.00 3.00 53.00'],
      ]);
      expect(r.total_price).toBe(53);
    });
    it('reads "GST Payable" as the tax, not as the amount payable', () => {
      expect(classifyLabel('GSTPAYABLE')).toBe('tax');
      expect(classifyLabel('GSTPAYABLE6')).toBe('tax');
      expect(classifyLabel('TOTALPAYABLE')).toBe('grand');
      const r = read([
        'SUSHI BAR',
        ['Total (Excluding GST):', '40.00'],
        ['GST Payable:', '2.40'],
        ['Total (Inclusive of GST):', '42.40'],
        ['VISA', '42.40'],
      ]);
      expect(r.total_price).toBe(42.4);
      expect(r.tax).toBe(2.4);
    });
  });
  describe('item counts whose label OCR garbled (family)', () => {
    it.each(['Total tem(6) :', 'Total ty', 'Total ltem(a) :'])(
      'does not take "%s 1" for the total on a receipt that prints cents',
      (label) => {
        const r = read([
          'KEDAI MAJU SDN BHD',
          ['Cashler#:', '1'],
          ['A4 PAPER 5 REAMS', '148.00'],
          ['Subtotal :', '148.00'],
          ['Total Incl. GST', '148.00'],
          ['Paymert :', '148.00'],
          ['Change Due :', '0.00'],
          [label, '1'],
        ]);
        expect(r.total_price).toBe(148);
      },
    );
    it('keeps a garbled whole total that the card payment confirms', () => {
      const r = read(['AIRPORT CAFE', ['Fruit salad', '24.00'], ['Total', '59'], ['Card', '-59.00']]);
      expect(r.total_price).toBe(59);
    });
  });
  describe('cash, payment and change lines (family)', () => {
    it('reads a change printed with a trailing minus', () => {
      const r = read([
        'RESTORAN MAJU',
        ['Total Sales Amount', '33.00'],
        ['GST 6%', '1.98'],
        ['Rounding Adjustment', '0.02'],
        ['TOTAL', '35.00'],
        ['CASH', '55.00'],
        ['Change Returned', '20.00-'],
      ]);
      expect(r.total_price).toBe(35);
    });
    it('reads "Total Paid" as the cash handed over, not as a total', () => {
      expect(classifyLabel('TOTALPAID')).toBe('tender');
      expect(classifyLabel('TOTALTENDERED')).toBe('tender');
      const r = read([
        'BAKERY CAFE',
        ['Bread', 'RM13.40'],
        ['Total', 'RM13.40'],
        ['Total Paid', 'RM20.00'],
        ['Change', 'RM6.60'],
      ]);
      expect(r.total_price).toBe(13.4);
    });
    it('reads amounts whose decimal point OCR read as a hyphen on total and payment lines', () => {
      const r = read(['HARDWARE', ['TOTAL', '36-50'], ['CASH', '50-00'], ['CHANGE', '13.50']]);
      expect(r.total_price).toBe(36.5);
      const [paidOn] = toRows(syntheticReceipt(['PAID 25-12-18'])).map(classifyRow);
      expect(paidOn?.money).toEqual([]);
    });
    it('reads a bare BALANCE below the cash as the change when it is the cash minus the total', () => {
      const r = read(['KEDAI RUNCIT', ['TOTAL', '36.80'], ['CASH', '50.00'], ['BALANCE', '13.20']]);
      expect(r.total_price).toBe(36.8);
      expect(r.confidence.total_price).toBeGreaterThanOrEqual(0.9);
      const due = read(['DINER', ['Burger', '9.50'], ['Tax', '0.76'], ['BALANCE', '10.26']]);
      expect(due.total_price).toBe(10.26);
    });
    it('takes the payment line between the cash handed over and the change as the amount paid', () => {
      const r = read([
        'HOTEL BAR',
        ['1 Guinness Pie', '14.50'],
        ['1 Cappuccino', '2.80'],
        ['Cash', '50.00'],
        ['Food', '29.30'],
        ['Beverage', '16.55'],
        ['Payment', '45.85'],
        ['Change Due', '4.15'],
      ]);
      expect(r.total_price).toBe(45.85);
    });
  });
  describe('Malay change labels inside product words (family)', () => {
    it('reads BAKI as change, but not the BAKI inside BAKING (baking powder, soda, trays)', () => {
      expect(classifyLabel('BAKI')).toBe('change');
      expect(classifyLabel('WANGBAKI')).toBe('change');
      expect(classifyLabel('UNITROYALBAKINGPOWDER450G')).toBe('other');
      expect(classifyLabel('BAKINGSODA')).toBe('other');
    });
  });
  describe('totals labelled in other European languages (family)', () => {
    it('reads a German till slip: Rechnungsbetrag, Bar gegeben, Rückgeld', () => {
      const r = read([
        'TAQUERIA',
        ['1 x Taco Fajita', '2.10'],
        ['2 x Taco Del Capo', '4.20'],
        ['Rechnungsbetrag EUR', '8.70'],
        ['Bar gegeben', '10.00'],
        ['Rückgeld', '1.30'],
      ]);
      expect(r.total_price).toBe(8.7);
      expect(r.line_items.map((i) => i.price)).not.toContain(1.3);
    });
    it('reads "Total (inkl. MwSt.)" as the total, not as the VAT it includes', () => {
      const r = read([
        'CAFE LINDE',
        ['Apfelkuchen', '4,20 €'],
        ['Kaffee', '3,10 €'],
        ['Total (inkl. MwSt.)', '7,30 €'],
        ['enthaltene MwSt 19%', '1,17 €'],
      ]);
      expect(r.total_price).toBe(7.3);
      expect(r.tax).toBe(1.17);
      expect(r.parsingNotes).toContain('Total (inkl. MwSt.)');
    });
    it('reads an Estonian till slip: Kokku, Tagasi', () => {
      const r = read([
        'RESTORAN',
        ['BigMac XLE 1 60.00', '60.00'],
        ['Ketsup 1 3.00', '3.00'],
        ['KOKKU', '63.00'],
        ['KOKKU EURO', '4.03'],
        ['EEK', '100.00'],
        ['Tagasi:', '37.00'],
      ]);
      expect(r.total_price).toBe(63);
    });
  });
  describe('rounded totals and pay-station slips (family)', () => {
    it('reads a "round up amount" of a whole unit or more as the rounded total', () => {
      const r = read([
        'KEBAB HOUSE',
        ['SUB TOTAL', 'Rs1,675.00'],
        ['Vat 13.13%', 'Rs213.36'],
        ['Service TAX 4.94%', 'Rs82.75'],
        ['ROUNDUP AMOUNT', 'Rs1,971.00'],
        ['Cash', 'Rs1,971.11'],
      ]);
      expect(r.total_price).toBe(1971);
    });
    it.each([
      ['Amount Incl. GST', 'Change'],
      ['Anount Incl. GST', 'Chang8'],
    ])('reads "%s" as the total, "Accepted total" as the cash put in and "%s" as change', (label, change) => {
      const r = read([
        'CAR PARK SDN BHD',
        ['Pay parking ticket', '5.00 RM'],
        [label, '5.00 RM'],
        ['Accepted total', '10.00 RM'],
        [change, '5.00 RM'],
        ['GST 6%', '0.28 RM'],
      ]);
      expect(r.total_price).toBe(5);
    });
    it('does not read "Exchangeable within 14 days" as change given', () => {
      const r = read([
        'BOOKSTORE',
        ['Exchangeable within:', '14 days'],
        ['PILOT FUDE', '5.89'],
        ['Tendered-CASH RM', '50.00'],
        ['Change RM', '44.11'],
      ]);
      expect(r.total_price).toBe(5.89);
    });
  });
  describe('a 5 opening an amount read as S (OCR look-alike, family)', () => {
    it('reads "S8.00" as 58.00 on a receipt priced in ringgit', () => {
      const r = read([
        'KEDAI MAJU SDN BHD',
        ['Nasi lemak', 'RM 5.00'],
        ['Teh tarik', 'RM 53.00'],
        ['TOTAL', 'S8.00'],
      ]);
      expect(r.total_price).toBe(58);
    });
    it('keeps it a misread dollar sign on a receipt priced in dollars', () => {
      const r = read([
        'CORNER DELI',
        'Austin, TX 78701',
        ['Coffee', '$3.00'],
        ['Bagel', '$5.00'],
        ['TOTAL', 'S8.00'],
      ]);
      expect(r.total_price).toBe(8);
    });
  });
  describe('amounts whose decimal point OCR lost (family)', () => {
    it('reads zero lines printed "000" as 0.00, so a total that lost its point is read in cents', () => {
      const r = read([
        'SEASIDE NOODLE HOUSE',
        ['Tea', '500'],
        ['Fried rice', '2600'],
        ['Sub Total', '3100'],
        ['Discount', '000'],
        ['Service Tax', '000'],
        ['Rounding', '0.00'],
        ['Total', '3100'],
        'THANK YOU',
      ]);
      expect(r.total_price).toBe(31);
    });
    it('reads a total that lost its point in cents when it would be a hundred times the cash handed over', () => {
      const r = read([
        'CORNER STATIONERS',
        ['Pen', '149'],
        ['Brush', '1088'],
        ['Total', '1237'],
        ['Cash', '50.00'],
        ['Change', '3763'],
      ]);
      expect(r.total_price).toBe(12.37);
    });
    it('keeps to that reading when the subtotal lost its point too', () => {
      const r = read([
        'CORNER STATIONERS',
        ['Pen', '500'],
        ['Brush', '2600'],
        ['Sub Total', '3100'],
        ['Total', '3100'],
        ['Cash', '51.00'],
        ['Change', '2000'],
      ]);
      expect(r.total_price).toBe(31);
    });
    it('reads a total that lost its point on the total and cash lines as the amount another line prints with its point', () => {
      const r = read([
        'KEDAI ALAT TULIS SDN BHD (123456-A)',
        'GST Reg No: 000123456789',
        'Bill No: CS-10023',
        'Date: 14/06/2017 10:12:40 AM',
        ['PENCIL 2B', '4.70'],
        ['Total:', '4.70'],
        ['Total Item Discount:', '0.00'],
        ['Total Sales Inclusive GST:', '470'],
        ['Cash Received:', '470'],
        'GST Summary  Tax Code  Taxable Amount  GST',
        'SR 6  443  027',
      ]);
      expect(r.total_price).toBe(4.7);
    });
    it('reads every print of such a total in cents when an item prints it with its point', () => {
      const r = read([
        'HARDWARE TRADING SDN BHD',
        'GST REG NO 000987654321',
        'Tel: 03-5555 1234',
        'Inv: 00123   2017',
        ['1 x 10 PAINT BRUSH 5"', '66.00'],
        ['TOTAL SALES INCLUSIVE GST @6%', '6600'],
        ['ROUND ADJ', '0.00'],
        ['FINAL TOTAL', '6600'],
        ['CASH', '6600'],
        ['CHANGE', '0.00'],
      ]);
      expect(r.total_price).toBe(66);
    });
    it('reads the tax and total that lost their points in cents when the item prices kept theirs', () => {
      const r = read([
        'PATTY PALACE #212',
        '06/02/2019 11:58AM',
        ['CHEESE SMASH', '6.69'],
        ['SMALL FRY', '2.29'],
        ['VANILLA SHAKE', '4.29'],
        ['SUBTOTAL', '13.27'],
        ['TAX', '093'],
        ['DINE IN TOTAL', '1420'],
        ['VISA XXXXXX0659', '$ 1420'],
      ]);
      expect(r.total_price).toBe(14.2);
    });
    it('keeps whole totals on a receipt priced in whole units, whatever few amounts print cents', () => {
      const r = read([
        'WARUNG MAKAN SEDERHANA',
        ['Nasi goreng', '25000'],
        ['Es teh', '8000'],
        ['Subtotal', '33000'],
        ['PB1 10%', '3300'],
        ['Total', '36300'],
        'Kurs USD 1 = 14.25',
      ]);
      expect(r.total_price).toBe(36300);
    });
    it('reads "NET TOTAL 25." as an amount whose cents were lost, not a count of items', () => {
      const r = read([
        'BAKERY TRADING SDN BHD',
        'DATE : 13/04/2018 2:26 PM',
        ['2 PINEAPPLE TART @12.50', '25.00'],
        ['SUBTOTAL', '25.00'],
        ['NET TOTAL', '25.'],
        ['CASH', '50.00'],
        'TAX SUMMARY AMOUNT TAX',
        'SR @6% 23.58 1.42',
      ]);
      expect(r.total_price).toBe(25);
    });
  });
  describe('totals OCR misread by one digit (family)', () => {
    it('restores a digit lost inside a one-decimal total ("$6.6" where subtotal plus tax give 6.86)', () => {
      const r = read([
        'FEED STORE',
        'RENO NV 89506',
        ['BBQ Propane', '$6.37'],
        ['Subtotal', '6.37'],
        ['Tax', '$0.49'],
        ['GRAND TOTAL', '$6.6'],
      ]);
      expect(r.total_price).toBe(6.86);
    });
    it('takes the amount cash minus change and the subtotal agree on over a total one digit away', () => {
      const r = read([
        'HARDWARE SDN BHD',
        ['1/2" PVC BIB TAP', '2.00'],
        ['SEALING TAPE', '0.50'],
        ['SUB-TOTAL (GST)', '2.50'],
        ['ROUNDING', '0.00'],
        ['TOTAL', '2.58'],
        ['CASH', '10.00'],
        ['CHANGE', '7.50'],
      ]);
      expect(r.total_price).toBe(2.5);
      expect(r.parsingNotes).toMatch(
        /The total reads 2.58; cash minus change and the subtotal both give 2.50/,
      );
    });
    it('takes the amount cash minus change and another total plus its rounding agree on over a total one digit away', () => {
      const r = read([
        'STATIONERY',
        ['Total:', '31.64'],
        ['Total Sales Inclusive GST @6%:', '31.64'],
        ['Rounding Adjustment:', '0.01'],
        ['Amount To Be Paid:', '34.65'],
        ['Cash Received:', '40.00'],
        ['Change:', '8.35'],
      ]);
      expect(r.total_price).toBe(31.65);
    });
    it('takes the amount paid exactly and the subtotal agree on over a total one digit away', () => {
      const r = read([
        'HARDWARE',
        ['SUB-TOTAL (GST)', '3.50'],
        ['ROUNDING', '0.00'],
        ['TOTAL', '3.58'],
        ['CASH', '3.50'],
      ]);
      expect(r.total_price).toBe(3.5);
    });
  });
  describe('slips without a total line (family)', () => {
    it('takes the subtotal, tax included, when cash minus change disagrees with it', () => {
      const r = read([
        'NASI KANDAR SDN BHD',
        ['SALTED F.RICE', '8.50'],
        ['SOYA CINCAU', '4.30'],
        ['SUBTOTAL', '12.80'],
        ['RM CASH', '100.000'],
        ['CHANGE', '87.20'],
        ['INC 6% GST', '0.72'],
      ]);
      expect(r.total_price).toBe(12.8);
      expect(r.parsingNotes).toMatch(/subtotal, not the amount tendered minus the change/);
    });
    it('takes cash minus change over the subtotal when tax could make up the difference', () => {
      const r = read([
        'HARDWARE SDN BHD',
        ['LED bulb', '45.28'],
        ['SUB-TOTAL', '45.28'],
        ['TAX', '0.00'],
        ['CASH', '48.00'],
        ['CHANGE', '0.00'],
        'GST SUMMARY',
        ['SR 6%', '45.28 2.72'],
      ]);
      expect(r.total_price).toBe(48);
    });
    it('does not read a GST registration number as the tax', () => {
      const r = read([
        'ROTI BAKERY SDN BHD',
        'GST 000292065280',
        ['Bacon', 'RM4.90'],
        ['SUBTOTAL', 'RM20.40'],
        ['CASH', 'RM20.40'],
      ]);
      expect(r.tax).toBeNull();
    });
  });
  describe('invoices with returned goods (family)', () => {
    it('takes the balance after a refund line over the gross total above it', () => {
      const r = read([
        'TOKO MAJU SDN BHD',
        ['Sub Total', '120.00'],
        ['GST 6%', '7.20'],
        ['Total', '127.20'],
        ['Refund', '-27.20'],
        ['Balance', '100.00'],
      ]);
      expect(r.total_price).toBe(100);
    });
    it('takes the total after a discount taken off an item total above it', () => {
      const r = read(['TAPAS BAR', ['Item Total', '84.50'], ['Discount', '8.45'], ['Total', '76.05']]);
      expect(r.total_price).toBe(76.05);
    });
    it('takes the total after several deductions taken off an item total above them', () => {
      const r = read([
        'CORNER MART',
        ['Merchandise total', '24.00'],
        ['Promo', '-10.00'],
        ['Coupon', '-5.00'],
        ['Total', '9.00'],
      ]);
      expect(r.total_price).toBe(9);
    });
    it('takes the total after a deduction whose label names no discount ("Staff 50% off -15.00")', () => {
      const r = read(['CAFE', ['Item Total', '24.00'], ['Staff 50% off', '-15.00'], ['Total', '9.00']]);
      expect(r.total_price).toBe(9);
    });
    it('reads an "Items total" above a discount as a subtotal when the discount amount is misread', () => {
      const r = read(['CAFE', ['Items total', '24.00'], ['Discount', '14.00'], ['Total', '9.00']]);
      expect(r.total_price).toBe(9);
    });
    it('takes the net total after a returned-goods line printed as a positive amount', () => {
      const r = read([
        'MART',
        ['Milk', '4.50'],
        ['Bread', '3.00'],
        ['Total', '7.50'],
        ['Returned goods', '2.00'],
        ['Net Total', '5.50'],
        ['Cash', '5.50'],
      ]);
      expect(r.total_price).toBe(5.5);
    });
  });

  describe("a till's eat-in mode ('sur place', 'vor Ort') is no payment left for later", () => {
    it('reads "TOTAL SUR PLACE" as the total and "TVA 10% SUR PLACE" as the tax of a bakery slip', () => {
      const r = read([
        'BOULANGERIE DU PONT',
        ['Baguette', '1,20'],
        ['Croissant x2', '2,40'],
        ['TOTAL SUR PLACE', '3,60'],
        ['TVA 10% SUR PLACE', '0,33'],
        ['CB', '3,60'],
      ]);
      expect(r.total_price).toBe(3.6);
      expect(classifyLabel('TVA10%SURPLACE')).toBe('tax');
      expect(classifyLabel('GESAMTVERZEHRVORORT')).toBe('grand');
    });
    it('still reads what is left to pay on arrival as no total', () => {
      for (const label of ['RESTEAPAYERSURPLACE', 'RESTBETRAGVORORT', 'ATTBETALAPAPLATS'])
        expect(classifyLabel(label)).toBe('other');
    });
  });
});

describe('the note naming the total line', () => {
  it('quotes no unmapped glyphs of a PDF font (control or private-use characters around a currency)', () => {
    const doc = syntheticReceipt([
      'Atelier Nordwind',
      ['Lampe', '40.00'],
      ['Carte Total \u0000EUR\u0000', '40.00'],
    ]);
    const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(r.total_price).toBe(40);
    expect(r.parsingNotes).toContain('Total from the "Carte Total" line.');
    expect(r.parsingNotes).not.toMatch(/[\p{Cc}\p{Co}]/u);
  });
});

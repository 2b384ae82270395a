import { describe, expect, it } from 'vitest';
import { type SyntheticRow, syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { garbledSummaryLabel } from './item-misreads';
import { reconcileItems } from './reconcile';

/** Rows that are not purchases, read as line items: each cause seen on the dev receipts. */
const read = (rows: SyntheticRow[]) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });
const prices = (rows: SyntheticRow[]) => read(rows).line_items.map((i) => `${i.name} ${i.price}`);
const amounts = (rows: SyntheticRow[]) => read(rows).line_items.map((i) => i.price);
const item = (name: string, cents: number) => ({ name, quantity: 1, cents, flag: null });
const printed = { subtotal: null, total: null, tax: null, service: null, tip: null, rounding: null };

describe('summary rows whose label OCR garbled', () => {
  it('recognises SUB and the remains of TOTAL, and TOTAL one letter off, word by word', () => {
    expect(garbledSummaryLabel('SUB 1 AL 8 RM')).toBe(true);
    expect(garbledSummaryLabel('GUB-TOIAL (GS()')).toBe(true);
    expect(garbledSummaryLabel('HOT ALMOND MILK')).toBe(false);
    expect(garbledSummaryLabel('SUBWAY MELT')).toBe(false);
  });
  it('does not take a garbled subtotal for an item, and reads no item after it', () => {
    expect(
      prices([
        'HARDWARE',
        ['1 SWITCH', '4.00'],
        ['GUB-TOIAL (GS()', '4.00'],
        ['DISC', '0.50'],
        ['TOTAL', '4.00'],
      ]),
    ).toEqual(['SWITCH 4']);
  });
  it('does not take a service charge printed among the items for an item', () => {
    expect(
      prices([
        'DINER',
        ['1 Yaki set', '19.90'],
        ['1 Iced tea', '1.00'],
        ['Serv Charge 10%', '2.09'],
        ['TOTAL', '22.99'],
      ]),
    ).toEqual(['YAKI SET 19.9', 'ICED TEA 1']);
  });
  it('does not take a gross or net amount row for an item', () => {
    expect(
      prices([
        'SHOP',
        ['Roller refill', '5.30'],
        ['Paint', '30.74'],
        ['Net amount', '36.04'],
        ['TOTAL', '36.04'],
      ]),
    ).toEqual(['ROLLER REFILL 5.3', 'PAINT 30.74']);
  });
});

describe('a row that repeats the sum of the items above it', () => {
  it('is a subtotal whose label was lost when the items do not add up with it', () => {
    const r = read([
      'CASSE-CROUTE DU PORT',
      ['2 NACHOS', '$6.25'],
      ['1 LIMONADE', '$4.75'],
      ['1 AILES', '$11.00'],
      ['TPS', '$0.55'],
      ['TVQ', '$1.10'],
      ['TOTAL', '$12.65'],
    ]);
    expect(r.line_items.map((i) => i.price)).toEqual([6.25, 4.75]);
    expect(r.parsingNotes).toMatch(/Left out "AILES" \(\$?11\.00\): it repeats the sum/);
  });
  it('stays when the items add up with it', () => {
    expect(
      prices(['CAFE', ['Coffee', '2.00'], ['Tea', '2.00'], ['Sandwich', '4.00'], ['TOTAL', '8.00']]),
    ).toEqual(['COFFEE 2', 'TEA 2', 'SANDWICH 4']);
  });
});

describe('a currency sign read as a digit', () => {
  it('reads "23.45" as 3.45 when only that makes the items add up to the row under them', () => {
    const r = read([
      'COMPTOIR',
      ['2 x Coca-Cola', '3.90'],
      ['1 x Soda Water', '1.50'],
      ['1 x Apple Juice', '23.45'],
      ['Sbtotal:', '8.85'],
      ['Total:', '9.74'],
    ]);
    expect(r.line_items.map((i) => i.price)).toEqual([3.9, 1.5, 3.45]);
    expect(r.parsingNotes).toMatch(/a currency sign taken for a digit/);
  });
  it('leaves an amount alone when dropping its first digit proves nothing', () => {
    const items = [item('A', 2345), item('B', 150)];
    expect(reconcileItems(items, { ...printed, total: 9999 }).items).toEqual(items);
  });
});

describe('rows without a price to add', () => {
  it('leaves out 0.00 parts of a set among priced items', () => {
    expect(
      prices([
        'RAMEN BAR',
        ['Tori Katsu Set', '18.80'],
        ['Miso Soup', '0.00'],
        ['Green Tea', '1.00'],
        ['TOTAL', '19.80'],
      ]),
    ).toEqual(['TORI KATSU SET 18.8', 'GREEN TEA 1']);
  });
  // Family (issue #13, photographed restaurant bills): tills print each line of the order with its
  // count, comped dishes, sides and doneness at 0.00 too; the labels list them as items.
  it('keeps 0.00 rows that print their own count, after a modifier mark or not', () => {
    expect(
      prices([
        'HARBOUR GRILL',
        ['1 RIBEYE STEAK', '31.50'],
        ['** 1 MEDIUM WELL', '0.00'],
        ['** 1 MASHED POTATO', '0.00'],
        ['1 =>SIDE SALAD', '$0.00'],
        ['2 STILL WATER', '0.00'],
        ['1 Panna Cotta', '0.00'],
        ['1 LEMONADE', '3.00'],
        ['TOTAL', '34.50'],
      ]),
    ).toEqual([
      'RIBEYE STEAK 31.5',
      'MEDIUM WELL 0',
      'MASHED POTATO 0',
      '=>SIDE SALAD 0',
      'STILL WATER 0',
      'PANNA COTTA 0',
      'LEMONADE 3',
    ]);
  });
  it('still leaves out uncounted 0.00 rows (an option) and discounts that took nothing off', () => {
    expect(
      prices([
        'CORNER TAVERN',
        ['1 Fish Tacos', '14.00'],
        ['Extra Spicy', '0.00'],
        ['1 Iced Tea', '2.50'],
        ['15% Staff Bev', '0.00'],
        ['1 Member Discount', '0.00'],
        ['DIS20 1 * 0.00', '0.00'],
        ['SUBTOTAL', '16.50'],
        ['TOTAL', '16.50'],
      ]),
    ).toEqual(['FISH TACOS 14', 'ICED TEA 2.5']);
  });
  it('keeps a 0.00 item when nothing on the receipt has a price', () => {
    expect(prices(['STORE', ['1 Pre-order Xbox', '$0.00'], ['Total', '$0.00']])).toEqual([
      'PRE-ORDER XBOX 0',
    ]);
  });
});

describe('item names', () => {
  it('drops hyphenated item codes and tax classes, taking the name printed under the code', () => {
    expect(
      prices([
        'PHARMACY',
        'Item Qty Price Amount Tax',
        ['OTC-000127 1 20.50', '20.50 SR'],
        'FLANIL ANALGESIC CREAM',
        ['TOTAL', '20.50'],
      ]),
    ).toEqual(['FLANIL ANALGESIC CREAM 20.5']);
    expect(prices(['SHOP', ['FUJI XEROX A4 PAPER SR', '55.00'], ['TOTAL', '55.00']])).toEqual([
      'FUJI XEROX A4 PAPER 55',
    ]);
  });
  it('keeps a name whose letters hold a tax code ("S/STEEL" holds SST)', () => {
    expect(
      prices(['HARDWARE', ['SR: AEC BROOM', '24.00'], ['SR: S/STEEL DUSTPAN', '24.00'], ['TOTAL', '48.00']]),
    ).toEqual(['AEC BROOM 24', 'S/STEEL DUSTPAN 24']);
  });
  it('reads a five-digit item code among the items as a code, not a postcode line', () => {
    expect(
      prices([
        'LIQUOR MART',
        '47500 SUBANG JAYA',
        'ITEM PRICE QTY TOTAL',
        '405042 NESTLE SNACK',
        ['$8.99 1', '$8.99'],
        '10030 CANADIAN CLUB 1 LTR',
        ['$9.95 1', '$9.95'],
        ['SUBTOTAL', '$18.94'],
      ]),
    ).toEqual(['NESTLE SNACK 8.99', 'CANADIAN CLUB 1 LTR 9.95']);
    expect(prices(['SHOP', '47500 SUBANG JAYA', ['', '3.00'], ['Tea', '2.00'], ['TOTAL', '5.00']])).toEqual([
      'TEA 2',
    ]);
  });
  it('reads names in any script', () => {
    expect(prices(['KEDAI', '干炒海鲜河粉', ['238 1 10.00', '10.00'], ['TOTAL', '10.00']])).toEqual([
      '干炒海鲜河粉 10',
    ]);
  });
  it('reads an amount after "@" as a unit price, not a line total', () => {
    expect(
      prices([
        'FRUIT STALL',
        'FRUITS @24.00',
        ['40158 *1', '24.00'],
        'FRUITS @16.00',
        ['40158 *1', '16.00'],
        ['TOTAL', '40.00'],
      ]),
    ).toEqual(['FRUITS 24', 'FRUITS 16']);
  });
  it('reads a zero inside a word as the letter O, so a short name is not lost', () => {
    expect(
      prices(['TAVERNA', ['1 Patates 3.00', '3.00'], ['1 F00D 6.00', '6.00'], ['TOTAL', '9.00']]),
    ).toEqual(['PATATES 3', 'FOOD 6']);
  });
  it('does not append the next counted item to a counted item', () => {
    expect(
      read(['PALACE', ['1 CHOLE BHATURE', '28.00'], '1 COCA COLA', ['TOTAL', '28.00']]).line_items,
    ).toEqual([{ name: 'CHOLE BHATURE', quantity: 1, price: 28 }]);
  });
});

describe('discounts and savings', () => {
  it('keeps an item discount row, though it opens with ITEM', () => {
    expect(
      prices(['STATIONER', ['A4 paper', '55.00'], ['Item Discount', '-1.00'], ['TOTAL', '54.00']]),
    ).toEqual(['A4 PAPER 55', 'ITEM DISCOUNT -1']);
  });
  it('keeps discounts that the total takes off', () => {
    expect(
      prices([
        'TAVERNA',
        ['Rose wine', '17.50'],
        ['Bread', '2.00'],
        ['Society 50%', '-9.75'],
        ['TOTAL', '9.75'],
      ]),
    ).toEqual(['ROSE WINE 17.5', 'BREAD 2', 'SOCIETY 50% -9.75']);
  });
  it('leaves out savings already taken off the printed prices', () => {
    const r = read([
      'HERBS',
      ['HERBY PIPA GAO CONCENTRATE', '47.70'],
      ['2x 26.50', ''],
      ['VIP Disc. 10.00%', '-5.30'],
      ['SUBTOTAL', '47.70'],
      ['TOTAL', '47.70'],
    ]);
    expect(r.line_items.map((i) => i.price)).toEqual([47.7]);
    expect(r.parsingNotes).toMatch(/a saving already taken off a price/);
  });
});

describe('counts and quantities between the items and the total', () => {
  it('ends the items at an item count, keeping the items above it', () => {
    expect(prices(['SHOP', ['Tea', '2.00'], ['Cake', '3.00'], ['Items 2', ''], ['TOTAL', '5.00']])).toEqual([
      'TEA 2',
      'CAKE 3',
    ]);
  });
  it('reads "QTY 2 @ 1.00" under a name as that item\'s quantity', () => {
    expect(
      read(['SHOP', 'Tea', ['QTY 2 @ 1.00', '2.00'], ['Cake', '3.00'], ['TOTAL', '5.00']]).line_items,
    ).toEqual([
      { name: 'TEA', quantity: 2, price: 2 },
      { name: 'CAKE', quantity: 1, price: 3 },
    ]);
  });
  it('does not end the items at a loyalty line among them', () => {
    expect(prices(['SHOP', ['Tea', '2.00'], 'Points 120', ['Cake', '3.00'], ['TOTAL', '5.00']])).toEqual([
      'TEA 2',
      'CAKE 3',
    ]);
  });
  it('takes the name above a quantity row for the nameless line total under it', () => {
    expect(
      read(['SHOP', 'Apples', '2 @ 1.50', ['', '3.00'], ['Cake', '3.00'], ['TOTAL', '6.00']]).line_items,
    ).toEqual([
      { name: 'APPLES', quantity: 2, price: 3 },
      { name: 'CAKE', quantity: 1, price: 3 },
    ]);
  });
  it('does not read a column number with a leading zero as a count', () => {
    expect(
      read(['SHOP', ['HALF RULER 1 A15961 080', '0.80'], ['TOTAL', '0.80']]).line_items[0]?.quantity,
    ).toBe(1);
  });
});

describe('prices printed with a name', () => {
  it('reads the price on a name row as a unit price when the row under it holds the line total', () => {
    expect(
      read([
        'SUSHI BAR',
        'Description Qty U.price Total',
        'Sushi 1.80',
        ['4x 1.80 7.20', 'SR'],
        'Green Tea',
        ['1x 1.00 1.00', 'SR'],
        ['Total (Excluding GST):', '8.20'],
      ]).line_items,
    ).toEqual([
      { name: 'SUSHI', quantity: 4, price: 7.2 },
      { name: 'GREEN TEA', quantity: 1, price: 1 },
    ]);
  });
  it('keeps a priced row as an item when the row under it has a name of its own', () => {
    expect(prices(['CAFE', ['Tea', '2.00'], ['2 x 1.50 Scones', '3.00'], ['TOTAL', '5.00']])).toEqual([
      'TEA 2',
      'SCONES 3',
    ]);
  });
});

describe('line totals OCR misread', () => {
  it('reads a decimal point read as a colon when no clock shows that value', () => {
    expect(prices(['PALACE', ['1 CHOLE BHATURE', '28:00'], ['1 LASSI', '5.00'], ['TOTAL', '33.00']])).toEqual(
      ['CHOLE BHATURE 28', 'LASSI 5'],
    );
    expect(prices(['CAFE', ['Pickup', '12:30'], ['Tea', '2.00'], ['TOTAL', '2.00']])).toEqual(['TEA 2']);
  });
  it('reads a bare number in the line-total column, under priced rows, as a price without its point', () => {
    expect(
      prices(['PALACE', ['1 CHOLE BHATURE', '28.00'], ['1 COCACOLA', '500'], ['TOTAL', '33.00']]),
    ).toEqual(['CHOLE BHATURE 28', 'COCACOLA 5']);
  });
  it('does not read a bill number above the items as a price', () => {
    expect(prices(['GRILL', ['RECHNG', '16850'], ['1x Ayran', '2.10'], ['TOTAL', '2.10']])).toEqual([
      'AYRAN 2.1',
    ]);
  });
  describe('price-per-weight and VAT breakdown rows (family)', () => {
    it('does not take the price per kilo under a weighed item for an item', () => {
      expect(
        amounts([
          'SUPERMERCADO',
          ['FILETE PECHUGA POLL 0.657 KILOS', '4.14'],
          ['PRECIO KILO', '6.30'],
          ['CHAMPINON BANDEJA', '1.00'],
          ['TOTAL A PAGAR EUROS', '5.14'],
        ]),
      ).toEqual([4.14, 1]);
    });
    it('does not take the tax base or a dotted I.V.A. line for items', () => {
      expect(
        amounts([
          'RESTAURANTE',
          ['1 SOPA CASERA 4.60', '4.60'],
          ['2 PAN Y MANTEQUILLA 1.50', '3.00'],
          ['Base imponible', '7.60'],
          ['I.V.A.10.0%', '0.76'],
          ['Total:', '8.36'],
        ]),
      ).toEqual([4.6, 3]);
    });
  });
});

describe('multi-buy offers printed with grocery items (family, issue #13)', () => {
  it('does not take an offer under an item ("2 FOR 3.00", "3/$5.00") for an item of its own', () => {
    expect(
      prices([
        'GREEN GROCER',
        ['PEACH YOGURT', '3.00'],
        ['2 FOR', '3.00'],
        ['LIMES', '5.00'],
        '3/$5.00',
        ['SUBTOTAL', '8.00'],
        ['TAX', '0.40'],
        ['TOTAL', '8.40'],
      ]),
    ).toEqual(['PEACH YOGURT 3', 'LIMES 5']);
  });
  it('reads the line total after an offer printed on the item row ("RICE CAKES 2/4.00  2.00")', () => {
    expect(prices(['MART', ['RICE CAKES 2/4.00', '2.00'], ['TOTAL', '2.00']])).toEqual(['RICE CAKES 2']);
  });
});

describe('one printed line read as two item rows (family, issue #13)', () => {
  it('leaves out one of two rows of one amount when the items add up without either', () => {
    const r = read([
      'CORNER CAFE',
      ['FLAT WHITE', '3.20'],
      ['FLAT WH', '3.20'],
      ['SCONE', '2.80'],
      ['TOTAL', '6.00'],
    ]);
    expect(r.line_items.map((i) => `${i.name} ${i.price}`)).toEqual(['FLAT WHITE 3.2', 'SCONE 2.8']);
  });
  it('still keeps every row when rows of different amounts would each balance', () => {
    // Without a 2.00 row they give the subtotal, without a 3.00 row the total: the sums prove nothing.
    const items = [item('TEA', 200), item('CAKE', 300), item('SCONE', 200), item('JAM', 300)];
    expect(reconcileItems(items, { ...printed, subtotal: 800, total: 700 }).items).toEqual(items);
  });
});

describe('products named with a payment, summary or column word (family, issue #13)', () => {
  it('keeps such a row when only with it the items add up ("BIRTHDAY CARD", "TABLE WATER")', () => {
    const r = read([
      'PARTY SHOP',
      ['BALLOONS', '4.00'],
      ['BIRTHDAY CARD', '3.50'],
      ['CANDLES', '2.00'],
      ['SUBTOTAL', '9.50'],
      ['TAX', '0.76'],
      ['TOTAL', '10.26'],
    ]);
    expect(r.line_items.map((i) => `${i.name} ${i.price}`)).toEqual([
      'BALLOONS 4',
      'BIRTHDAY CARD 3.5',
      'CANDLES 2',
    ]);
    expect(r.parsingNotes).toMatch(/Kept "BIRTHDAY CARD"/);
    expect(
      prices(['TRATTORIA', ['1 PIZZA MARGHERITA', '9.00'], ['TABLE WATER', '2.50'], ['TOTAL', '11.50']]),
    ).toEqual(['PIZZA MARGHERITA 9', 'TABLE WATER 2.5']);
  });
  it('leaves out a payment or balance row the sums do not need', () => {
    expect(
      prices(['SHOP', ['PEN', '2.00'], ['NOTEBOOK', '3.00'], ['CARD', '5.00'], ['TOTAL', '5.00']]),
    ).toEqual(['PEN 2', 'NOTEBOOK 3']);
    expect(
      prices([
        'SHOP',
        ['PEN', '2.00'],
        ['GIFT CARD BALANCE', '7.00'],
        ['SUBTOTAL', '5.00'],
        ['TOTAL', '5.00'],
      ]),
    ).toEqual(['PEN 2']);
  });
});

describe('products whose name opens with a summary word (family, issue #13)', () => {
  it('reads on past such a product ("CHANGE PURSE", "SUMMER ROLL") when only then the items add up', () => {
    expect(
      prices([
        'GIFT SHOP',
        ['POSTCARD', '1.50'],
        ['CHANGE PURSE', '6.00'],
        ['KEYRING', '3.00'],
        ['TOTAL', '10.50'],
      ]),
    ).toEqual(['POSTCARD 1.5', 'CHANGE PURSE 6', 'KEYRING 3']);
    expect(
      prices([
        'NOODLE BAR',
        ['PHO', '11.00'],
        ['SUMMER ROLL', '5.50'],
        ['ICED TEA', '2.50'],
        ['TOTAL', '19.00'],
      ]),
    ).toEqual(['PHO 11', 'SUMMER ROLL 5.5', 'ICED TEA 2.5']);
  });
  it('does not read a subtotal as an item when the only item above it was lost', () => {
    expect(
      prices([
        'BISTRO',
        ['HOUSE ALE 12 GLASSES', '150.'],
        ['1 SUB TOTAL', '150.00'],
        ['SERVICE CHARGE 10%', '15.00'],
        ['NET TOTAL', '165.00'],
      ]),
    ).toEqual([]);
  });
});

describe('products named with a discount word (family, issue #13)', () => {
  it('adds a row printed without a minus ("DISC BRAKE PADS") when only as a purchase the items add up', () => {
    const r = read([
      'AUTO PARTS',
      ['BRAKE FLUID', '8.00'],
      ['DISC BRAKE PADS', '24.00'],
      ['SUBTOTAL', '32.00'],
      ['TAX', '2.56'],
      ['TOTAL', '34.56'],
    ]);
    expect(r.line_items.map((i) => `${i.name} ${i.price}`)).toEqual(['BRAKE FLUID 8', 'DISC BRAKE PADS 24']);
    expect(r.parsingNotes).toMatch(/the items add up only with it as a purchase/);
  });
  it('keeps a coupon printed without a minus as a discount when the items add up with it so', () => {
    expect(
      prices(['MARKET', ['CEREAL', '4.00'], ['COUPON', '1.00'], ['MILK', '2.00'], ['TOTAL', '5.00']]),
    ).toEqual(['CEREAL 4', 'COUPON -1', 'MILK 2']);
  });
});

describe('one item price read with a look-alike digit on a photo (family, issue #13)', () => {
  const soup = (price: string): SyntheticRow[] => [
    'NOODLE CORNER',
    ['Beef Noodle', '12.90'],
    ['Fish Soup', price],
    ['Iced Lemon Tea', '3.50'],
  ];
  it('reads the price again when one digit taken for its look-alike makes the items reach a backed total', () => {
    // Printed 28.30; the 8 lost a stroke and reads as 9. Subtotal plus tax gives the total, so the
    // 44.70 the items miss by 1.00 was itself read right.
    const r = read([...soup('29.30'), ['SUBTOTAL', '44.70'], ['TAX', '3.58'], ['TOTAL', '48.28']]);
    expect(r.line_items.map((i) => i.price)).toEqual([12.9, 28.3, 3.5]);
    expect(r.parsingNotes).toMatch(/"FISH SOUP" reads \$?29\.30; read as \$?28\.30/);
  });
  it('keeps the prices as printed when nothing but the total row names the amount', () => {
    expect(amounts([...soup('29.30'), ['TOTAL', '44.70']])).toEqual([12.9, 29.3, 3.5]);
  });
  it('keeps the prices as printed when two items could each be the misread one', () => {
    expect(
      amounts([
        ...soup('29.30'),
        ['Crab Cake', '19.30'],
        ['SUBTOTAL', '64.00'],
        ['TAX', '5.12'],
        ['TOTAL', '69.12'],
      ]),
    ).toEqual([12.9, 29.3, 3.5, 19.3]);
  });
});

describe('summary rows of a till that no sum gives away (family, issue #13)', () => {
  // One item price misread (1.39 for 1.09, 5.98 for 5.68): the sums no longer show which row is a summary.
  it('does not take the taxable sum a grocery register prints before the tax for an item', () => {
    expect(
      prices([
        'HILLSIDE FARM MARKET',
        ['MEAT FT2', '3.49'],
        ['PRODUCE FT2', '2.19'],
        ['TAXABLE 1', '5.98'],
        ['TAX 1', '0.11'],
        ['TOTAL', '6.09'],
      ]),
    ).toEqual(['MEAT FT2 3.49', 'PRODUCE FT2 2.19']);
    expect(
      amounts([
        'HILLSIDE FARM MARKET',
        ['BREAD', '2.69'],
        ['MILK', '3.49'],
        ['NON-TAXABLE', '6.48'],
        ['TOTAL', '6.48'],
      ]),
    ).toEqual([2.69, 3.49]);
  });
  it("does not take a fast-food till's order type printed with the order's amount for an item", () => {
    expect(
      prices([
        'BURGER BARN',
        ['DOUBLE COMBO', '7.69'],
        ['MEDIUM FRIES', '1.39'],
        ['HST', '1.14'],
        ['***TO GO***', '9.92'],
        ['CASH TENDER', '10.00'],
        ['CHANGE DUE', '0.08'],
      ]),
    ).toEqual(['DOUBLE COMBO 7.69', 'MEDIUM FRIES 1.39']);
  });
  it('keeps a product named after the order type or the tax status (counter-example)', () => {
    expect(prices(['BEAN STOP', ['LATTE', '3.50'], ['TO GO CUP', '0.25'], ['TOTAL', '3.75']])).toEqual([
      'LATTE 3.5',
      'TO GO CUP 0.25',
    ]);
    expect(
      prices(['BEAN STOP', ['TAKEAWAY BOX', '0.20'], ['PASTA SALAD', '6.80'], ['TOTAL', '7.00']]),
    ).toEqual(['TAKEAWAY BOX 0.2', 'PASTA SALAD 6.8']);
  });
});

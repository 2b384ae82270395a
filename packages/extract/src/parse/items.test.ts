import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import type { TextDocument, TextLine } from '../text-document';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const itemsOf = (rows: Array<string | [string, string]>) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false }).line_items;

/** A receipt whose rows are split into boxes, as OCR returns column layouts. */
function boxedReceipt(rows: string[][]): TextDocument {
  const lines: TextLine[] = rows.flatMap((boxes, r) =>
    boxes.map((text, k) => ({
      text,
      x: 20 + k * 90,
      y: 40 + r * 30,
      width: 80,
      height: 20,
      confidence: 0.95,
      page: 0,
    })),
  );
  return { source: 'ocr', lines, pageWidth: 600, pageHeight: 40 + rows.length * 30 + 40 };
}

describe('line items', () => {
  describe('SROIE column layouts: description line and qty/price line (family)', () => {
    const parse = (rows: string[][]) =>
      parseReceipt(boxedReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false }).line_items;

    it('reads a code-qty-price row whose decimal points OCR lost, named by the line under it', () => {
      expect(
        parse([
          ['KEDAI MAJU SDN BHD'],
          ['Code', 'Qty', 'S/Price', 'Amount', 'Tax'],
          ['E8318', '1', '8091', '8091', 'SR'],
          ['ELEGANT SCHOOL BAG'],
          ['Total Sales', '80.91'],
          ['Total', '80.91'],
        ]),
      ).toEqual([{ name: 'ELEGANT SCHOOL BAG', quantity: 1, price: 80.91 }]);
    });

    it('reads a description that opens with the unit of sale in brackets, under its code-qty-price row', () => {
      expect(
        parse([
          ['SLF CASH & CARRY'],
          ['ITEM', 'QTY', 'U/P', 'AMOUNT'],
          ['6194020100124', '4', '11.32', '45.28 S'],
          ['(UNIT) ROYAL BAKING POWDER 450G'],
          ['9557037001049', '1', '3.90', '3.90 S'],
          ['(BOX 100S) ALCOHOL SWAB'],
          ['SUB-TOTAL', '49.18'],
          ['TOTAL', '49.18'],
        ]),
      ).toEqual([
        { name: 'ROYAL BAKING POWDER 450G', quantity: 4, price: 45.28 },
        { name: 'ALCOHOL SWAB', quantity: 1, price: 3.9 },
      ]);
    });

    it('takes the quantity from the column when quantity times unit price gives the amount', () => {
      expect(
        parse([
          ['KEDAI MAJU SDN BHD'],
          ['A100', '3', '250', '750', 'SR'],
          ['PAPER CLIPS'],
          ['B200', '1', '1200', '1200', 'SR'],
          ['STAPLER'],
          ['Total', '19.50'],
          ['Cash', '20.00'],
          ['Change', '0.50'],
        ]),
      ).toEqual([
        { name: 'PAPER CLIPS', quantity: 3, price: 7.5 },
        { name: 'STAPLER', quantity: 1, price: 12 },
      ]);
    });

    it('does not take numbers that do not multiply out (a phone number, a code) for an item', () => {
      expect(
        parse([['KEDAI MAJU SDN BHD'], ['TEL', '3', '7859', '9377'], ['MEMBER'], ['Total', '9.90']]),
      ).toEqual([]);
    });
  });

  it('keeps items above a date or heading word further down the item list', () => {
    expect(
      itemsOf([
        'SHOP',
        ['Fish Item', '5.00'],
        ['Gas Regulator', '12.00'],
        '12/03/2018',
        ['Vegetable', '3.00'],
        ['TOTAL', '20.00'],
      ]).map((i) => i.name),
    ).toEqual(['FISH ITEM', 'GAS REGULATOR', 'VEGETABLE']);
  });
  it('reads names and line totals and stops at the totals', () => {
    expect(
      itemsOf(['CAFE', ['Latte', '4.50'], ['Croissant', '3.25'], ['TOTAL', '7.75'], ['CASH', '10.00']]),
    ).toEqual([
      { name: 'LATTE', quantity: 1, price: 4.5 },
      { name: 'CROISSANT', quantity: 1, price: 3.25 },
    ]);
  });
  it('reads quantity times unit price', () => {
    expect(itemsOf(['SHOP', ['2 x 3.50 Mineral water', '7.00'], ['TOTAL', '7.00']])[0]).toMatchObject({
      quantity: 2,
      price: 7,
    });
  });
  it('takes the name from the row above a quantity row', () => {
    expect(itemsOf(['SHOP', 'STEEL HAMMER 16OZ', ['2 @ 12.00', '24.00'], ['TOTAL', '24.00']])).toEqual([
      { name: 'STEEL HAMMER 16OZ', quantity: 2, price: 24 },
    ]);
  });
  it('keeps a negative discount row', () => {
    const items = itemsOf(['SHOP', ['Shirt', '20.00'], ['Member discount', '-2.00'], ['TOTAL', '18.00']]);
    expect(items.map((i) => i.price)).toEqual([20, -2]);
  });
  it('skips tax and payment rows', () => {
    const items = itemsOf(['SHOP', ['Tea', '2.00'], ['SST 6%', '0.12'], ['TOTAL', '2.12'], ['VISA', '2.12']]);
    expect(items.map((i) => i.name)).toEqual(['TEA']);
  });
  it('takes the description printed under a code-and-amount row', () => {
    const items = itemsOf([
      'HARDWARE SDN BHD',
      ['8239 GB 1 16.00', '15.00'],
      'SR: SILICONE GUN',
      ['9556075109147 3 7.00', '21.00'],
      'SR: PVC WIRE TAPE',
      ['TOTAL', '36.00'],
    ]);
    expect(items).toEqual([
      { name: 'SILICONE GUN', quantity: 1, price: 15 },
      { name: 'PVC WIRE TAPE', quantity: 3, price: 21 },
    ]);
  });
  it('strips a tax-class code from the end of an item name', () => {
    expect(itemsOf(['DINER', ['PORK DUMPLING T1', '8.99'], ['TOTAL', '8.99']])[0]?.name).toBe(
      'PORK DUMPLING',
    );
  });
});

describe('line item quantities', () => {
  it('reads "2 x Cappuccino" as two cappuccinos, without the x in the name', () => {
    expect(itemsOf(['CAFE', ['2 x Cappuccino', '9.00'], ['TOTAL', '9.00']])).toEqual([
      { name: 'CAPPUCCINO', quantity: 2, price: 9 },
    ]);
  });
  it('reads a count glued to the name by OCR, "2xCoca-Cola" and "1COKE"', () => {
    expect(itemsOf(['BAR', ['2xCoca-Cola', '3.90'], ['1COKE ZERO', '1.95'], ['TOTAL', '5.85']])).toEqual([
      { name: 'COCA-COLA', quantity: 2, price: 3.9 },
      { name: 'COKE ZERO', quantity: 1, price: 1.95 },
    ]);
  });
  // Family (issue #13, restaurant bills): the count opens the row after a modifier mark, or before
  // a name printed in quotes.
  it('reads the count after a modifier mark ("** 2 Rolls") and before a quoted name', () => {
    expect(
      itemsOf([
        'STEAKHOUSE',
        ['1 Sirloin', '24.00'],
        ['** 2 Bread Rolls', '0.00'],
        ['3 "House Red" Glass', '21.00'],
        ['TOTAL', '45.00'],
      ]),
    ).toEqual([
      { name: 'SIRLOIN', quantity: 1, price: 24 },
      { name: 'BREAD ROLLS', quantity: 2, price: 0 },
      { name: '"HOUSE RED" GLASS', quantity: 3, price: 21 },
    ]);
  });
  it('reads "2 @ 4.50" after the name as quantity and unit price, the line total at the right', () => {
    expect(itemsOf(['CAFE', ['Bagel 2 @ 4.50', '9.00'], ['TOTAL', '9.00']])).toEqual([
      { name: 'BAGEL', quantity: 2, price: 9 },
    ]);
  });
  it('reads "QTY 2" and "2 PCS"', () => {
    const items = itemsOf(['SHOP', ['Socks QTY 2', '8.00'], ['2 PCS Hanger', '3.00'], ['TOTAL', '11.00']]);
    expect(items).toEqual([
      { name: 'SOCKS', quantity: 2, price: 8 },
      { name: 'HANGER', quantity: 2, price: 3 },
    ]);
  });
  it('keeps a pack size inside a name as part of the name', () => {
    expect(itemsOf(['SHOP', ['PUNCH SET 3PCS 1/4"', '18.00'], ['TOTAL', '18.00']])[0]).toEqual({
      name: 'PUNCH SET 3PCS 1/4"',
      quantity: 1,
      price: 18,
    });
  });
  it('takes the quantity from "3 X 1.20  3.60" printed on the row below the name', () => {
    expect(
      itemsOf(['MART', 'PAPER CUPS', ['3 X 1.20', '3.60'], 'SALT', ['1 X 0.90', '0.90'], ['TOTAL', '4.50']]),
    ).toEqual([
      { name: 'PAPER CUPS', quantity: 3, price: 3.6 },
      { name: 'SALT', quantity: 1, price: 0.9 },
    ]);
  });
  it('reads the Malaysian "1 x 8.50  8.50" column after the name', () => {
    expect(
      itemsOf(['KEDAI', ['NASI LEMAK 1 x 8.50', '8.50'], ['TEH O 2 x RM1.50', '3.00'], ['TOTAL', '11.50']]),
    ).toEqual([
      { name: 'NASI LEMAK', quantity: 1, price: 8.5 },
      { name: 'TEH O', quantity: 2, price: 3 },
    ]);
  });
  it('gives a weighed item its weight as quantity from "0.52 kg @ 3.99/kg"', () => {
    expect(itemsOf(['GROCER', 'BANANAS', ['0.52 kg @ 3.99/kg', '2.07'], ['TOTAL', '2.07']])).toEqual([
      { name: 'BANANAS', quantity: 0.52, price: 2.07 },
    ]);
  });
  describe('weight lines printed by grocery scales (family, issue #13)', () => {
    it('reads the weight under its item with NET, a currency code or the unit only after the price', () => {
      expect(
        itemsOf([
          'GROCER',
          ['PEARS', '3.74'],
          '1.25 lb NET @ $2.99/ lb',
          ['PLUMS', '2.39'],
          '0,80 kg x 2,99 EUR/kg',
          ['GRAPES', '5.98'],
          '2.00 @ 2.99 /LB',
          ['TOTAL', '12.11'],
        ]),
      ).toEqual([
        { name: 'PEARS', quantity: 1.25, price: 3.74 },
        { name: 'PLUMS', quantity: 0.8, price: 2.39 },
        { name: 'GRAPES', quantity: 2, price: 5.98 },
      ]);
    });
    it('keeps the currency code of the price per kilo out of the name on the weight row', () => {
      expect(itemsOf(['MARKT', 'TOMATEN', ['0,600 kg x 3,99 EUR/kg', '2,39'], ['SUMME', '2,39']])).toEqual([
        { name: 'TOMATEN', quantity: 0.6, price: 2.39 },
      ]);
    });
  });
  it('applies a quantity row without its own amount to the item whose total it explains', () => {
    expect(itemsOf(['CAFE', ['Latte', '9.00'], '2 @ 4.50', ['Muffin', '3.00'], ['TOTAL', '12.00']])).toEqual([
      { name: 'LATTE', quantity: 2, price: 9 },
      { name: 'MUFFIN', quantity: 1, price: 3 },
    ]);
  });
  it('picks the quantity column that times the unit price gives the line total', () => {
    expect(itemsOf(['MARKET', ['WHITE BREAD 2.13 10 8 0 2', '4.26'], ['TOTAL', '4.26']])).toEqual([
      { name: 'WHITE BREAD', quantity: 2, price: 4.26 },
    ]);
  });
});

describe('line item names', () => {
  it('drops SKU codes and trailing tax flags T, F, N and * from names', () => {
    const items = itemsOf([
      'STORE',
      ['400100960608 RECIPE CARDS T', '1.50'],
      ['NOTE CARDS N', '2.50'],
      ['GLUE STICK *', '0.99'],
      ['TOTAL', '4.99'],
    ]);
    expect(items.map((i) => i.name)).toEqual(['RECIPE CARDS', 'NOTE CARDS', 'GLUE STICK']);
  });
  it('reads a tax flag printed after the amount, "6.00F"', () => {
    expect(itemsOf(['GROCERY', ['FRUIT ROLL UPS', '6.00F'], ['TOTAL', '6.00']])).toEqual([
      { name: 'FRUIT ROLL UPS', quantity: 1, price: 6 },
    ]);
  });
  it('joins a name that wraps onto the next row', () => {
    expect(
      itemsOf([
        'DINER',
        ['(T02)BRAISED PORK', '14.00'],
        'RICE WITH PEANUT',
        ['TEA', '2.00'],
        ['TOTAL', '16.00'],
      ]),
    ).toEqual([
      { name: '(T02)BRAISED PORK RICE WITH PEANUT', quantity: 1, price: 14 },
      { name: 'TEA', quantity: 1, price: 2 },
    ]);
  });
  describe('descriptions wrapped with the price on their last line (family, issue #13)', () => {
    it('joins an unpriced first line to the priced row under it', () => {
      expect(
        itemsOf([
          'GROCER',
          ['EGGS 12CT', '3.49'],
          'ORGANIC WHOLE MILK',
          ['HALF GALLON', '4.99'],
          ['TOTAL', '8.48'],
        ]),
      ).toEqual([
        { name: 'EGGS 12CT', quantity: 1, price: 3.49 },
        { name: 'ORGANIC WHOLE MILK HALF GALLON', quantity: 1, price: 4.99 },
      ]);
    });
    it('joins the first line of the first item when it opens the body under the date row', () => {
      expect(
        itemsOf([
          'GROCER',
          '11/24/2026 10:15',
          'ORGANIC WHOLE MILK',
          ['HALF GALLON', '4.99'],
          ['EGGS 12CT', '3.49'],
          ['TOTAL', '8.48'],
        ]).map((i) => i.name),
      ).toEqual(['ORGANIC WHOLE MILK HALF GALLON', 'EGGS 12CT']);
    });
    it('gives the first line to the item below when the short name above had room for it', () => {
      expect(
        itemsOf([
          'GROCER',
          ['BREAD', '2.99'],
          'ORGANIC WHOLE MILK',
          ['HALF GALLON', '4.99'],
          ['TOTAL', '7.98'],
        ]).map((i) => i.name),
      ).toEqual(['BREAD', 'ORGANIC WHOLE MILK HALF GALLON']);
    });
    it('does not join a one-word department heading or a run of unpriced set contents', () => {
      expect(
        itemsOf(['GROCER', ['BREAD', '2.99'], 'DAIRY', ['WHOLE MILK', '4.99'], ['TOTAL', '7.98']])[1]?.name,
      ).toBe('WHOLE MILK');
      expect(
        itemsOf([
          'NOODLE BAR',
          ['FAMILY SET', '30.00'],
          'FRIED NOODLES',
          'SWEET SOUR PORK',
          ['SPICY TOFU', '2.00'],
          ['TOTAL', '32.00'],
        ]).map((i) => i.name),
      ).toEqual(['FAMILY SET FRIED NOODLES', 'SPICY TOFU']);
    });
    it('keeps a row priced with a punctuated tax flag ("RM7.90 SR.") as its own item, not the next one\'s first line', () => {
      expect(
        itemsOf([
          'KOPITIAM',
          ['FISH HEAD', 'RM11.50 SR'],
          ['FRIED FISH CAKE', 'RM7.90 SR.'],
          ['CHICKEN RICE', 'RM15.90 SR'],
          ['TOTAL', '35.30'],
        ]).map((i) => [i.name, i.price]),
      ).toEqual([
        ['FISH HEAD', 11.5],
        ['FRIED FISH CAKE', 7.9],
        ['CHICKEN RICE', 15.9],
      ]);
    });
    it("keeps a countless row under a counted item as that item's modifier", () => {
      expect(
        itemsOf([
          'GRILL',
          ['1 Trout', '18.99'],
          'GRILLED ONIONS',
          ['Side Salad', '1.50'],
          ['TOTAL', '20.49'],
        ]).map((i) => i.name),
      ).toEqual(['TROUT GRILLED ONIONS', 'SIDE SALAD']);
    });
  });
  it('does not take options like "+Onion" or zero-priced "Hot $0.00" as items or name parts', () => {
    const items = itemsOf([
      'GRILL',
      ['Hamburger', '2.40'],
      '+Onion',
      ['Chicken Vindaloo', '$12.00'],
      ['Hot', '$0.00'],
      ['TOTAL', '14.40'],
    ]);
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['HAMBURGER', 2.4],
      ['CHICKEN VINDALOO', 12],
    ]);
  });
  it('does not take a phone or address line as the name of a nameless amount row', () => {
    const items = itemsOf(['SHOP', 'TEL: (604) 278-1669', ['4274779 25301475', '16.99'], ['TOTAL', '16.99']]);
    expect(items).toEqual([]);
  });
  it('reads an amount whose cents OCR turned into letters, "170.C"', () => {
    expect(itemsOf(['HARDWARE', ['CUTTING DISC 1 170.00 170.C', ''], ['TOTAL', '170.00']])).toEqual([
      { name: 'CUTTING DISC', quantity: 1, price: 170 },
    ]);
  });
});

describe('discounts, voids and summary rows', () => {
  it('keeps coupons and voids as negative lines', () => {
    const items = itemsOf([
      'MARKET',
      ['Cereal', '4.00'],
      ['SCANNED COUPON', '1.00-'],
      ['VOID Cereal', '4.00'],
      ['Milk', '2.00'],
      ['TOTAL', '1.00'],
    ]);
    expect(items.map((i) => i.price)).toEqual([4, -1, -4, 2]);
  });
  it('does not take loyalty points, savings or a tender row before the total as items', () => {
    const items = itemsOf([
      'MARKET',
      ['Bread', '2.50'],
      ['POINTS EARNED', '2.00'],
      ['YOU SAVED', '0.50'],
      ['SUBTOTAL', '2.50'],
      ['TOTAL', '2.50'],
    ]);
    expect(items.map((i) => i.name)).toEqual(['BREAD']);
  });
  it('is not stopped by a store address read as a tax row above the items', () => {
    const items = itemsOf([
      'MICROSOFT STORE',
      '11467.95th street',
      ['Xbox controller', '59.99'],
      ['TOTAL', '59.99'],
    ]);
    expect(items.map((i) => i.name)).toEqual(['XBOX CONTROLLER']);
  });
});

describe('line item names from neighbouring rows', () => {
  it('does not take a street or ZIP-code line as the name of a nameless amount row', () => {
    expect(
      itemsOf(['SHOP', 'SNELLVILLE, GA 30078', ['4274779 25301475', '16.99'], ['TOTAL', '16.99']]),
    ).toEqual([]);
    expect(itemsOf(['KEDAI', '81750 JOHOR BAHRU', ['9556075109147', '7.00'], ['TOTAL', '7.00']])).toEqual([]);
  });
  it('skips an unreadable row between a name and its amount row', () => {
    expect(
      itemsOf(['DUTY FREE', 'NESTLE FAVORITES SNACK', '247G(12)', ['$8.99 1', '$8.99'], ['TOTAL', '$8.99']]),
    ).toEqual([{ name: 'NESTLE FAVORITES SNACK', quantity: 1, price: 8.99 }]);
  });
  describe('product names that hold a summary word (family)', () => {
    it('keeps counted products named with TOTAL or GRANDE as items', () => {
      const items = itemsOf([
        'PHARMACY',
        ['1 JJ BBY PWD TS 1.5Z', '1.49T'],
        ['1 LIST TOTAL CARE 3.2Z', '2.77T'],
        ['8 Krug Grande Cuvee', '2,040.00'],
        ['1 PMPR SNSTV POUCH 18CT', '1.57T'],
        ['SUBTOTAL', '2,045.83'],
        ['TOTAL', '2,045.83'],
      ]);
      expect(items.map((i) => i.price)).toEqual([1.49, 2.77, 2040, 1.57]);
    });
    it('keeps diner dishes named with GRAND or ROUND (GRAND SLAM, ROUND STEAK) as items', () => {
      const items = itemsOf([
        'HIGHWAY DINER',
        ['GRAND SLAM', '8.99'],
        ['ROUND STEAK', '12.50'],
        ['COFFEE', '2.00'],
        ['SUBTOTAL', '23.49'],
        ['TAX', '1.88'],
        ['ROUNDING', '-0.02'],
        ['GRAND TOTAL', '25.35'],
      ]);
      expect(items.map((i) => i.price)).toEqual([8.99, 12.5, 2]);
    });
    it('does not take a numbered tax group or a service charge for an item', () => {
      const items = itemsOf([
        'MEAT MARKET',
        ['MEAT FT2', '$3.49'],
        ['PRODUCE FT2', '$2.19'],
        ['Serv Chrg @10%', '0.57'],
        ['TAX2', '$0.11'],
        ['TOTAL', '$6.36'],
      ]);
      expect(items.map((i) => i.price)).toEqual([3.49, 2.19]);
    });
    it('knows the abbreviations POS systems print for a service charge (SVC CHG, SRV CHRG, SVR CHRG)', () => {
      for (const label of ['SVC CHG 10%', 'SRV CHRG 10%', 'SVR CHRG 10%', 'SERV. CHARGE 10%'])
        expect(
          itemsOf([
            'NOODLE HOUSE',
            ['Laksa', '10.00'],
            ['Teh Tarik', '3.00'],
            [label, '1.30'],
            ['TOTAL', '14.30'],
          ]).map((i) => i.price),
          label,
        ).toEqual([10, 3]);
    });
  });
  it('reads a line total glued by OCR to the unit price before it ("1250.00250.00")', () => {
    const items = itemsOf([
      'KEBAB HOUSE',
      ['Saffron Kehwa 1 100.00', '100.00'],
      'Rogan Josh Mutton (On 1250.00250.00',
      'Doon Chutney 1 100.00100.00',
      ['SUB TOTAL', 'Rs450.00'],
    ]);
    expect(items.map((i) => i.price)).toEqual([100, 250, 100]);
  });
  it('does not read a tax name spelled across two words of an item ("FRESH STALLOP") as a tax line', () => {
    const r = parseReceipt(
      syntheticReceipt([
        'SUSHI BAR',
        ['Edamame', '4.00'],
        ['Fresh Stallop SA,2PC', '7.50'],
        ['R Spider', '14.50'],
        ['SubTOTAL:', '26.00'],
        ['Tax:', '1.65'],
        ['TOTAL:', '27.65'],
      ]),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.tax).toBe(1.65);
    expect(r.line_items.map((i) => i.price)).toEqual([4, 7.5, 14.5]);
  });
  it('reads a line total whose decimal point OCR read as a space, or printed without its leading zero', () => {
    const items = itemsOf([
      'TAVERN',
      'TABLE 12',
      ['Clam Chowder', '6.99'],
      ['Diet Coke', '2 19'],
      ['HTS CHNK GARLIC', '.99 TF'],
      ['Colony Salad', '13.49'],
      ['SUBTOTAL', '23.66'],
    ]);
    expect(items.map((i) => i.price)).toEqual([6.99, 2.19, 0.99, 13.49]);
  });
});

describe('photographed slips: line totals and the rows that look like them (issue #13)', () => {
  it('reads a line total followed by two register codes ("8.75 T C"), as grocery registers print', () => {
    const items = itemsOf([
      'ORIENT MARKET',
      'ROAST DUCK-HALF 12.50 T C',
      'BOK CHOY 2.49 N F',
      ['SUBTOTAL', '14.99'],
      ['TAX', '1.09'],
      ['TOTAL', '16.08'],
    ]);
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['ROAST DUCK-HALF', 12.5],
      ['BOK CHOY', 2.49],
    ]);
  });

  it('does not take a per-piece price ("3.00EA") on an option under a dish for a line total', () => {
    const items = itemsOf([
      'HARBOR GRILL',
      ['1 FISH AND CHIPS', '18.00'],
      '  *SIDE SALAD* 3.00EA',
      ['1 BURGER', '12.00'],
      '  *CUP OF CHOWDER* 3.00 EA',
      ['TOTAL', '32.40'],
    ]);
    expect(items.map((i) => i.price)).toEqual([18, 12]);
  });

  it('still reads the line total after a per-piece price ("4 @ 1.25 EA  5.00")', () => {
    const items = itemsOf(['HARDWARE', 'WOOD SCREWS', ['4 @ 1.25 EA', '5.00'], ['TOTAL', '5.00']]);
    expect(items).toEqual([{ name: 'WOOD SCREWS', quantity: 4, price: 5 }]);
  });

  it('reads a line total whose point OCR lost when quantity times unit price gives its digits', () => {
    const items = itemsOf([
      'CURRY HOUSE',
      ['Lamb Korma  1 x 8.40', '8.40'],
      ['Onion Bhaji  1 x 4.00', '3917'],
      ['Mixed Grill  2 x 10.25', '2050'],
      ['Poppadom  3 x 0.60', '180 A'],
      ['Total', '34.70'],
    ]);
    expect(items.map((i) => [i.name, i.quantity, i.price])).toEqual([
      ['LAMB KORMA', 1, 8.4],
      ['MIXED GRILL', 2, 20.5],
      ['POPPADOM', 3, 1.8],
    ]);
  });

  it('reads a gift card sold above the total as an item, and one paid with after it as a tender', () => {
    const sold = itemsOf([
      'OUTLET STORE',
      ['Gift Card', '50.00 N'],
      'Card No. 6100XXXX',
      ['Subtotal', '50.00'],
      ['Total', '50.00'],
      ['Debit', '50.00'],
    ]);
    expect(sold.map((i) => [i.name, i.price])).toEqual([['GIFT CARD', 50]]);
    const paid = itemsOf([
      'OUTLET STORE',
      ['Scarf', '12.00'],
      ['Gift Card Tend', '12.00'],
      ['Total', '12.00'],
    ]);
    expect(paid.map((i) => i.name)).toEqual(['SCARF']);
  });

  it('takes off a percentage discount printed without its minus sign when only that makes the items add up', () => {
    const items = itemsOf([
      'FAMILY DINER',
      ['Pancakes', '8.00'],
      ['Coffee', '2.00'],
      ['SENIOR 10%', '1.00'],
      ['2% Milk', '1.50'],
      ['Subtotal', '10.50'],
      ['Tax', '0.84'],
      ['Total', '11.34'],
    ]);
    expect(items.map((i) => [i.name, i.price])).toEqual([
      ['PANCAKES', 8],
      ['COFFEE', 2],
      ['SENIOR 10%', -1],
      ['2% MILK', 1.5],
    ]);
    // A product named with a percentage stays a purchase when the items add up with it.
    const milk = itemsOf(['CORNER STORE', ['2% Milk', '3.49'], ['Eggs', '2.99'], ['Total', '6.48']]);
    expect(milk.map((i) => i.price)).toEqual([3.49, 2.99]);
  });

  it('reads fuel and propane sold by volume under their name ("8.123 GAL @ 3.499/GAL")', () => {
    expect(
      itemsOf(['GAS STATION', 'UNLEADED', ['8.123 GAL @ 3.499/GAL', '28.42'], ['Total', '28.42']]),
    ).toEqual([{ name: 'UNLEADED', quantity: 8.123, price: 28.42 }]);
    expect(
      itemsOf(['FEED STORE', 'BBQ Propane', ['3.2gallon $1.99/gallon', '$6.37'], ['Subtotal', '6.37']]),
    ).toEqual([{ name: 'BBQ PROPANE', quantity: 3.2, price: 6.37 }]);
    expect(
      itemsOf(['FUEL STOP', 'PUMP 05 DIESEL', ['40.5 L x 1.879/L', '76.10'], ['Total', '76.10']]),
    ).toEqual([{ name: 'PUMP 05 DIESEL', quantity: 40.5, price: 76.1 }]);
  });

  it('leaves the "@" of a unit price out of the name ("2 Pint Lager @ 4.50  9.00")', () => {
    expect(itemsOf(['PUB', ['2 Pint Lager @ 4.50', '9.00'], ['Total', '9.00']])).toEqual([
      { name: 'PINT LAGER', quantity: 2, price: 9 },
    ]);
  });

  it('keeps a number printed inside the name\'s box as part of the name, not a count ("DOLE HRT DLGHT 8")', () => {
    expect(
      itemsOf(['GROCER', ['DOLE HRT DLGHT 8', '2.69 TF'], ['SLCL WHEAT 20', '1.99 TF'], ['TOTAL', '4.68']]),
    ).toEqual([
      { name: 'DOLE HRT DLGHT 8', quantity: 1, price: 2.69 },
      { name: 'SLCL WHEAT 20', quantity: 1, price: 1.99 },
    ]);
    // A count in a box of its own, between the name and the amount, is a count column.
    const doc = syntheticReceipt(['GROCER', ['ICED TEA', '4.38'], ['TOTAL', '4.38']]);
    doc.lines.splice(2, 0, { ...doc.lines[1]!, text: '2', x: 200, width: 10 });
    const columns = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false }).line_items;
    expect(columns).toEqual([{ name: 'ICED TEA', quantity: 2, price: 4.38 }]);
  });

  it('keeps every item when they add up to an "Item Total" row printed above a discount', () => {
    const items = itemsOf([
      'TAPAS BAR',
      ['1x Patatas Bravas', '6.00'],
      ['2x Tapas for 7.50', '15.00'],
      ['1x Sangria', '4.00'],
      ['Item Total', '25.00'],
      ['Discount', '15.00'],
      ['Total', '10.00'],
      ['Total Paid', '10.00'],
    ]);
    expect(items.map((i) => i.price)).toEqual([6, 15, 4]);
  });

  it('leaves out a nameless amount that repeats the one item above it before the service charge', () => {
    const items = itemsOf([
      'GRILL HOUSE',
      'Chk 120 Guest 2',
      ['Mixed Grill Platter', '55.00 S'],
      'INSTRUCTION',
      ['', '55.00'],
      ['Serv Chrg 10%', '5.50'],
      ['GST 6%', '3.63'],
      ['Total', '64.13'],
    ]);
    expect(items.map((i) => [i.name, i.price])).toEqual([['MIXED GRILL PLATTER', 55]]);
  });
});

describe('line totals followed by a tax flag and punctuation (family, issue #13)', () => {
  it('reads the price before a flag ending in a point, comma or star ("RM7.90 SR.", "3.99 N,", "4.20 Z*")', () => {
    expect(
      itemsOf([
        'KEDAI MAKAN',
        ['NASI LEMAK', 'RM7.90 SR.'],
        ['TEH TARIK', '12.50 T.'],
        ['ROTI BAKAR', '3.99 N,'],
        ['KOPI O', '4.20 Z*'],
        ['TOTAL', '28.59'],
      ]),
    ).toEqual([
      { name: 'NASI LEMAK', quantity: 1, price: 7.9 },
      { name: 'TEH TARIK', quantity: 1, price: 12.5 },
      { name: 'ROTI BAKAR', quantity: 1, price: 3.99 },
      { name: 'KOPI O', quantity: 1, price: 4.2 },
    ]);
  });
  it('reads the price and flag when OCR keeps them in the name box ("FRIED RICE RM7.90 SR.")', () => {
    expect(
      itemsOf(['KEDAI MAKAN', 'FRIED RICE RM7.90 SR.', 'ICED LIME 3.99 N,', ['TOTAL', '11.89']]),
    ).toEqual([
      { name: 'FRIED RICE', quantity: 1, price: 7.9 },
      { name: 'ICED LIME', quantity: 1, price: 3.99 },
    ]);
  });
});

describe('department headings among grocery items (family, issue #13)', () => {
  it('drops a one-word capital heading between priced items instead of joining it to a name', () => {
    expect(
      itemsOf([
        'GROCER',
        ['WHITE BREAD', '2.99'],
        'DAIRY',
        ['WHOLE MILK', '4.99'],
        'PRODUCE',
        ['BANANAS', '1.29'],
        'FROZEN',
        ['PEAS 1LB', '1.79'],
        ['TOTAL', '11.06'],
      ]).map((i) => i.name),
    ).toEqual(['WHITE BREAD', 'WHOLE MILK', 'BANANAS', 'PEAS 1LB']);
  });
  it('drops a heading above a description wrapped over two rows', () => {
    expect(
      itemsOf([
        'GROCER',
        ['SOURDOUGH', '4.49'],
        'MEAT',
        'CHICKEN BREAST BONELESS',
        ['FAMILY PACK', '9.99'],
        ['TOTAL', '14.48'],
      ]).map((i) => i.name),
    ).toEqual(['SOURDOUGH', 'CHICKEN BREAST BONELESS FAMILY PACK']);
  });
  it('keeps a department rung up as one priced line ("GROCERY 4.99") as an item', () => {
    expect(
      itemsOf(['MEAT MARKET', ['GROCERY', '4.99'], ['BAKERY', '3.00'], ['TOTAL', '7.99']]).map((i) => i.name),
    ).toEqual(['GROCERY', 'BAKERY']);
  });
});

describe('a stray number boxed apart from its name (family, issue #13)', () => {
  /** `boxes` adds a box of its own to a row (index in `rows`), between the name and the amount. */
  const withBoxes = (
    rows: Array<string | [string, string]>,
    boxes: Array<{ row: number; text: string; x: number }>,
  ) => {
    const doc = syntheticReceipt(rows);
    for (const b of boxes) {
      const host = doc.lines.find((l) => l.y === 20 + b.row * 30);
      if (host) doc.lines.push({ ...host, text: b.text, x: b.x, width: b.text.length * 9 });
    }
    return parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false }).line_items;
  };
  it('keeps a number that no other item row prints in its column as part of the name ("SCOOP LEMON 11")', () => {
    expect(
      withBoxes(
        [
          'GELATO',
          ['SCOOP LEMON', '3.50'],
          ['SCOOP MANGO', '3.50'],
          ['WAFFLE CONE', '1.00'],
          ['TOTAL', '8.00'],
        ],
        [{ row: 1, text: '11', x: 120 }],
      ),
    ).toEqual([
      { name: 'SCOOP LEMON 11', quantity: 1, price: 3.5 },
      { name: 'SCOOP MANGO', quantity: 1, price: 3.5 },
      { name: 'WAFFLE CONE', quantity: 1, price: 1 },
    ]);
  });
  it('reads a count column printed on every item row as counts', () => {
    expect(
      withBoxes(
        [
          'GELATO',
          ['SCOOP LEMON', '7.00'],
          ['SCOOP MANGO', '3.50'],
          ['WAFFLE CONE', '1.00'],
          ['TOTAL', '11.50'],
        ],
        [
          { row: 1, text: '2', x: 200 },
          { row: 2, text: '1', x: 200 },
          { row: 3, text: '1', x: 200 },
        ],
      ).map((i) => i.quantity),
    ).toEqual([2, 1, 1]);
  });
  it('reads a number under a "QTY" column title as a count though OCR missed the other rows\' counts', () => {
    const doc = syntheticReceipt([
      'GELATO',
      ['ITEM', 'AMT'],
      ['SCOOP LEMON', '7.00'],
      ['SCOOP MANGO', '3.50'],
      ['TOTAL', '10.50'],
    ]);
    const title = doc.lines.find((l) => l.text === 'ITEM');
    const lemon = doc.lines.find((l) => l.text === 'SCOOP LEMON');
    if (title && lemon)
      doc.lines.push({ ...title, text: 'QTY', x: 195, width: 27 }, { ...lemon, text: '2', x: 200, width: 9 });
    const items = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false }).line_items;
    expect(items[0]).toEqual({ name: 'SCOOP LEMON', quantity: 2, price: 7 });
  });
});

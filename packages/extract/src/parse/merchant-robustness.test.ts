import { describe, expect, it } from 'vitest';
import { type SyntheticRow, syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

/**
 * Merchant families for receipts we have not seen (issue 13): the name kept through the OCR slips
 * and header layouts that noise-score.ts and merchant-cv.ts showed costing names. Shops, numbers
 * and addresses are made up.
 */
const merchantOf = (rows: SyntheticRow[]) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false }).company;

const ITEMS = ['SUGAR', 'FLOUR', 'RICE', 'SALT', 'OIL', 'TEA', 'MILK', 'EGGS', 'SOAP'].map(
  (item): [string, string] => [item, '1.00'],
);
const US_FOOT: SyntheticRow[] = ['12 Oak St', 'Portland, OR 97201', ...ITEMS, ['TOTAL', '$9.00']];
const MY_FOOT: SyntheticRow[] = ['LOT 7, JALAN SUTERA', ...ITEMS, ['TOTAL RM', '9.00']];

describe('a phone, tax or company number in its own box on the name row (family)', () => {
  it.each([
    [[['Blue Heron Diner', '(503) 555-0142'], ...US_FOOT], 'Blue Heron Diner'],
    [[['SRI MELUR ENTERPRISE', 'TEL: 03-7781 2233'], ...MY_FOOT], 'SRI MELUR ENTERPRISE'],
    [[['PELANGI BOOKS SDN BHD', 'GST ID: 000123456789'], ...MY_FOOT], 'PELANGI BOOKS SDN BHD'],
  ] as Array<[SyntheticRow[], string]>)('reads the name beside the number (%#)', (rows, name) => {
    expect(merchantOf(rows)).toBe(name);
  });
  it("keeps a store number without a phone's groups as part of the name", () => {
    expect(merchantOf([['QUIKFUEL', '0004417'], 'Lake City, IN', ...ITEMS, ['TOTAL', '$9.00']])).toBe(
      'QUIKFUEL 0004417',
    );
  });
  it('does not make a name of a phone and fax row', () => {
    expect(merchantOf([['TEL: 03-7781 2233', 'FAX: 03-7781 2234'], 'SRI MELUR ENTERPRISE', ...MY_FOOT])).toBe(
      'SRI MELUR ENTERPRISE',
    );
  });
});

describe("a chain's slogan printed over its name (family)", () => {
  it.each([
    ['QUALITY YOU CAN TRUST', 'BLUE HERON MARKET'],
    ['Always Low Prices', 'Blue Heron Market'],
    ["WE'RE HERE FOR YOU", 'LAKESIDE HARDWARE'],
  ])('takes the name under "%s"', (slogan, name) => {
    expect(merchantOf([slogan, name, ...US_FOOT])).toBe(name);
  });
  it('keeps a two-word name that holds "OUR"', () => {
    expect(merchantOf(['OUR KITCHEN', ...US_FOOT])).toBe('OUR KITCHEN');
  });
  it('keeps a name whose letters outside A-Z leave "WE" as a piece ("Möwe")', () => {
    expect(
      merchantOf(['Kaffeebar Möwe Rostock', 'Strandweg 3, 18119 Rostock', ...ITEMS, ['Gesamt', '9,00 €']]),
    ).toBe('Kaffeebar Möwe Rostock');
  });
});

describe('a name whose spaces OCR lost, over its branch (family)', () => {
  it.each([
    ['TacoCorner', 'SM Lakeside'],
    ['BLUEHERONGRILL', 'LAKESIDE COMMONS'],
  ])('takes "%s" without the branch "%s"', (name, branch) => {
    expect(merchantOf([name, branch, ...US_FOOT])).toBe(name);
  });
  it('still joins a one-word name to the word under it ("SAFFRON" / "MOON")', () => {
    expect(merchantOf(['SAFFRON', 'MOON', ...US_FOOT])).toBe('SAFFRON MOON');
  });
  it('still joins a name spelled with "Mac" to the word under it', () => {
    expect(merchantOf(['MacKenzie', 'Brothers', ...US_FOOT])).toBe('MacKenzie Brothers');
  });
});

describe('a trade word under the logo that OCR split with a space (family)', () => {
  it('joins "Rest aurant" under the logo as "Restaurant"', () => {
    expect(merchantOf([{ text: 'Verona', height: 40 }, 'Rest aurant', ...US_FOOT])).toBe('Verona Restaurant');
  });
  it('leaves a place under the logo out', () => {
    expect(merchantOf([{ text: 'Verona', height: 40 }, 'Lake Side', ...US_FOOT])).toBe('Verona');
  });
});

describe('a letter of a short word in the name read as its look-alike digit (family)', () => {
  it.each([
    ['5RI MELUR SDN BHD', 'SRI MELUR SDN BHD'],
    ['KIM H0 TRADING', 'KIM HO TRADING'],
    ['ROSE PU8 & GRILL', 'ROSE PUB & GRILL'],
  ])('reads "%s" as "%s"', (printed, name) => {
    expect(merchantOf([printed, '(123456-K)', ...MY_FOOT])).toBe(name);
  });
  it.each([['8TH WONDER CAFE'], ['A1 AUTO PARTS'], ['Q8 SERVICE STATION'], ['KEDAI 88 RUNCIT']])(
    'keeps "%s" as printed',
    (printed) => {
      expect(merchantOf([printed, ...US_FOOT])).toBe(printed);
    },
  );
});

describe('a name line whose box edge cut off a character (family, noise-score edge-clip)', () => {
  it.each([
    [['TRI SEMBILAN SDN BHD (728515-M', ...MY_FOOT], 'TRI SEMBILAN SDN BHD'],
    [['MAJU JAYA SDN BHD (Co. No. 1206674-T', ...MY_FOOT], 'MAJU JAYA SDN BHD'],
  ] as Array<[SyntheticRow[], string]>)(
    'drops a company number whose closing bracket was cut off (%#)',
    (rows, name) => {
      expect(merchantOf(rows)).toBe(name);
    },
  );
  it.each([
    [[['TAX INVOIC', 'KEDAI KOPI SENANG'], ...MY_FOOT], 'KEDAI KOPI SENANG'],
    [['AX INVOICE', 'KEDAI KOPI SENANG', ...MY_FOOT], 'KEDAI KOPI SENANG'],
    [['IMPLIFIED TAX INVOICE', 'KEDAI KOPI SENANG', ...MY_FOOT], 'KEDAI KOPI SENANG'],
  ] as Array<[SyntheticRow[], string]>)(
    'reads a document title with its first or last letter cut off as a title (%#)',
    (rows, name) => {
      expect(merchantOf(rows)).toBe(name);
    },
  );
  it.each([
    [['ISNI PETRO TRADIN', ...MY_FOOT], 'ISNI PETRO TRADING'],
    [['Mak Cik Kitche', ...MY_FOOT], 'Mak Cik Kitchen'],
  ] as Array<[SyntheticRow[], string]>)(
    'reads a trade word ending the name one letter short as that word (%#)',
    (rows, name) => {
      expect(merchantOf(rows)).toBe(name);
    },
  );
  describe('counter-examples', () => {
    it.each([
      [['GOLDEN BAKER', ...MY_FOOT], 'GOLDEN BAKER'],
      [['SUNRISE CENT', ...MY_FOOT], 'SUNRISE CENT'],
      [['THE ALES HOUSE', ...MY_FOOT], 'THE ALES HOUSE'],
      [['MAJU (SETIA ALAM', ...MY_FOOT], 'MAJU (SETIA ALAM'],
    ] as Array<[SyntheticRow[], string]>)(
      'keeps a name that ends in a word, is too short to tell, or brackets a place (%#)',
      (rows, name) => {
        expect(merchantOf(rows)).toBe(name);
      },
    );
  });
});

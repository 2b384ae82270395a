import { describe, expect, it } from 'vitest';
import { type SyntheticRow, syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

const merchantOf = (rows: SyntheticRow[], hints?: Record<string, string>) =>
  parseReceipt(syntheticReceipt(rows, hints ? { hints, source: 'email-html' } : {}), {
    categories: DEFAULT_CATEGORIES,
    hsa: false,
  }).company;

describe('merchant', () => {
  it('skips the document title and takes the name under it', () => {
    expect(merchantOf(['TAX INVOICE', 'SUNRISE BAKERY', 'Tel: 03-1234 5678', ['TOTAL', '9.00']])).toBe(
      'SUNRISE BAKERY',
    );
  });
  it('prefers the legal name over a brand line', () => {
    expect(
      merchantOf(['Sushi King', 'GOLDEN DRAGON FOODS SDN BHD', 'NO. 12, JALAN MAJU', ['TOTAL', '9.00']]),
    ).toBe('GOLDEN DRAGON FOODS SDN BHD');
  });
  it('drops a registration number glued to the name', () => {
    expect(merchantOf(['MAJU HARDWARE SDN BHD (123456-X)', 'GST ID: 000123456789', ['TOTAL', '9.00']])).toBe(
      'MAJU HARDWARE SDN BHD',
    );
  });
  it('does not take an address or phone line', () => {
    expect(merchantOf(['123 Main Street', 'Tel 555-123-4567', 'BLUE FOX CAFE', ['TOTAL', '9.00']])).toBe(
      'BLUE FOX CAFE',
    );
  });
  it('joins a legal name that wraps onto a second line', () => {
    expect(merchantOf(['LIAN HUAT VEGETARIAN', 'RESTAURANT SDN BHD', '(1095514-X)', ['TOTAL', '9.00']])).toBe(
      'LIAN HUAT VEGETARIAN RESTAURANT SDN BHD',
    );
  });
  it('repairs zeros read for the letter O inside a name', () => {
    expect(merchantOf(['F00D C0URT ENTERPRISE', ['TOTAL', '9.00']])).toBe('FOOD COURT ENTERPRISE');
  });
  describe('names with S, B, G or Z read as 5, 8, 6 or 2 (OCR look-alike digits, family)', () => {
    it.each([
      ['KEDAI RUNCIT 5ERI MAJU', 'KEDAI RUNCIT SERI MAJU'],
      ['HARBOUR RE5TAURANT SDN BHD', 'HARBOUR RESTAURANT SDN BHD'],
      ['Maple 8akery', 'Maple Bakery'],
      ['PINE HARDWARE 5DN 8HD', 'PINE HARDWARE SDN BHD'],
      ['RIVER MUSIC 5HOP', 'RIVER MUSIC SHOP'],
      ['Bla2e Grill', 'Blaze Grill'],
      ['LIN6 KEE TRADIN6', 'LING KEE TRADING'],
    ])('reads %s', (printed, name) => {
      expect(merchantOf([printed, '12 Jalan Mawar', ['TOTAL', '9.00']])).toBe(name);
    });
    it('keeps numbers that are part of a name', () => {
      expect(merchantOf(['99 FRESHMART', '12 Jalan Mawar', ['TOTAL', '9.00']])).toBe('99 FRESHMART');
      expect(merchantOf(['CAFE 2GO', '12 Jalan Mawar', ['TOTAL', '9.00']])).toBe('CAFE 2GO');
    });
  });
  describe('names that open with a capital and a digit, kept as printed (family)', () => {
    it.each([
      ['E1MARKET', '21 PARK ROAD', 'E1MARKET'],
      ['A1 TYRES', '4 MILL LANE', 'A1 TYRES'],
    ])('keeps %s, a postcode district or brand written with a digit', (printed, street, name) => {
      expect(merchantOf([printed, street, 'THANK YOU', ['TOTAL', '£9.00']])).toBe(name);
    });
    it('still reads a 1 among letters as I', () => {
      expect(merchantOf(['P1ZZA V1LLA', '4 MILL LANE', ['TOTAL', '£9.00']])).toBe('PIZZA VILLA');
    });
  });
  it('uses the e-mail sender name when the body names no store', () => {
    expect(
      merchantOf(['Thanks for your order!', 'Order #12345', ['Total', '$9.00']], {
        emailFrom: 'orders@acmegoods.com',
        emailFromName: 'Acme Goods',
      }),
    ).toBe('Acme Goods');
  });
  it('repairs a one-letter OCR slip in a common trade word', () => {
    expect(merchantOf(['VERBENA CONFECTIUNERY SDN BHD', ['TOTAL', '9.00']])).toBe(
      'VERBENA CONFECTIONERY SDN BHD',
    );
  });
  it('repairs trade words inside names OCR glued together', () => {
    expect(merchantOf(['ENWHardwaeCentre(M) Sdn.Bhd', ['TOTAL', '9.00']])).toBe(
      'ENWHardwareCentre(M) SDN. BHD',
    );
  });
  it('joins a logo name printed over two short lines', () => {
    expect(
      merchantOf(['CHO EUN', 'KOREAN RESTAURANT', '2621 ORANGETHORPE AVE, FULLERTON', ['TOTAL', '$9.00']]),
    ).toBe('CHO EUN KOREAN RESTAURANT');
  });
  it('keeps a store number after the name', () => {
    expect(merchantOf(['WELCOME TO GADGET HUB #478', '50-01 NORTHERN BOULEVARD', ['TOTAL', '$9.00']])).toBe(
      'WELCOME TO GADGET HUB #478',
    );
  });
  it('skips service-type lines such as DINE IN', () => {
    expect(
      merchantOf([
        'DINE IN',
        'Sakura House',
        '10920 Winding Drive',
        'Charlotte NC 28273',
        ['TOTAL', '$9.00'],
      ]),
    ).toBe('Sakura House');
  });
  it('prefers a nearby line that spells out the partial logo name', () => {
    expect(
      merchantOf(['DINING', '#205', 'Golden Lotus Thai Dining', '9901 Fairfax Blvd.', ['TOTAL', '$9.00']]),
    ).toBe('Golden Lotus Thai Dining');
  });
  it('does not mistake words that contain TEL, ROC or REG for contact lines', () => {
    expect(merchantOf(['GROCERY', ['BANANAS', '2.00'], 'HOTEL SUPPLIES', ['TOTAL', '$2.00']])).toBe(
      'GROCERY',
    );
  });
  it('takes the large brand at the top, not the plc operator line that repeats it, outside Malaysia', () => {
    expect(
      merchantOf([
        { text: 'Hartleys', height: 40 },
        'Hartleys Foodstores plc BD3 7DL',
        'Hadleigh 01473 827021',
        ['TOTAL', '£2.19'],
      ]),
    ).toBe('Hartleys');
  });
  it('still prefers the legal name over a large brand on a Malaysian receipt', () => {
    expect(
      merchantOf([
        { text: 'Sushi King', height: 40 },
        'GOLDEN DRAGON FOODS SDN BHD',
        'NO. 12, JALAN MAJU',
        ['TOTAL RM', '9.00'],
      ]),
    ).toBe('GOLDEN DRAGON FOODS SDN BHD');
  });
  it('prefers the tallest logo line over a smaller line with a trade word', () => {
    expect(
      merchantOf([
        { text: 'Contoso', height: 40 },
        'Outlet Store',
        '11467 W 95th Street',
        'Overland Park, KS 66214',
        ['TOTAL', '$9.00'],
      ]),
    ).toBe('Contoso');
  });
  it('reads a logo set in two large lines from its upper line', () => {
    expect(
      merchantOf([
        { text: 'THE BLUE', height: 40 },
        { text: 'HERON', height: 42 },
        '14-15 Market Street',
        'London N1 6HG',
        ['TOTAL', '£9.00'],
      ]),
    ).toBe('THE BLUE HERON');
  });
  it('does not join a faint OCR fragment to the name', () => {
    expect(
      merchantOf([
        { text: 'ts', confidence: 0.58 },
        'Lakeside Store',
        '11467 W 95th Street',
        'Overland Park, KS 66214',
        ['TOTAL', '$9.00'],
      ]),
    ).toBe('Lakeside Store');
  });
  it('joins a legal name wrapped over three lines at an open parenthesis', () => {
    expect(
      merchantOf([
        'KIM SENG HARDWARE',
        'ENTERPRISE (TAMAN',
        'MAJU) SDN BHD',
        '822737-X',
        'NO.17-G, JALAN MAJU INDAH',
        ['TOTAL', 'RM4.00'],
      ]),
    ).toBe('KIM SENG HARDWARE ENTERPRISE (TAMAN MAJU) SDN BHD');
  });
  it('keeps the line between a legal name and its registration number', () => {
    expect(
      merchantOf([
        'SYARIKAT PERNIAGAAN',
        'LIM BROTHERS',
        '(81109-A)',
        'NO 290, JALAN AIR PANAS',
        ['TOTAL', 'RM4.00'],
      ]),
    ).toBe('SYARIKAT PERNIAGAAN LIM BROTHERS');
  });
  it('joins a dotted name to the SDN BHD line under it', () => {
    expect(merchantOf(['MR. A.B.C. (M)', 'SDN BHD', '(860671-D)', 'LOT 1851-A', ['TOTAL', 'RM4.00']])).toBe(
      'MR. A.B.C. (M) SDN BHD',
    );
  });
  it('does not join the address under a complete legal name', () => {
    expect(
      merchantOf([
        'GOLDEN DRAGON FOODS SDN BHD',
        'TAMAN MAJU',
        '(123456-X)',
        'NO. 12, JALAN MAJU',
        ['TOTAL', 'RM9.00'],
      ]),
    ).toBe('GOLDEN DRAGON FOODS SDN BHD');
  });
  it('does not take a large transaction word such as SALE or VOID for the logo', () => {
    expect(
      merchantOf([
        'Lucky Noodle House',
        { text: 'SALE', height: 40 },
        '123 Main St',
        'Austin, TX 78701',
        ['TOTAL', '$8.60'],
      ]),
    ).toBe('Lucky Noodle House');
  });
  it('treats a Canadian receipt with GST as brand-named, not as a Malaysian legal name', () => {
    expect(
      merchantOf([
        { text: 'Maple Books', height: 40 },
        'Maple Books Inc.',
        'Surrey BC V3S 9N7',
        ['GST 5%', '0.50'],
        ['TOTAL', '$10.50'],
      ]),
    ).toBe('Maple Books');
  });
  it('does not take the operator line that gives a former company name (FKA) for the store', () => {
    expect(
      merchantOf([
        'THANK YOU FOR SHOPPING WITH US',
        'RIVERSIDE REST AND SERVICE AREA',
        'LOT 5, KAWASAN REHAT RIVERSIDE',
        '84600 PAGOH JOHOR',
        'ACME RETAIL SB (123456-X) FKA OLD STORES SB',
        ['TOTAL', '10.00'],
      ]),
    ).toBe('RIVERSIDE REST AND SERVICE AREA');
  });
  it('does not turn a singular trade word into the plural one', () => {
    expect(merchantOf(['NORTH SERVICE AREA CAFE', ['TOTAL', '9.00']])).toBe('NORTH SERVICE AREA CAFE');
  });
  it('joins a trade word back together where OCR put a space in place of a lost letter', () => {
    expect(
      merchantOf(['KLM Hardwa e Centre (M) Sdn. Bhd.', 'Co. Reg No.: 123456-A', ['TOTAL', '9.00']]),
    ).toBe('KLM Hardware Centre (M) SDN. BHD');
  });
  it('does not join a lone letter to a word that is already a trade word', () => {
    expect(merchantOf(['MAJU HARDWARE A SDN BHD', ['TOTAL', '9.00']])).toBe('MAJU HARDWARE A SDN BHD');
  });
  it('prefers the fuller reading when the name is printed again at the foot', () => {
    expect(
      merchantOf([
        'GOLDEN DRAGN FOODS SDN BHD',
        '(123456-X)',
        'NO. 12, JALAN MAJU',
        ['CAKE', '9.00'],
        ['TOTAL', '9.00'],
        'Thank you for shopping at',
        'GOLDEN DRAGON FOODS SDN BHD',
      ]),
    ).toBe('GOLDEN DRAGON FOODS SDN BHD');
  });
  it('does not take a footer line that only adds words around the name', () => {
    expect(
      merchantOf([
        { text: 'Hartleys', height: 40 },
        'Hadleigh 01473 827021',
        ['MILK', '£2.19'],
        ['TOTAL', '£2.19'],
        'THANK YOU FOR SHOPPING',
        'AT HARTLEYS',
      ]),
    ).toBe('Hartleys');
  });
  it('reads SB after a name as Sdn Bhd, like S/B', () => {
    expect(
      merchantOf(['Sushi King', 'GOLDEN DRAGON FOODS SB', 'NO. 12, JALAN MAJU', ['TOTAL', 'RM9.00']]),
    ).toBe('GOLDEN DRAGON FOODS SB');
  });
  it('does not join a larger brand line above the legal name', () => {
    expect(
      merchantOf([
        { text: 'CITY TEA', height: 30 },
        { text: 'R&C VENTURE SDN BHD (1191015-W)', height: 24 },
        'LOT-18A-2, BERJAYA SQUARE,',
        ['TOTAL', 'RM5.00'],
      ]),
    ).toBe('R&C VENTURE SDN BHD');
  });
  it('does not join a brand line that the legal name under it repeats', () => {
    expect(
      merchantOf([
        'MR TOOLS',
        'MR. TOOLS (M) SDN BHD',
        '(123456-X)',
        'LOT 5, JALAN MAJU',
        ['TOTAL', 'RM5.00'],
      ]),
    ).toBe('MR. TOOLS (M) SDN BHD');
  });
  it('does not join a slogan printed small under the logo', () => {
    expect(
      merchantOf([
        { text: 'Crafters', height: 45 },
        { text: 'Where Ideas Happen', height: 30 },
        '1977 SCENIC HWY',
        'SNELLVILLE, GA 30078',
        ['TOTAL', '$4.24'],
      ]),
    ).toBe('Crafters');
  });
  it('skips a promotion at the top and takes the name the store signs off with', () => {
    expect(
      merchantOf([
        { text: '303', height: 80 },
        { text: 'BUY ONE GET ONE FREE BURGER', height: 30 },
        'Expires 30 days after receipt date.',
        ['Subtotal', '2.78'],
        ['Tax', '0.25'],
        ['Total', '3.03'],
        ['Change', '0.00'],
        "Burger Barn 's: Restaurant",
      ]),
    ).toBe("Burger Barn's Restaurant");
  });
  it('takes the name over the address at the foot when the top names no business', () => {
    expect(
      merchantOf([
        'TABLE #30',
        'CLIENTS# 1',
        ['1 POUTINE', '$16.50'],
        ['TOTAL', '$16.50'],
        'FACTURE ORIGINALE',
        'CHEZ MARCEL LAURIER',
        '2875, BOUL. LAURIER QUEBEC',
      ]),
    ).toBe('CHEZ MARCEL LAURIER');
  });
  it('does not take the operating company at the foot over the brand at the top of a Malaysian receipt', () => {
    expect(
      merchantOf([
        'TAX INVOICE',
        "DOMINGO'S PIZZA",
        'GST REF NO : 001694261248',
        ['TOTAL', 'RM39.60'],
        'Thank you for visiting.',
        'owned by',
        'Dough Food Services Sdn Bhd',
        'Co. No. 41906A',
      ]),
    ).toBe("DOMINGO'S PIZZA");
  });
  it('does not take an item line as a sign-off', () => {
    expect(
      merchantOf([
        'DINE IN',
        'Osaka 49',
        '10920 Winding Drive',
        ['Tempura', '$7.00'],
        ['Subtotal', '$43.70'],
        ['Total', '$47.31'],
        'Thank You!',
        'Please Come Again',
      ]),
    ).toBe('Osaka 49');
  });
  it('repairs two letters of a long trade word lost in dot-matrix print', () => {
    expect(merchantOf(['TECK SENG HARLWARI SDN BHD', ['TOTAL', '9.00']])).toBe('TECK SENG HARDWARE SDN BHD');
  });
  it('does not turn a word with another ending into a trade word', () => {
    expect(merchantOf(['MAJU INDUSTRIAL SDN BHD', ['TOTAL', '9.00']])).toBe('MAJU INDUSTRIAL SDN BHD');
  });
  it('reads a smudged SDN BHD', () => {
    expect(merchantOf(['TECK SENG TRADING SDNHHU', ['TOTAL', '9.00']])).toBe('TECK SENG TRADING SDN BHD');
  });
  it('does not take a store manager line at the foot for the name', () => {
    expect(
      merchantOf([
        'Lakeside',
        '11467 W 95th Street',
        ['Milk', '2.00'],
        ['Bread', '3.00'],
        ['Eggs', '4.00'],
        ['Butter', '5.00'],
        ['TOTAL', '14.00'],
        'STORE MANAGER: JOHN',
      ]),
    ).toBe('Lakeside');
  });
  describe('legal-form words misread by OCR (family)', () => {
    it.each([
      ['SILVER MAPLE SON BHD', 'SILVER MAPLE SDN BHD'],
      ['Brightfield Trading 5dn Bhd', 'Brightfield Trading SDN BHD'],
      ['KITA TELECOMMUNICATIONS SDN EHD', 'KITA TELECOMMUNICATIONS SDN BHD'],
      ['SWIFT TRANSIT SLII BHD', 'SWIFT TRANSIT SDN BHD'],
      ['KEDAI MAJU SUN BHO', 'KEDAI MAJU SDN BHD'],
      ['SERI MAJU SDM BHD', 'SERI MAJU SDN BHD'],
      ['SERI MAJU SDN BIID', 'SERI MAJU SDN BHD'],
      ['SERI MAJU SDN BHP', 'SERI MAJU SDN BHD'],
      ['SERI MAJU SDN 3HD', 'SERI MAJU SDN BHD'],
      ['SERI MAJU (N) SDN BHD', 'SERI MAJU (M) SDN BHD'],
      ['SERI MAJU (W) SDN BHD', 'SERI MAJU (M) SDN BHD'],
      ['SERI MAJU IM) SDN BHD', 'SERI MAJU (M) SDN BHD'],
      ['SERI MAJU (M SDN BHD', 'SERI MAJU (M) SDN BHD'],
      ['SERI MAJU (B) SDN BHD', 'SERI MAJU (B) SDN BHD'],
      ['SERI MAJU TRADING SDN BHD)', 'SERI MAJU TRADING SDN BHD'],
      ['SERI MAJU ENTERPRlSE', 'SERI MAJU ENTERPRISE'],
      ['SWIFT TRANSIT SL11 BHD', 'SWIFT TRANSIT SDN BHD'],
      ['SERI MAJU SDN BHD (C0. N0:12345-T)', 'SERI MAJU SDN BHD'],
      ['Seri Maju 5/B', 'Seri Maju S/B'],
      ['SERI MAJU S/8', 'SERI MAJU S/B'],
      ['SERI MAJU 5B (123456-X)', 'SERI MAJU SB'],
      ['SERI MAJU 5B CAFE', 'SERI MAJU 5B CAFE'],
      ['SERI MAJU RAYA 8HD (123456-U)', 'SERI MAJU RAYA BHD'],
      ['SERI MAJU RAYA BH0', 'SERI MAJU RAYA BHD'],
    ])('reads "%s" as "%s"', (printed, name) => {
      expect(merchantOf([printed, 'NO. 12, JALAN MAJU', ['TOTAL', '9.00']])).toBe(name);
    });
  });
  describe('a legal form cut short where the text box ends (family)', () => {
    it.each([
      ['LIGHTFIELD GALLERY SDN BH', 'LIGHTFIELD GALLERY SDN BHD'],
      ['Green Lane Pharmacy Sdn Bh', 'Green Lane Pharmacy SDN BHD'],
      ['Kedai Maju Sdn.Bh', 'Kedai Maju SDN. BHD'],
      ['S.H.H. MOTOR (SUNGAI RENGIT) SDN. B', 'S.H.H. MOTOR (SUNGAI RENGIT) SDN. BHD'],
      ['MAJU HOLDINGS BERHA', 'MAJU HOLDINGS BERHAD'],
      ['SERI MAJU SDN', 'SERI MAJU SDN'],
      ['HAJI MAJU BHD', 'HAJI MAJU BHD'],
    ])('reads "%s" as "%s"', (printed, name) => {
      expect(merchantOf([printed, 'NO. 12, JALAN MAJU', ['TOTAL', '9.00']])).toBe(name);
    });
  });
});

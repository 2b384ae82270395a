import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { dateConfidence, REVIEW_THRESHOLD, type TotalClass, totalClass, totalConfidence } from './confidence';
import { parseReceipt } from './index';

const parse = (rows: Parameters<typeof syntheticReceipt>[0]) =>
  parseReceipt(syntheticReceipt(rows), { categories: DEFAULT_CATEGORIES, hsa: false });

/** The evidence class the parser gives a receipt's total. */
const classOf = (rows: Parameters<typeof syntheticReceipt>[0]) => {
  let k: TotalClass = 'noTotal';
  parseReceipt(syntheticReceipt(rows), {
    categories: DEFAULT_CATEGORIES,
    hsa: false,
    explain: (t) => {
      k = t.totalClass;
    },
  });
  return k;
};

const evidence = {
  source: 'label' as const,
  kind: 'total' as const,
  checks: [],
  repeats: 0,
  contested: false,
  rowConfidence: 0.97,
  repaired: false,
  rounded: false,
  superseded: false,
  exact: false,
  outnumbers: false,
  belowDeduction: false,
};

describe('calibrated confidence', () => {
  it('is sure of a total that cash minus change and the items both confirm', () => {
    const r = parse([
      'KEDAI MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['Nasi Lemak', '6.00'],
      ['Teh Tarik', '2.50'],
      ['TOTAL', '8.50'],
      ['CASH', '10.00'],
      ['CHANGE', '1.50'],
    ]);
    expect(r.total_price).toBe(8.5);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(r.confidence.date).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(r.parsingNotes).not.toContain('Needs review');
  });

  it('marks a receipt whose total nothing confirms as needing review', () => {
    const r = parse(['KEDAI MAJU SDN BHD', 'Date: 16/03/2018 10:42', ['TOTAL', '8.50']]);
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    expect(r.parsingNotes.startsWith('Needs review: the total is not certain.')).toBe(true);
  });

  it('doubts a total read from a poorly recognised row even when it agrees with one check', () => {
    const clear = totalConfidence({ ...evidence, checks: ['equals subtotal plus tax'] }, 'none');
    const blurred = totalConfidence(
      { ...evidence, checks: ['equals subtotal plus tax'], rowConfidence: 0.6 },
      'none',
    );
    expect(clear).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(blurred).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('never trusts a total whose digits were repaired as much as a printed one', () => {
    const checks = ['equals subtotal plus tax'];
    const printed = totalConfidence({ ...evidence, checks }, 'balanced');
    const repaired = totalConfidence({ ...evidence, checks, repaired: true }, 'balanced');
    expect(repaired).toBeLessThan(printed);
    // Only line items read on other rows lift a repaired total to the threshold.
    expect(totalConfidence({ ...evidence, checks, repaired: true }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('trusts a total without a total line when the items add up to it and nothing rounds it', () => {
    expect(totalConfidence({ ...evidence, source: 'largest' }, 'balanced')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, source: 'paid' }, 'balanced')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, source: 'largest' }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('doubts cash minus change when a rounding line makes the total before or after rounding', () => {
    expect(totalConfidence({ ...evidence, source: 'paid', rounded: true }, 'balanced')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });

  it('trusts two agreements over a rival total line, but not on a poorly read row', () => {
    const checks = ['equals cash minus change', 'equals subtotal plus tax'];
    expect(totalConfidence({ ...evidence, checks, contested: true }, 'none')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, checks, rowConfidence: 0.6 }, 'none')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });

  it('is sure of an unambiguous date stamped with the time on a clearly read row', () => {
    const stamp = {
      kind: 'numeric' as const,
      unambiguous: true,
      orderFromReceipt: false,
      labelled: false,
      timed: true,
      repeats: 0,
      rivals: 0,
      rowConfidence: 0.95,
    };
    expect(dateConfidence(stamp)).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(dateConfidence({ ...stamp, rowConfidence: 0.8 })).toBeLessThan(REVIEW_THRESHOLD);
    expect(dateConfidence({ ...stamp, timed: false })).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('lets line items that add up to the total settle a rival total line', () => {
    expect(totalConfidence({ ...evidence, contested: true }, 'balanced')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, contested: true }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });
});

describe('total confidence evidence families', () => {
  it('deducted after the items: doubts a total below the subtotal the items add up to (a coupon taken off)', () => {
    const r = parse([
      'KEDAI PIZZA MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['1 Large Pizza', '30.00'],
      ['1 Garlic Bread', '12.00'],
      ['Sub-Total', '42.00'],
      ['Coupon Discount', '20.00'],
      ['Grand Total', '22.00'],
      ['Payment', '50.00'],
      ['Change Due', '28.00'],
    ]);
    // Confidence only: the total read is the same amount it was before this evidence.
    expect(r.total_price).toBe(22);
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // Without the coupon, the items confirm the total itself.
    const plain = parse([
      'KEDAI PIZZA MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['1 Large Pizza', '30.00'],
      ['1 Garlic Bread', '12.00'],
      ['Sub-Total', '42.00'],
      ['Grand Total', '42.00'],
      ['Payment', '50.00'],
      ['Change Due', '8.00'],
    ]);
    expect(plain.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('deducted after the items: the subtotal they confirm counts as a rival amount, not an agreement', () => {
    const checks = ['equals cash minus change'];
    expect(totalConfidence({ ...evidence, checks }, 'balanced')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...evidence, checks }, 'deducted')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('total printed twice: the clearer of its two readings settles a poorly read total row', () => {
    const rows = (grandConfidence: number) =>
      parse([
        'CAFE LUNA PTY LTD',
        'Date: 06/03/2018 10:42',
        ['Flat White', '4.50'],
        ['Banana Bread', '5.20'],
        { text: 'Total includes GST 9.70', confidence: grandConfidence },
        { text: 'TOTAL AU$9.70', confidence: 0.93 },
      ]);
    expect(rows(0.5).total_price).toBe(9.7);
    expect(rows(0.5).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // Printed once and poorly read, the same total stays doubtful.
    const once = parse([
      'CAFE LUNA PTY LTD',
      'Date: 06/03/2018 10:42',
      ['Flat White', '4.50'],
      ['Banana Bread', '5.20'],
      { text: 'TOTAL AU$9.70', confidence: 0.5 },
    ]);
    expect(once.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('three agreements: cash minus change, subtotal plus tax and the items outweigh a poorly read total row', () => {
    const blurred = { ...evidence, rowConfidence: 0.6 };
    const two = ['equals cash minus change', 'equals subtotal plus tax'];
    expect(totalConfidence({ ...blurred, checks: two }, 'none')).toBeLessThan(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...blurred, checks: two }, 'balanced')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // A repaired amount stays capped however many lines agree.
    expect(totalConfidence({ ...blurred, checks: two, repaired: true }, 'none')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });
});

describe('independent evidence: what counts as an agreement with the total', () => {
  const bistro = (foot: Parameters<typeof syntheticReceipt>[0]) =>
    parse(['CORNER BISTRO', 'Date: 03/14/2019 12:10', ['1 Soup', '7.50'], ['1 Sandwich', '10.40'], ...foot]);

  it('items that add up to the subtotal confirm the subtotal, not a total nothing printed takes it to', () => {
    // A misread total ("19.96" for 18.97) still has items that "balance" against the subtotal.
    const misread = bistro([
      ['Subtotal', '17.90'],
      ['Total', '19.96'],
    ]);
    expect(misread.total_price).toBe(19.96);
    expect(misread.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    const taxed = bistro([
      ['Subtotal', '17.90'],
      ['Tax', '1.07'],
      ['Total', '18.97'],
    ]);
    expect(taxed.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('several taxes under the subtotal ("State Tax / City Tax") take it to the total', () => {
    const r = bistro([
      ['Subtotal', '17.90'],
      ['State Tax', '1.07'],
      ['City Tax', '0.72'],
      ['Total', '19.69'],
    ]);
    expect(r.total_price).toBe(19.69);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(r.parsingNotes).not.toContain('does not give the total');
  });

  it('amounts printed between the subtotal and the total add up to it whatever their labels ("Munci Fee")', () => {
    const rows = (foot: Parameters<typeof syntheticReceipt>[0]) =>
      parse(['SPICE GARDEN', 'Date: 14/03/2019 20:10', ['1 Thali', '250.00'], ['1 Lassi', '90.00'], ...foot]);
    const fees = rows([
      ['Sub Total', '340.00'],
      ['VAT 5%', '17.00'],
      ['Munci Fee', '21.64'],
      ['Amount Due', '378.64'],
    ]);
    expect(fees.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // Without the lines that make up the difference, nothing but its label backs the total.
    const bare = rows([
      ['Sub Total', '340.00'],
      ['Amount Due', '378.64'],
    ]);
    expect(bare.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('a total printed above a rounding line is the amount before rounding: never sure, however much agrees', () => {
    const kedai = (foot: Parameters<typeof syntheticReceipt>[0]) =>
      parse([
        'KEDAI MAJU SDN BHD',
        'Date: 06/03/2018 10:42',
        ['Nasi Lemak', '6.00'],
        ['Teh Tarik', '2.52'],
        ...foot,
      ]);
    // The rounded total's row was lost: the items and a repeat agree with the amount before rounding.
    const before = kedai([
      ['Total', '8.52'],
      ['Total Incl GST', '8.52'],
      ['Rounding Adj', '-0.02'],
    ]);
    expect(before.total_price).toBe(8.52);
    expect(before.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    const after = kedai([
      ['Total', '8.52'],
      ['Rounding Adj', '-0.02'],
      ['Total Rounded', '8.50'],
      ['Cash', '10.00'],
      ['Change', '1.50'],
    ]);
    expect(after.total_price).toBe(8.5);
    expect(after.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    const checks = ['equals cash minus change', 'equals subtotal plus tax'];
    expect(totalConfidence({ ...evidence, checks, superseded: true }, 'balanced')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });

  it('second print: read by OCR, the total printed twice is the same glyphs read again, no agreement', () => {
    const twice = parse([
      'BAKERY LIANG',
      'Date: 06/03/2018 10:42',
      { text: 'TOTAL RM 6.90', digitConfidence: 0.99 },
      { text: 'GST 6% RM 0.39', digitConfidence: 0.99 },
      { text: 'TOTAL INCL GST RM 6.90', digitConfidence: 0.99 },
    ]);
    expect(twice.total_price).toBe(6.9);
    expect(twice.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...evidence, repeats: 1, digitConfidence: 0.99 }, 'none')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
    // Read exactly (a text layer), another total line naming the amount is a second statement of it.
    expect(totalConfidence({ ...evidence, repeats: 1, exact: true }, 'none')).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
  });

  it('sole total line: a total read surely, with no other amount on the bill to take it for, is the surest unchecked total, still reviewed', () => {
    const slip = (digitConfidence: number | undefined, ...more: Parameters<typeof syntheticReceipt>[0]) => [
      'KOPITIAM SETIA',
      'Date: 06/03/2018 10:42',
      { text: 'TOTAL RM 6.90', ...(digitConfidence === undefined ? {} : { digitConfidence }) },
      ...more,
      'THANK YOU',
    ];
    expect(parse(slip(0.99)).total_price).toBe(6.9);
    expect(classOf(slip(0.99))).toBe('labelOnlySole');
    // A look-alike read as surely as a right digit ("8.90" for "6.90") would pass: nothing checks it.
    expect(parse(slip(0.99)).confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // A look-alike in doubt, or digits not measured.
    expect(classOf(slip(0.62))).toBe('labelOnly');
    expect(classOf(slip(undefined))).toBe('labelOnly');
    // A subtotal or tax line names an amount the total line could be taken for.
    expect(classOf(slip(0.99, ['SUBTOTAL', 'RM 6.51']))).toBe('labelOnly');
    expect(classOf(slip(0.99, ['GST 6%', 'RM 0.39']))).toBe('labelOnly');
  });

  it('cash minus change read surely and naming another amount outweighs one agreement with the total', () => {
    const till = (change: Parameters<typeof syntheticReceipt>[0][number]) =>
      parse([
        'KEDAI PERKAKAS JAYA',
        'Date: 06/03/2018 10:42',
        ['Claw Hammer', '30.00'],
        ['Wood Screws', '12.00'],
        ['TOTAL', '42.00'],
        ['CASH', '50.00'],
        change,
        'THANK YOU',
      ]);
    // The items add up to the total, and the payment says 41.00 was due: one reading against another.
    const against = till(['CHANGE', '9.00']);
    expect(against.total_price).toBe(42);
    expect(against.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // Agreeing, the payment is a second check.
    expect(till(['CHANGE', '8.00']).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // A change whose digits were read unsurely may be the misread one: no doubt cast.
    expect(till({ text: 'CHANGE 9.00', digitConfidence: 0.5 }).confidence.total_price).toBeGreaterThanOrEqual(
      REVIEW_THRESHOLD,
    );
    // Two agreements against the payment are a contested total, still sure; one is not.
    const checks = ['equals subtotal plus tax'];
    expect(totalClass({ ...evidence, checks, paidDisagrees: true }, 'balanced')).toBe('twoChecksContested');
    expect(totalClass({ ...evidence, checks, paidDisagrees: true }, 'none')).toBe('oneCheckDoubtful');
  });

  it('fuel pump slips: gallons times the price per gallon is a check of the total, and a rival when it is another amount', () => {
    const pump = (total: string, digitConfidence = 0.99) => [
      'CORNER FUEL STOP',
      'Date: 03/14/2019 07:12 AM',
      'PUMP # 6',
      'UNLEADED',
      '4.250 @ $2.799/GAL',
      { text: `TOTAL ${total}`, digitConfidence },
      'THANK YOU',
    ];
    // 4.250 x 2.799 = 11.896: the total agrees with a reading on another row, which settles a
    // look-alike in doubt on its own.
    expect(parse(pump('$11.90', 0.6)).total_price).toBe(11.9);
    expect(parse(pump('$11.90', 0.6)).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // "$17.90" read surely is still not the amount the pump line gives: not a sole total.
    expect(classOf(pump('$17.90'))).toBe('labelOnly');
  });

  it('fuel pump slips without a total label: the largest amount that gallons times price gives is sure', () => {
    const pump = (price: string) =>
      parse([
        'QUICK PUMP',
        'DATE 11/28/15 08:14',
        'PUMP # 18',
        ['GALLONS:', '7.412'],
        ['PRICE/G:', price],
        ['FUEL SALE', '$23.41'],
        'THANK YOU',
      ]);
    expect(pump('$3.159').total_price).toBe(23.41);
    expect(pump('$3.159').confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(pump('$3.259').confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('no total line: the largest amount is sure when the subtotal and every line added under it give it', () => {
    // A restaurant check whose total label OCR garbled ("Toudl"): subtotal plus tax is the amount.
    const check = parse([
      "LUCKY'S GRILL",
      '6/18/2013 20:51',
      'Server: Anthony  Guests: 2',
      ['Subtotal', '21.52'],
      ['Tax', '1.74'],
      ['Toudl', '23.26'],
      'Tip $',
    ]);
    expect(check.total_price).toBe(23.26);
    expect(check.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // The total row lost, a tax summary's taxable amount is the subtotal plus service only: a
    // partial sum, no check of the largest amount left.
    const bistro = parse([
      'BISTRO DAMAI',
      'BILL DT:12/03/2018 10:25:49 PM',
      ['2 HOUSE PLATTER', '295.00'],
      ['SUB TOTAL', '295.00'],
      ['SERVICE CHARGE 10%', '29.50'],
      ['GST 6%', '19.47'],
      ['ROUNDING ADJ', '-0.02'],
      'TAX SUMMARY AMOUNT TAX',
      ['SR @ 6%', '324.50 19.47'],
    ]);
    expect(bistro.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('sole total line: a subtotal that does not lead to the total is a rival, even 0.00 or printed under its label', () => {
    const slip = (...foot: Parameters<typeof syntheticReceipt>[0]) => [
      'GAME CORNER',
      'Date: 05/11/2019 04:47 PM',
      'PROMO CODE VOUCHER',
      ...foot,
      { text: 'TOTAL 8.00', digitConfidence: 0.99 },
      'THANK YOU',
    ];
    expect(classOf(slip())).toBe('labelOnlySole');
    // A free item's empty bill, its total read as 8.00: the subtotal and tax say 0.00.
    expect(classOf(slip(['Purchase Subtotal', '0.00'], ['Sales Tax', '0.00']))).toBe('labelOnly');
    expect(classOf(slip('SUBTOTAL', { text: '7.48', digitConfidence: 0.99 }))).toBe('labelOnly');
  });

  it('bill rounding: a ringgit total off the 5-sen step that only the bill backs may be the amount before rounding', () => {
    const warung = (foot: Parameters<typeof syntheticReceipt>[0]) =>
      parse([
        'RESTORAN SERI BAYU SDN BHD',
        'Date: 06/03/2018 19:42',
        ['Mee Goreng', 'RM 12.90'],
        ['Nasi Ayam', 'RM 14.50'],
        ['Subtotal', 'RM 27.40'],
        ['GST @6%', 'RM 1.64'],
        ...foot,
      ]);
    // The rounded total's row was lost; subtotal plus tax and the items agree with the bill before rounding.
    const lost = warung([['Total', 'RM 29.04'], ['', '0.01'], 'THANK YOU']);
    expect(lost.total_price).toBe(29.04);
    expect(lost.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // Cash minus change ties the same amount to what was paid (by card, or exact cash).
    const paid = warung([
      ['Total', 'RM 29.04'],
      ['Cash', 'RM 50.00'],
      ['Change', 'RM 20.96'],
    ]);
    expect(paid.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // On the step, the bill needs no rounding.
    const even = parse([
      'RESTORAN SERI BAYU SDN BHD',
      'Date: 06/03/2018 19:42',
      ['Mee Goreng', 'RM 12.90'],
      ['Nasi Ayam', 'RM 14.50'],
      ['Subtotal', 'RM 27.40'],
      ['GST @6%', 'RM 1.65'],
      ['Total', 'RM 29.05'],
      'THANK YOU',
    ]);
    expect(even.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // The evidence itself; an invoice or e-mail (digits read exactly) is no till receipt, paid online.
    const checks = ['equals subtotal plus tax'];
    expect(totalConfidence({ ...evidence, checks, offRoundingStep: true }, 'balanced')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
    expect(totalConfidence({ ...evidence, checks }, 'balanced')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(
      totalConfidence({ ...evidence, checks, offRoundingStep: true, exact: true }, 'balanced'),
    ).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('a total that names the items above a deduction and a smaller total is doubted, and the doubt is no agreement', () => {
    const r = parse([
      'CORNER STORE',
      'Date: 03/14/2019 12:10',
      ['Soap', '14.00'],
      ['Towel', '10.00'],
      ['Item Total', '24.00'],
      ['Promo', '-10.00'],
      ['Total', '9.00'],
      ['Cash', '24.00'],
      ['Change', '0.00'],
    ]);
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('no total line: an item carrying the whole amount on the only row that prints it is one reading, not two', () => {
    const pump = parse([
      'PETROL STATION 12',
      'Date: 06/03/2018 10:42',
      'PUMP 4',
      ['FUEL SALE', '$16.24'],
      'THANK YOU',
    ]);
    expect(pump.total_price).toBe(16.24);
    expect(pump.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // Two items adding up to an amount printed on another row are two readings.
    const cash = parse([
      'KEDAI MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['Kopi O', 'RM 14.90'],
      ['Roti Bakar', 'RM 2.10'],
      'CASH.',
      ['', 'RM 17.00'],
    ]);
    expect(cash.total_price).toBe(17);
    expect(cash.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('no total line: items that reach the largest amount without the printed tax give a subtotal', () => {
    const foot = (tax: string) =>
      parse([
        'THAI DINING',
        'Date: 06/03/2018 10:42',
        ['2 Open Food', '17.90'],
        ['Subtotal', '17.90'],
        ['State Tax', tax],
        ['Cash', '17.90'],
      ]);
    expect(foot('1.07').total_price).toBe(17.9);
    expect(foot('1.07').confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    const paidWithTax = parse([
      'THAI DINING',
      'Date: 06/03/2018 10:42',
      ['2 Open Food', '17.90'],
      ['Subtotal', '17.90'],
      ['State Tax', '1.07'],
      'THANK YOU',
      ['', '18.97'],
    ]);
    expect(paidWithTax.total_price).toBe(18.97);
    expect(paidWithTax.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('leading digit lost: items that add up only once an item drops a digit taken for a currency sign are fitted to the total, no agreement', () => {
    // "26.70" read as "6.70" on the total row: dropping the same leading 2 from "25.50" makes the
    // items fit the misread total exactly as a "$" read as a digit would.
    const till = (
      total: string,
      ...more: Parameters<typeof syntheticReceipt>[0]
    ): Parameters<typeof syntheticReceipt>[0] => [
      'TOKO BESI MAKMUR',
      'Date: 06/03/2018 10:42',
      ['Garden Hose 15m', '25.50'],
      ['Hose Clip', '1.20'],
      { text: `TOTAL ${total}`, digitConfidence: 0.99 },
      ...more,
      'THANK YOU',
    ];
    const lost = parse(till('6.70'));
    expect(lost.total_price).toBe(6.7);
    expect(lost.parsingNotes).toMatch(/a currency sign taken for a digit/);
    expect(lost.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // A payment read on its own rows that names the same amount is still an agreement.
    expect(classOf(till('6.70', ['CASH', '10.00'], ['CHANGE', '3.30']))).toBe('oneCheck');
    // The items read as printed confirm the total they add up to.
    expect(classOf(till('26.70'))).toBe('oneCheck');
    expect(parse(till('26.70')).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('barely legible total digits: items alone do not confirm them, a look-alike meets items a cent off as readily', () => {
    const bill = (digitConfidence: number) =>
      parse([
        'TRATTORIA LUNA',
        'Date: 06/03/2018 21:15',
        ['Pizza Margherita', '9.50'],
        ['Insalata Mista', '6.25'],
        ['Acqua', '2.10'],
        { text: 'Total: 17,85', digitConfidence },
      ]);
    expect(bill(0.55).total_price).toBe(17.85);
    expect(bill(0.55).confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    expect(bill(0.95).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // A second agreement, or a total read exactly (no digit confidence), is not doubted.
    const checks = ['equals cash minus change'];
    expect(totalClass({ ...evidence, digitConfidence: 0.55, checks }, 'balanced')).toBe('twoChecks');
    expect(totalClass({ ...evidence, exact: true }, 'balanced')).toBe('oneCheck');
  });

  it("a GST summary's taxable amount is the base the tax is charged on, not the tax", () => {
    const r = parse([
      'OCEAN PACKAGING ENTERPRISE',
      'Date: 06/03/2018 10:42',
      ['Carton Box 4x 38.00', 'RM152.00'],
      ['SUBTOTAL', 'RM152.00'],
      ['GST TAXABLE', 'RM152.00'],
      ['GST 0%', 'RM0.00'],
      ['CASH', 'RM152.00'],
    ]);
    expect(r.total_price).toBe(152);
    expect(r.tax).toBe(0);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });
});

describe('text layers and e-mail bodies: digits read exactly', () => {
  const mail = (rows: Parameters<typeof syntheticReceipt>[0]) =>
    parseReceipt(syntheticReceipt(rows, { source: 'email-text' }), {
      categories: DEFAULT_CATEGORIES,
      hsa: false,
    });

  it('reads an amount set on the line under its label with its currency mark after it ("Total:" / "15.46 EUR")', () => {
    const r = mail([
      'Thank you for your recent purchase.',
      'Space Garden Deluxe',
      '6.79 EUR',
      'Total:',
      '15.46 EUR',
      'Payment Info:',
      'PayPal',
      '15.46 EUR',
    ]);
    expect(r.total_price).toBe(15.46);
    expect(r.parsingNotes).not.toContain('No total line found');
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });

  it('trusts an uncontested total line read exactly, not one read by OCR or with a rival total line', () => {
    const rows = ['Your order from Fern Kitchen', '1 × Dumplings', 'Total charged:', '*48.24 zł*'];
    expect(mail(rows).total_price).toBe(48.24);
    expect(mail(rows).confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...evidence, exact: true }, 'none')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    expect(totalConfidence(evidence, 'none')).toBeLessThan(REVIEW_THRESHOLD);
    expect(totalConfidence({ ...evidence, exact: true, contested: true }, 'none')).toBeLessThan(
      REVIEW_THRESHOLD,
    );
  });

  it('reads "Bruttosumme" under "Nettosumme" and VAT as the total of a German invoice', () => {
    const r = parseReceipt(
      syntheticReceipt(
        [
          'Buehnenlicht Verleih GmbH',
          'Leipzig, 25.06.2025',
          ['1 Nebelmaschine', '50,00 €'],
          ['Nettosumme', '50,00 €'],
          ['MwSt. 19%', '9,50 €'],
          ['Bruttosumme', '59,50 €'],
        ],
        { source: 'pdf-text' },
      ),
      { categories: DEFAULT_CATEGORIES, hsa: false },
    );
    expect(r.total_price).toBe(59.5);
    expect(r.confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });
  it('a total printed on more lines than any rival amount settles the rival, where digits are exact', () => {
    const repeated = { ...evidence, repeats: 2, contested: true, outnumbers: true };
    expect(totalConfidence({ ...repeated, exact: true }, 'none')).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // OCR can print one misread amount twice as easily as once: there the vote settles nothing.
    expect(totalConfidence(repeated, 'none')).toBeLessThan(REVIEW_THRESHOLD);
  });

  it('a charged amount other than the total read is judged on its own evidence: the group totals it sums', () => {
    const bill = (withdrawal: string) =>
      parseReceipt(
        syntheticReceipt(
          [
            'CITY UTILITIES',
            'Statement Date: Nov 16 2018',
            ['Total Gas Charges', '117.29'],
            ['Total Stormwater Charges', '13.73'],
            ['Pre-authorized Withdrawal:', withdrawal],
          ],
          { source: 'pdf-text' },
        ),
        { categories: DEFAULT_CATEGORIES, hsa: false },
      );
    expect(bill('131.02').total_price).toBe(131.02);
    expect(bill('131.02').confidence.total_price).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
    // Nothing on the bill adds up to this withdrawal, and total lines name other amounts.
    expect(bill('140.00').total_price).toBe(140);
    expect(bill('140.00').confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });
  it('deducted after the subtotal: a coupon printed between a larger subtotal and the total makes two amounts, items read or not', () => {
    const r = parse([
      'KEDAI PIZZA MAJU SDN BHD',
      'Date: 06/03/2018 10:42',
      ['Sub-Total', '42.00'],
      ['Coupon Discount', '20.00'],
      ['Grand Total', '22.00'],
      ['Payment', '50.00'],
      ['Change Due', '28.00'],
    ]);
    expect(r.total_price).toBe(22);
    expect(r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
  });
});

describe('evidence classes: each family of evidence and the class it sets', () => {
  const cash = ['equals cash minus change'];
  const two = ['equals cash minus change', 'equals subtotal plus tax'];
  const cases: Array<
    [string, Parameters<typeof totalClass>[0], Parameters<typeof totalClass>[1], string, boolean]
  > = [
    ['two agreements on a clearly read row', { ...evidence, checks: two }, 'none', 'twoChecks', true],
    [
      'two agreements and a rival total line',
      { ...evidence, checks: two, contested: true },
      'none',
      'twoChecksContested',
      true,
    ],
    [
      'two agreements on a barely legible row',
      { ...evidence, checks: two, rowConfidence: 0.6 },
      'none',
      'twoChecksDoubtful',
      false,
    ],
    ['one agreement on a clearly read row', { ...evidence, checks: cash }, 'none', 'oneCheck', true],
    ['the items alone', evidence, 'balanced', 'oneCheck', true],
    [
      'one agreement on a poorly read row',
      { ...evidence, checks: cash, rowConfidence: 0.8 },
      'none',
      'oneCheckDoubtful',
      false,
    ],
    [
      'one agreement, the items confirming a subtotal above it',
      { ...evidence, checks: cash },
      'deducted',
      'oneCheckDoubtful',
      false,
    ],
    [
      'a second print, read by OCR',
      { ...evidence, repeats: 1, digitConfidence: 0.99 },
      'none',
      'labelOnly',
      false,
    ],
    ['a second print, read exactly', { ...evidence, repeats: 1, exact: true }, 'none', 'oneCheck', true],
    [
      'a sole total line, digits read surely (a look-alike would be read as surely)',
      { ...evidence, sole: true, digitConfidence: 0.99 },
      'none',
      'labelOnlySole',
      false,
    ],
    [
      'a sole total line with a doubtful digit',
      { ...evidence, sole: true, digitConfidence: 0.6 },
      'none',
      'labelOnly',
      false,
    ],
    [
      'a sole total line the items disagree with',
      { ...evidence, sole: true, digitConfidence: 0.99 },
      'contradicts',
      'labelOnly',
      false,
    ],
    ['the label alone', evidence, 'none', 'labelOnly', false],
    ['the label alone, read exactly', { ...evidence, exact: true }, 'none', 'labelOnlyExact', true],
    [
      'the label alone on a poorly read row',
      { ...evidence, rowConfidence: 0.6 },
      'none',
      'labelOnlyDoubtful',
      false,
    ],
    [
      'a rounding line under the total',
      { ...evidence, checks: two, superseded: true },
      'balanced',
      'supersededCap',
      false,
    ],
    [
      'a ringgit total off the 5-sen step, only the bill backing it',
      { ...evidence, checks: ['equals subtotal plus tax'], offRoundingStep: true },
      'balanced',
      'unroundedCap',
      false,
    ],
    ['a repaired amount', { ...evidence, checks: two, repaired: true }, 'none', 'repairedCap', false],
    [
      'a repaired amount the items add up to',
      { ...evidence, checks: two, repaired: true },
      'balanced',
      'repairedWithItemsCap',
      true,
    ],
    [
      'cash minus change and the items, no total line',
      { ...evidence, source: 'paid' },
      'balanced',
      'paidWithItemsUnrounded',
      true,
    ],
    [
      'cash minus change and the items, a rounding line printed',
      { ...evidence, source: 'paid', rounded: true },
      'balanced',
      'paidWithItems',
      false,
    ],
    ['cash minus change alone', { ...evidence, source: 'paid' }, 'none', 'paid', false],
    [
      'the largest amount and the items',
      { ...evidence, source: 'largest' },
      'balanced',
      'largestWithItems',
      true,
    ],
    ['the largest amount alone', { ...evidence, source: 'largest' }, 'none', 'largestAmount', false],
    ['no total', { ...evidence, source: 'none' }, 'none', 'noTotal', false],
  ];
  it.each(cases)('%s', (_family, e, items, klass, sure) => {
    expect(totalClass(e, items)).toBe(klass);
    expect(totalConfidence(e, items) >= REVIEW_THRESHOLD).toBe(sure);
  });
});

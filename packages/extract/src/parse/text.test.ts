import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import type { TextDocument } from '../text-document';
import { baselineSlope } from './baseline';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';
import { toRows } from './text';

const ITEMS: Array<[string, string]> = [
  ['BURGER', '12.50'],
  ['FRIES', '3.75'],
  ['COLA', '2.20'],
  ['SALAD', '8.10'],
  ['SOUP', '5.40'],
  ['PIE', '4.60'],
];

const RECEIPT = syntheticReceipt([
  'HARBOR GRILL',
  '600 Pine St',
  '05/19/2017 6:29 PM',
  ...ITEMS,
  ['SUBTOTAL', '36.55'],
  ['TAX', '3.45'],
  ['TOTAL', '40.00'],
]);

/**
 * The page as a photo taken at an angle leaves it after the OCR's own straightening: every box
 * upright and as wide as its text, its centre turned about the page's top-left corner.
 */
function tilted(doc: TextDocument, degrees: number): TextDocument {
  const a = (degrees * Math.PI) / 180;
  return {
    ...doc,
    lines: doc.lines.map((l) => {
      const cx = l.x + l.width / 2;
      const cy = l.y + l.height / 2;
      return {
        ...l,
        x: cx * Math.cos(a) - cy * Math.sin(a) - l.width / 2,
        y: cx * Math.sin(a) + cy * Math.cos(a) - l.height / 2,
      };
    }),
  };
}

const parse = (doc: TextDocument) => parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });

describe('rows of a photo taken at an angle (family)', () => {
  it.each([4, -4, 2.5])('keeps a price on its item row when the photo is tilted %s°', (degrees) => {
    const rows = toRows(tilted(RECEIPT, degrees)).map((r) => r.text);
    for (const [name, price] of ITEMS) expect(rows).toContain(`${name} ${price}`);
    expect(rows).toContain('TOTAL 40.00');
  });

  it('reads each item with its own price on a page tilted 4°', () => {
    const receipt = parse(tilted(RECEIPT, 4));
    expect(receipt.line_items.map((i) => [i.name, i.price])).toEqual(
      ITEMS.map(([name, price]) => [name, Number(price)]),
    );
    expect(receipt.total_price).toBe(40);
  });

  it('measures the tilt from labels and their amounts, and leaves a level page level', () => {
    expect((Math.atan(baselineSlope(tilted(RECEIPT, 4).lines)) * 180) / Math.PI).toBeCloseTo(4, 0);
    expect(baselineSlope(RECEIPT.lines)).toBe(0);
  });
});

describe('one printed line that OCR reports as boxes overlapping at their ends (family)', () => {
  const line = (text: string, x: number, width: number, y = 100) => ({
    text,
    x,
    y,
    width,
    height: 20,
    confidence: 0.9,
    page: 0,
  });
  const doc = (...lines: TextDocument['lines']): TextDocument => ({
    source: 'ocr',
    lines,
    pageWidth: 420,
    pageHeight: 300,
  });

  it('reads "TAMAN MEDICARE SDN" and an overlapping "BHD" a pixel higher as one row', () => {
    const rows = toRows(doc(line('TAMAN MEDICARE SDN', 10, 272), line('BHD', 274, 67, 99)));
    expect(rows.map((r) => r.text)).toEqual(['TAMAN MEDICARE SDN BHD']);
  });

  it('joins a "Sub" and "Total" box that touch into one label with its amount', () => {
    const rows = toRows(doc(line('Sub', 200, 65), line('Total', 252, 75, 101), line('314.00', 340, 70)));
    expect(rows.map((r) => r.text)).toEqual(['Sub Total 314.00']);
  });

  it('keeps boxes apart that cover much of each other, or overlap off the baseline', () => {
    expect(toRows(doc(line('COFFEE', 10, 100), line('CAKE', 60, 60, 102))).length).toBe(2);
    expect(toRows(doc(line('COFFEE', 10, 100), line('CAKE', 100, 60, 107))).length).toBe(2);
  });
});

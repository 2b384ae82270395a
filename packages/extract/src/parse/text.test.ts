import { describe, expect, it } from 'vitest';
import type { TextDocument } from '../text-document';
import { toRows } from './text';

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

  it('reads "SUBANG HEALTHCARE SDN" and an overlapping "BHD" a pixel higher as one row', () => {
    const rows = toRows(doc(line('SUBANG HEALTHCARE SDN', 10, 272), line('BHD', 274, 67, 99)));
    expect(rows.map((r) => r.text)).toEqual(['SUBANG HEALTHCARE SDN BHD']);
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

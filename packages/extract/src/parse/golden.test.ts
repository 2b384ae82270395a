import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import type { TextDocument } from '../text-document';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

// Real OCR output (PP-OCRv4 through onnxruntime) for tuning receipts of the dev set, with the dev
// labels; check receipts (every fourth, see bench/src/lib/score.ts) are never fixtures here.
// fixtures/dev holds OCR from before word spaces were recovered; fixtures/dev-spaced, from after.
const load = (name: string) =>
  JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        'fixtures',
        name.endsWith('-spaced') ? 'dev-spaced' : 'dev',
        `${name.replace(/-spaced$/, '')}.json`,
      ),
      'utf8',
    ),
  ) as TextDocument;

const cases: Array<[string, string, { company: string; date: string; total: number }]> = [
  [
    'd001',
    'total after a rounding line, with decimal points lost by OCR',
    { company: 'YONGFATTENTERPRISE', date: '2018-12-25', total: 80.9 },
  ],
  [
    'd003',
    'a printed total a few cents off the rounded cash payment',
    { company: 'PERNIAGAAN ZHENG HUI', date: '2018-02-12', total: 112.45 },
  ],
  [
    'wd002',
    'a logo name over two lines',
    { company: 'CHOEUN KOREANRESTAURANT', date: '2016-12-30', total: 60.44 },
  ],
  [
    'd010',
    'a grand total printed without its decimal point',
    // The label names the rest area; receipts of this layout are labelled with the legal name
    // (d189, d210), the convention of SROIE labels, which is what the parser reads.
    { company: 'MYNEWS RETAIL SB', date: '2018-03-23', total: 10 },
  ],
  [
    'd045',
    'SDN BHD alone on the line under the name',
    { company: 'MPH BOOKSTORES SDN BHD', date: '2017-12-11', total: 31.45 },
  ],
  [
    'd057',
    'a fuel receipt with the date at the bottom',
    { company: 'PROSPERNIAGA', date: '2018-06-26', total: 100 },
  ],
  [
    'd010-spaced',
    'a legal-name line giving a former name (FKA) under the trading name, with word spaces',
    { company: 'MYNEWS RETAIL SB', date: '2018-03-23', total: 10 },
  ],
  [
    'd050-spaced',
    'a space where OCR lost a letter of the name, which the footer repeats in full',
    { company: 'ENW HARDWARE CENTRE (M) SDN. BHD.', date: '2018-04-09', total: 51 },
  ],
  [
    'wd010',
    'a month-name date on a photographed receipt',
    { company: 'PEACEARCHDUTYFREESHOP', date: '2008-07-09', total: 18.94 },
  ],
];

const norm = (s: string | null) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

describe('golden OCR receipts from the dev set', () => {
  for (const [name, quirk, expected] of cases) {
    it(`reads ${name}: ${quirk}`, () => {
      const r = parseReceipt(load(name), { categories: DEFAULT_CATEGORIES, hsa: false });
      expect(Receipt.safeParse(r).success).toBe(true);
      expect(r.total_price).toBe(expected.total);
      expect(r.date).toBe(expected.date);
      expect(norm(r.company)).toBe(norm(expected.company));
      expect(
        HsaReceipt.safeParse(parseReceipt(load(name), { categories: DEFAULT_CATEGORIES, hsa: true })).success,
      ).toBe(true);
    });
  }

  // SROIE layout: code, quantity, unit price and amount in columns (points lost by OCR), the
  // description on the row under them.
  it('reads d001: its one item from a column row whose decimal points OCR lost', () => {
    const r = parseReceipt(load('d001'), { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(r.line_items).toHaveLength(1);
    expect(r.line_items[0]?.price).toBe(80.91);
    expect(r.line_items[0]?.quantity).toBe(1);
    expect(r.line_items[0]?.name).toMatch(/^ELEGANT/);
  });
});

import { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import type { TextDocument } from '../text-document';
import { DEFAULT_CATEGORIES } from './categories';
import { parseReceipt } from './index';

// A small deterministic generator so failures reproduce.
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:/-$€£()*#@%RMTOTALDATE\u00a0\u0000é漢';

function randomDoc(seed: number, lines: number): TextDocument {
  const rand = lcg(seed);
  return {
    source: 'ocr',
    pageWidth: 500,
    pageHeight: 2000,
    lines: Array.from({ length: lines }, (_, i) => ({
      text: Array.from(
        { length: Math.floor(rand() * 40) },
        () => ALPHABET[Math.floor(rand() * ALPHABET.length)],
      ).join(''),
      x: rand() * 400,
      y: i * 20 + rand() * 30 - 10,
      width: rand() * 300,
      height: rand() * 40,
      confidence: rand(),
      page: Math.floor(rand() * 2),
    })),
  };
}

describe('robustness', () => {
  it('returns a schema-valid receipt for random text and never throws', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const doc = randomDoc(seed, 5 + (seed % 60));
      const plain = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
      expect(Receipt.safeParse(plain).success).toBe(true);
      // The safety net in parseReceipt must not be what kept it from throwing.
      expect(plain.parsingNotes).not.toMatch(/could not read/);
      expect(
        HsaReceipt.safeParse(parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: true })).success,
      ).toBe(true);
    }
  });
  it('handles an empty document and an empty category list', () => {
    const r = parseReceipt(
      { source: 'pdf-text', lines: [], pageWidth: 0, pageHeight: 0 },
      { categories: [], hsa: false },
    );
    expect(r).toMatchObject({ total_price: null, date: null, company: null, category: null });
  });
  it('parses a long document in time that grows about linearly with its length', () => {
    // Relative, so a loaded machine does not fail it: ten times the rows may cost up to 30 times
    // as long (a quadratic rule would cost 100 times). The fastest of three runs is compared, so
    // a pause for garbage collection or another process in one run does not decide it.
    const time = (rows: number) => {
      const doc = randomDoc(7, rows);
      parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: true });
      let fastest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: true });
        fastest = Math.min(fastest, performance.now() - started);
      }
      return fastest;
    };
    const short = Math.max(time(300), 1);
    expect(time(3000) / short).toBeLessThan(30);
  });
  it('reads rows of asterisks (printed separators) without stalling on them', () => {
    // A 40-star separator took ~10 s through a nested repeat in the card-number pattern, and each
    // more star doubled it: with 64 this test would never end.
    const doc = syntheticReceipt(['*'.repeat(64), ['TOTAL', '9.90'], '*'.repeat(64), 'VISA ****1234']);
    const receipt = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(receipt.payment_method).toBe('Visa ending 1234');
  });

  it('reads a receipt that continues on a second page', () => {
    const first = syntheticReceipt([
      'HARBOR HARDWARE',
      '123 Main St, Austin, TX 78701',
      'Date: 03/04/2019',
      ['Hammer', '12.00'],
      ['Nails', '3.00'],
    ]);
    const second = syntheticReceipt([
      ['Saw', '20.00'],
      ['SUBTOTAL', '35.00'],
      ['TAX', '2.89'],
      'TOTAL',
      ['', '37.89'],
    ]);
    const doc: TextDocument = {
      ...first,
      lines: [...first.lines, ...second.lines.map((l) => ({ ...l, page: 1 }))],
    };
    const r = parseReceipt(doc, { categories: DEFAULT_CATEGORIES, hsa: false });
    expect(r).toMatchObject({ company: 'HARBOR HARDWARE', date: '2019-03-04', total_price: 37.89 });
    expect(r.line_items.map((i) => i.price)).toEqual([12, 3, 20]);
  });
});

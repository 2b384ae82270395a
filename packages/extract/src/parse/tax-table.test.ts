import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { DEFAULT_CATEGORIES } from './categories';
import { REVIEW_THRESHOLD, TAX_TABLE_CHECK, type TotalClass, totalClass } from './confidence';
import { parseReceipt } from './index';
import { classifyRow } from './rows';
import { taxTableGross } from './tax-table';
import { toRows } from './text';

type Rows = Parameters<typeof syntheticReceipt>[0];

const trace = (rows: Rows) => {
  let k: TotalClass = 'noTotal';
  let checks: string[] = [];
  const r = parseReceipt(syntheticReceipt(rows), {
    categories: DEFAULT_CATEGORIES,
    hsa: false,
    explain: (t) => {
      k = t.totalClass;
      checks = t.totalEvidence.checks;
    },
  });
  return { r, k, checks };
};

const gross = (rows: Rows) => taxTableGross(toRows(syntheticReceipt(rows)).map(classifyRow));

// Family: UK and European tills print a "VAT Analysis" of net, VAT and gross per rate under the total.
describe('tax table: net, tax and gross per rate, read on rows of their own', () => {
  const cafe = (total: string, table: Rows, ...more: Rows): Rows => [
    'THE COPPER KETTLE',
    'Date: 14/09/2019 12:41',
    ['Full Breakfast', '9.50'],
    ['Pot of Tea', '2.50'],
    { text: `TOTAL ${total}`, digitConfidence: 0.98 },
    ...more,
    'VAT Analysis  Net  VAT  Gross',
    ...table,
    'THANK YOU',
  ];
  const table: Rows = [
    { text: 'A=VAT 20%  10.00  2.00  12.00', digitConfidence: 0.97 },
    { text: 'Z=VAT 0%  0.00  0.00  0.00', digitConfidence: 0.6 },
  ];

  it('adds up the grosses of the rates sold at, and leaves out a taxable amount and tax alone', () => {
    expect(gross(cafe('12.00', table))).toEqual({ cents: 1200, sure: true });
    expect(
      gross(cafe('12.00', [{ text: 'GST Summary SR 6%  11.32  0.68', digitConfidence: 0.97 }])),
    ).toBeNull();
  });

  it('is a check of the total when the grosses give it', () => {
    const { r, k, checks } = trace(cafe('12.00', table));
    expect(r.total_price).toBe(12);
    expect(checks).toContain(TAX_TABLE_CHECK);
    expect(k).toBe('twoChecks');
  });

  it('doubts a total the grosses, read surely, name another amount against', () => {
    // "12.00" read as "17.00": cash minus change was read off the same misread total.
    const misread = trace(cafe('17.00', table, ['CASH', '20.00'], ['CHANGE', '3.00']));
    expect(misread.r.total_price).toBe(17);
    expect(misread.k).toBe('oneCheckDoubtful');
    expect(misread.r.confidence.total_price).toBeLessThan(REVIEW_THRESHOLD);
    // Grosses read unsurely may be the misread ones: no doubt cast.
    const unsure: Rows = [{ text: 'A=VAT 20%  10.00  2.00  12.00', digitConfidence: 0.5 }];
    expect(trace(cafe('17.00', unsure, ['CASH', '20.00'], ['CHANGE', '3.00'])).k).toBe('oneCheck');
  });

  it('weighs a disagreeing tax table as it weighs cash minus change naming another amount', () => {
    const e = {
      source: 'label' as const,
      kind: 'total' as const,
      checks: [],
      repeats: 0,
      contested: false,
      rowConfidence: 0.97,
      digitConfidence: 0.98,
      repaired: false,
      rounded: false,
      superseded: false,
      exact: false,
      outnumbers: true,
      belowDeduction: false,
    };
    expect(totalClass({ ...e, grossDisagrees: true }, 'balanced')).toBe('oneCheckDoubtful');
    expect(totalClass({ ...e, grossDisagrees: true, checks: ['equals cash minus change'] }, 'balanced')).toBe(
      'twoChecksContested',
    );
  });
});

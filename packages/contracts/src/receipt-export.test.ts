import { describe, expect, it } from 'vitest';
import { csvFileName, neutralizeCell, receiptToCsv, receiptToRows } from './receipt-export';
import { sampleReceipt as receipt } from './testing/sample-receipt';

describe('receiptToCsv', () => {
  it('writes the header, one row per line item and a total row', () => {
    expect(receiptToCsv(receipt()).split('\r\n')).toEqual([
      'Date,Merchant,Receipt Number,Category,Item,Quantity,Price,Payment Method',
      '2024-03-01,"Joe\'s Cafe, Inc.",A-1,Meals and Entertainment,Latte,1,4.50,Visa ending 4242',
      '2024-03-01,"Joe\'s Cafe, Inc.",A-1,Meals and Entertainment,"Muffin ""XL""",2,6.00,Visa ending 4242',
      '2024-03-01,"Joe\'s Cafe, Inc.",A-1,Meals and Entertainment,Total,,10.50,Visa ending 4242',
      '',
    ]);
  });

  it('quotes values holding a line break', () => {
    const csv = receiptToCsv(receipt({ company: 'Two\nLines' }));
    expect(csv).toContain('"Two\nLines"');
  });

  it('leaves missing values empty and writes amounts with the currency digits', () => {
    const csv = receiptToCsv(
      receipt({
        date: null,
        receipt_number: null,
        payment_method: null,
        currency: 'JPY',
        total_price: 1200,
        line_items: [],
      }),
    );
    expect(csv.split('\r\n')[1]).toBe(',"Joe\'s Cafe, Inc.",,Meals and Entertainment,Total,,1200,');
  });

  it('neutralizes text cells that a spreadsheet would run as formulas', () => {
    const csv = receiptToCsv(
      receipt({
        company: '=HYPERLINK("http://evil.example","x")',
        line_items: [{ name: '@SUM(A1)', quantity: 1, price: -2 }],
      }),
    );
    const rows = csv.split('\r\n');
    expect(rows[1]).toBe(
      `2024-03-01,"'=HYPERLINK(""http://evil.example"",""x"")",A-1,Meals and Entertainment,'@SUM(A1),1,-2.00,Visa ending 4242`,
    );
  });
});

describe('neutralizeCell', () => {
  it.each([
    '=1+1',
    '+1',
    '-1',
    '@x',
    '\tx',
    '\rx',
    '\nx',
    ' =1+1',
    '   @SUM(A1)',
    '\u3000=1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(A1)',
    ' ＝HYPERLINK("http://evil.example")',
  ])('prefixes %j with an apostrophe', (value) => {
    expect(neutralizeCell(value)).toBe(`'${value}`);
  });

  it('leaves plain text, numbers and empty cells alone', () => {
    expect(neutralizeCell('Latte')).toBe('Latte');
    expect(neutralizeCell(-5)).toBe(-5);
    expect(neutralizeCell(null)).toBeNull();
  });
});

describe('receiptToRows and csvFileName', () => {
  it('keeps amounts as numbers for spreadsheets', () => {
    expect(receiptToRows(receipt()).at(-1)).toEqual([
      '2024-03-01',
      "Joe's Cafe, Inc.",
      'A-1',
      'Meals and Entertainment',
      'Total',
      null,
      10.5,
      'Visa ending 4242',
    ]);
  });

  it('names the file after the receipt date', () => {
    expect(csvFileName({ date: '2024-03-01' })).toBe('receipt_2024-03-01.csv');
    expect(csvFileName({ date: null })).toBe('receipt_undated.csv');
  });
});

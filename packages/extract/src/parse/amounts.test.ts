import { describe, expect, it } from 'vitest';
import { findMoney, numberToCents } from './amounts';

const cents = (text: string) => findMoney(text).map((m) => m.cents);

describe('amounts', () => {
  it('reads comma thousands with a decimal point', () => {
    expect(cents('TOTAL 1,234.56')).toEqual([123456]);
  });
  it('reads dot thousands with a decimal comma', () => {
    expect(cents('SUMME 1.234,56')).toEqual([123456]);
  });
  it('reads a whole-dollar amount after a currency sign', () => {
    expect(findMoney('Total $12')[0]).toMatchObject({ cents: 1200, currency: 'USD', hasDecimals: false });
  });
  it('reads ringgit glued to the RM prefix', () => {
    expect(findMoney('TOTAL RM12.50')[0]).toMatchObject({ cents: 1250, currency: 'MYR' });
  });
  it('reads a trailing minus sign as a negative amount', () => {
    expect(cents('DISCOUNT 12.50-')).toEqual([-1250]);
  });
  it('reads a leading minus sign as a negative discount', () => {
    expect(cents('Rounding -0.02')).toEqual([-2]);
  });
  it('reads an amount glued to the label when OCR drops the space', () => {
    expect(cents('CASH20.00MYR')).toEqual([2000]);
  });
  it('reads an amount with a space after the decimal point', () => {
    expect(cents('Total After Rounding 100. 60')).toEqual([10060]);
  });
  it('does not read dates, times or percentages as money', () => {
    expect(cents('25/12/2018 12:30 GST 6%')).toEqual([]);
  });
  it('reads three digits after a lone separator as thousands', () => {
    expect(numberToCents('1,234')).toEqual({ cents: 123400, hasDecimals: false });
  });
  it('names the currency of S$, £ and €', () => {
    expect(findMoney('S$3.00 £4.00 €5,00').map((m) => m.currency)).toEqual(['SGD', 'GBP', 'EUR']);
  });
  it('does not read the RS at the end of a word as a rupee mark', () => {
    expect(findMoney('SALESPERS0N: AH019')).toEqual([]);
    expect(findMoney('Rs. 250.00')[0]?.currency).toBe('INR');
  });
  it('does not read a currency code that ends a word as its mark (CHAUD, SERVEUR, FRAUD)', () => {
    expect(findMoney('CHOCOLAT CHAUD 12.00').map((m) => m.currency)).toEqual([null]);
    expect(findMoney('LIQUEUR 6.50 SERVEUR 2.00').map((m) => m.currency)).toEqual([null, null]);
    expect(findMoney('FRAUD 9.99').map((m) => m.currency)).toEqual([null]);
    expect(findMoney('TOTAL AUD 12.00 EUR5.00').map((m) => m.currency)).toEqual(['AUD', 'EUR']);
    expect(findMoney('TOTALRM12.00')[0]?.currency).toBe('MYR');
  });
  it('does not read RM ending a word and set apart from a number as ringgit (LAMPESKÆRM 1, PLATFORM 12.50)', () => {
    // Danish and Norwegian product names ("skærm", "arm") and English words ("platform", "form").
    expect(findMoney('LAMPESKÆRM 1 499,00 KR').map((m) => m.currency)).not.toContain('MYR');
    expect(findMoney('PLATFORM 12.50').map((m) => m.currency)).toEqual([null]);
    expect(findMoney('UNIFORM 3 x 9.95').map((m) => m.currency)).not.toContain('MYR');
    // OCR glues the label to the mark, the mark to the number: still ringgit.
    expect(findMoney('TOTALRM12.00 CASHRM20.00').map((m) => m.currency)).toEqual(['MYR', 'MYR']);
    expect(findMoney('TOTAL RM 12.00')[0]?.currency).toBe('MYR');
  });
  it('reads an amount glued to the colon after its label (TOTAL:58.95, TOTALJOD:3.05)', () => {
    expect(cents('TOTAL:58.95')).toEqual([5895]);
    expect(cents('TOTALJOD:3.05')).toEqual([305]);
    expect(cents('Time: 12:30 Tota1:38,45')).toEqual([3845]);
  });
  it('reads a zero after a currency mark that OCR read as the letter O (RMO.20, $O.50)', () => {
    expect(cents('Bag fee RMO.20')).toEqual([20]);
    expect(cents('Cash Rounding -RMO.01')).toEqual([-1]);
    expect(cents('Tip $O.50')).toEqual([50]);
    expect(cents('ROOM O.50')).toEqual([]);
  });
  it('reads an amount with a digit OCR took for its look-alike letter (O, I/l, S, B, Z, G)', () => {
    expect(cents('TOTAL 1O.45')).toEqual([1045]);
    expect(cents('Cash 63.S0')).toEqual([6350]);
    expect(cents('Net Total 3B.20')).toEqual([3820]);
    expect(cents('RM Z7.90')).toEqual([2790]);
    expect(cents('Subtotal 4l.G0')).toEqual([4160]);
    expect(cents('Change 1.5O')).toEqual([150]);
    expect(cents('Grand TotalRMZ1.85')).toEqual([2185]);
    expect(cents('TOTAL 19366o.00')).toEqual([19366000]);
  });
  it('reads a whole part of one look-alike letter as its digit after a currency mark ($ G.69, RMZ.19)', () => {
    expect(cents('TOTAL $ G.69')).toEqual([669]);
    expect(cents('Balance RMZ.19')).toEqual([219]);
    expect(cents('€B.50')).toEqual([850]);
    expect(cents('BOX G.12 SIZE')).toEqual([]);
  });
  it('leaves a litre size, a dollar sign read as S and words with those letters alone', () => {
    expect(cents('MINERAL WATER 1.5L')).not.toContain(151);
    expect(cents('Tax S3.61')).toEqual([361]);
    expect(cents('SIZE SB.OO')).toEqual([]);
    expect(cents('LOT BOS.IO')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { syntheticReceipt } from '../../test/support/synthetic';
import { fuelAgreement, fuelSales } from './fuel';
import { toRows } from './text';

const rows = (lines: Parameters<typeof syntheticReceipt>[0]) => toRows(syntheticReceipt(lines));

describe('fuel sales: volume times price per unit', () => {
  it('reads a US pump line printed as "10.875 @ $2.399/GAL"', () => {
    expect(fuelSales(rows(['#2 DIESEL', '10.875 @ $2.399/GAL', ['TOTAL', '$26.09']]))).toEqual([
      { volume: 10.875, volumeDecimals: 3, unitPrice: 2.399 },
    ]);
  });

  it('takes no weighed or counted grocery line for a pump ("1.25 @ 2.99 /LB", "0.750 @ 3.990/KG")', () => {
    expect(
      fuelSales(
        rows(['PRODUCE', 'BANANAS', '1.25 @ 2.99 /LB', 'CHEESE', '0.750 @ 3.990/KG', ['TOTAL', '$6.73']]),
      ),
    ).toEqual([]);
  });

  it('reads gallons and price per gallon labelled on their own rows ("GALLONS: / PRICE/G:")', () => {
    const r = rows(['PUMP # 4', ['GALLONS:', '7.412'], ['PRICE/G:', '$3.159'], ['FUEL SALE', '$23.41']]);
    expect(fuelAgreement(r, 2341)).toBe('agrees');
    expect(fuelAgreement(r, 2841)).toBe('disagrees');
  });

  it('reads a label whose number is on the line under it ("PRICE/GAL" over "$2.899")', () => {
    const r = rows(['REGULAR', '3.104G', 'PRICE/GAL', '$2.899', 'FUEL TOTAL', '$9.00']);
    expect(fuelAgreement(r, 900)).toBe('agrees');
  });

  it('reads a Malaysian prepaid pump slip ("45.45 litre" / "2.200 RM/litre"), its volume rounded', () => {
    const r = rows([
      '45.45 1itre Pump # 3',
      ['RON95', 'RM 100.00'],
      '2.200 RM LITRE',
      ['TOTAL', 'RM 100.00'],
    ]);
    expect(fuelAgreement(r, 10000)).toBe('agrees');
    expect(fuelAgreement(r, 10800)).toBe('disagrees');
  });

  it('takes no price flagged G for its tax ("89.94G") or a bottle size for a volume', () => {
    expect(
      fuelAgreement(
        rows([
          ['CD ALBUM', '89.94G'],
          ['COLA 1.50L', '2.10'],
          ['TOTAL', '92.04'],
        ]),
        9204,
      ),
    ).toBe('none');
  });
});

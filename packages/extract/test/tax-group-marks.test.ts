import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Tills that name the tax group after the tax word ("TAX 2 RATE 2.000%", "MwSt B 19%", "VAT 1
 * 20.00%") print the group's rate beside it: the group's number is no tax amount. Made-up receipts.
 */
const taxOf = async (body: string) => {
  const r = await firstReceipt(
    message(
      {
        From: 'Corner Deli <receipts@cornerdeli.example.com>',
        Subject: 'Your receipt',
        Date: 'Mon, 10 Mar 2025 09:30:00 +0100',
      },
      body,
    ),
  );
  return { total: r.total_price, tax: r.tax };
};

describe('a tax group number before the rate', () => {
  it('does not read "TAX 2 RATE 2.000%" with no amount as a tax of 2.00', async () => {
    expect(await taxOf('Bagel 3.50\nLatte 2.75\nSUBTOTAL 6.25\nTAX 2 RATE 2.000%\nTOTAL 6.38\n')).toEqual({
      total: 6.38,
      tax: null,
    });
  });

  it('reads the amount on the next row of "MwSt 2 19%", not the group', async () => {
    expect(
      await taxOf('Brot 2,50\nKäse 6,00\nSUMME EUR 8,50\nMwSt 2 19%\n1,36\nBAR 10,00\nRückgeld 1,50\n'),
    ).toEqual({ total: 8.5, tax: 1.36 });
  });

  it('still reads "TAX 2 0.13" without a rate as the tax of group 2', async () => {
    expect(await taxOf('Bagel 3.50\nLatte 2.75\nSUBTOTAL 6.25\nTAX 2 0.13\nTOTAL 6.38\n')).toEqual({
      total: 6.38,
      tax: 0.13,
    });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

const receiptMail = (sent: string, dateLine: string) =>
  message(
    { From: 'Harbour Books <orders@harbourbooks.example>', Subject: 'Your receipt', Date: sent },
    `Thanks for shopping with Harbour Books.\n${dateLine}\nPaperback  12.00\nTotal  12.00 GBP\n`,
  );

describe('how sure a receipt mail is of its purchase date', () => {
  it('an unlabelled body date on the day the mail was sent is read twice, and clears review', async () => {
    const r = await firstReceipt(receiptMail('Tue, 12 Mar 2024 10:02:00 +0000', '12 March 2024'));
    expect(r.date).toBe('2024-03-12');
    expect(r.confidence.date).toBeGreaterThanOrEqual(0.9);
  });
  it('an unlabelled body date days before the mail stays under review: it may be a delivery or an older order', async () => {
    const r = await firstReceipt(receiptMail('Fri, 15 Mar 2024 10:02:00 +0000', '12 March 2024'));
    expect(r.date).toBe('2024-03-12');
    expect(r.confidence.date).toBeLessThan(0.9);
  });
  it('a mail dated only by its header stays under review', async () => {
    const r = await firstReceipt(receiptMail('Tue, 12 Mar 2024 10:02:00 +0000', ''));
    expect(r.date).toBe('2024-03-12');
    expect(r.confidence.date).toBeLessThan(0.9);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { codeBeside, findMoney } from '../src/parse/amounts';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Families the eighth round of public receipts (fixtures/public-mail-7, public-pdf-8) showed, each
 * on made-up documents of its shape, with counter-examples the rule must leave alone.
 */

describe('an amount with its currency sign written after it', () => {
  it('"Thank you for your payment … amounting to 86,40 € from …" over a signature: the one price, marked', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Atelier Nord SARL <compta@atelier-nord.example.fr>',
          Subject: 'Atelier Nord SARL Payment Receipt (Ref BNK1/2025/00012)',
          Date: 'Mon, 07 Apr 2025 10:00:00 +0200',
        },
        `<html><body><p>Dear Lucie Marchand<br/><br/>Thank you for your payment. Here is your payment receipt
BNK1-2025-00012 amounting to 86,40 € from Atelier Nord SARL.<br/><br/>Do not hesitate to contact us if you have any
questions.<br/><br/>Best regards,<br/><br/>--<br/>Paul Girard</p></body></html>`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 86.4, currency: 'EUR' });
  });

  it('counter-example: "12,00 € par personne", now marked, is still no booking\'s total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Balades Lyonnaises <contact@balades-lyon.example.fr>',
          Subject: 'Votre réservation',
          Date: 'Mon, 07 Apr 2025 10:00:00 +0200',
        },
        [
          'Visite du Vieux Lyon le 12/04/2025 à 14h00',
          'Participants : 4',
          'Tarif : 12,00 € par personne',
          'Rendez-vous : place Saint-Jean',
        ].join('\n'),
      ),
    );
    expect(r.total_price).not.toBe(12);
  });

  it('a Polish price "124,99 zł" and a Czech one "272 Kč" carry their currency', () => {
    for (const text of ['RAZEM 124,99 ZŁ', 'CENA 272 KČ', 'TOTAL 18,50 €']) {
      const [m] = findMoney(text);
      expect(m && codeBeside(text, m)).toBe(true);
    }
  });

  it('counter-example: a sign that begins a word spelled out ("5 złotych") marks nothing', () => {
    const text = 'RABAT 5 ZŁOTYCH';
    const [m] = findMoney(text);
    expect(m && codeBeside(text, m)).toBe(false);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { codeBeside, findMoney } from '../src/parse/amounts';
import { readQuantity } from '../src/parse/quantity';
import { EUR, layoutPdf } from './support/layout-pdf';
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

describe('a plain-text order mail that writes the count after the name: "name X 2 = £15.80"', () => {
  it('a shop program\'s completed-order mail: the count between "X" and "=", the line price after', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Hollow Oak Candles <shop@hollowoak.example.co.uk>',
          Subject: 'Your Hollow Oak Candles order is now complete',
          Date: 'Thu, 10 Apr 2025 09:00:00 +0100',
        },
        `Hi Maya,

We have finished processing your order.

[ORDER #3310] (APRIL 8, 2025)

Beeswax pillar candle, large X 3 = £36.00
Wick trimmer X 1 = £9.50
==========

Subtotal:\t £45.50
Shipping:\t £3.95 via Royal Mail
Total:\t £49.45
`,
      ),
    );
    expect(r.total_price).toBe(49.45);
    expect(r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price])).toEqual([
      ['BEESWAX PILLAR CANDLE, LARGE', 3, 36],
      ['WICK TRIMMER', 1, 9.5],
    ]);
  });

  it('counter-example: "50 X 70 = £12.00" measures a print; no count of 70', () => {
    expect(readQuantity('Poster 50 X 70 = £12.00').quantity).not.toBe(70);
    expect(readQuantity('Art print 30 × 40 = 18,00 €').quantity).not.toBe(40);
  });
});

describe("an accounting program's document mail sent by one of the company's people", () => {
  it('the subject "<Company> Credit Note (Ref …)" names the company, not the domain or the person', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Tom Baker <tom.baker@kestrel.example.co.uk>',
          Subject: 'Kestrel Joinery Ltd Invoice (Ref INV/2025/00112)',
          Date: 'Tue, 15 Apr 2025 14:00:00 +0100',
        },
        `<html><body><p>Dear Anna Price,<br/><br/>Here is your invoice <b>INV/2025/00112</b> amounting in
<b>£ 1,260.00</b> from Kestrel Joinery Ltd. This invoice is already paid.<br/><br/>Do not hesitate to contact us if
you have any questions.<br/><br/>--<br/>Tom Baker</p></body></html>`,
      ),
    );
    expect({ company: r.company, total: r.total_price, currency: r.currency }).toEqual({
      company: 'Kestrel Joinery',
      total: 1260,
      currency: 'GBP',
    });
  });

  it('with a plain subject, "amounting to … from <Company>." in the body names it', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Ines Moreau <ines.moreau@vergers.example.fr>',
          Subject: 'Votre reçu',
          Date: 'Tue, 15 Apr 2025 14:00:00 +0200',
        },
        `<html><body><p>Dear Customer<br/><br/>Thank you for your payment. Here is your payment receipt PAY-0042
amounting to 210,00 € from Les Vergers du Lac. Do not hesitate to contact us.</p></body></html>`,
      ),
    );
    expect(r.company).toBe('Les Vergers du Lac');
  });

  it('counter-example: "from last month" names no company; the sender\'s domain still does', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Ines Moreau <ines.moreau@vergersdulac.example>',
          Subject: 'Your statement',
          Date: 'Tue, 15 Apr 2025 14:00:00 +0200',
        },
        `<html><body><p>Here is your statement amounting to 210,00 € from last month. Best regards, Ines</p></body></html>`,
      ),
    );
    expect(r.company).not.toMatch(/last month/i);
  });

  it('counter-example: "Your Order (Ref 1042)" names the document, not a company', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Ines Moreau <ines.moreau@vergersdulac.example>',
          Subject: 'Your Order (Ref 1042)',
          Date: 'Tue, 15 Apr 2025 14:00:00 +0200',
        },
        `<html><body><p>Thanks for your order. Total: 42,00 €</p></body></html>`,
      ),
    );
    expect(r.company).not.toBe('Your');
  });

  it("counter-example: a shop's own display name stays the merchant over the subject's company", async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kestrel Shop <shop@kestrel.example.co.uk>',
          Subject: 'Kestrel Holdings Ltd Invoice (Ref INV/2025/00113)',
          Date: 'Tue, 15 Apr 2025 14:00:00 +0100',
        },
        `<html><body><p>Here is your invoice amounting in £ 40.00 from Kestrel Holdings Ltd.</p></body></html>`,
      ),
    );
    expect(r.company).toBe('Kestrel Shop');
  });
});

describe("an item table's column headings in a language the slip words lack", () => {
  const pdf = (text: string) => extractReceipt(layoutPdf(text.replaceAll('€', EUR)));

  it('a Finnish invoice: "Nimike Määrä á hinta Veroton yht. …" heads the items, not the first one\'s name', async () => {
    const r = await pdf(`
Kirjapaino Revontuli Oy                                          LASKU
                                                                 Laskunro:  2025/118
                                                                 Päiväys:   14.3.2025
Laskuttaja                                  Vastaanottaja
Kirjapaino Revontuli Oy                     Kahvila Aalto
Y-tunnus: 765 432-1                         Rantakatu 4, 90100 Oulu
Viite: Tilauksenne 3.3.2025/TI118

Nimike                        Määrä      á hinta   Veroton yht.     Alv 24 %   Verollinen yht.
Taittotyö                     2 h        40,00 €       80,00 €       19,20 €           99,20 €
Käyntikortit                  500 kpl     0,10 €       50,00 €       12,00 €           62,00 €
YHTEENSÄ                                              130,00 €       31,20 €          161,20 €
`);
    expect(r.total_price).toBe(161.2);
    expect(r.line_items.map((i) => i.name.toUpperCase())[0]).toMatch(/^TAITTOTYÖ/);
  });

  it('counter-example: an item named with two such words ("Product photography, 2 hours") over its price stays an item', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Lindqvist Advisory <billing@lindqvist.example.com>',
          Subject: 'Your receipt',
          Date: 'Mon, 07 Apr 2025 10:00:00 +0200',
        },
        ['Product photography, 2 hours', '$120.00', 'Total: $120.00'].join('\n'),
      ),
    );
    expect(r.total_price).toBe(120);
    expect(r.line_items.map((i) => i.name.toUpperCase())).toContain('PRODUCT PHOTOGRAPHY, 2 HOURS');
  });
});

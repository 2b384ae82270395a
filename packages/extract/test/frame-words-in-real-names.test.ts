import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { OTHER_DATE_LABEL, PURCHASE_DATE_LABEL } from '../src/parse/lexicon/date-labels';
import { firstReceipt, message } from './support/mail-message';
import { makePdf, type PdfText } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * Counter-examples to the word lists that read a mail's or an invoice's frame (greetings, thanks,
 * possessives, free fees, document titles, other-date labels): shops whose names begin with such
 * a word, and sentences that use one near the purchase date. Made-up shops and amounts.
 */
const PERSONAL = {
  From: 'Evan Smith <evan@example.com>',
  To: 'receipts@receiptbox.example',
  Date: 'Mon, 17 Mar 2025 09:00:00 +0000',
};

describe('a forwarded receipt mail headed by a shop whose name starts with a frame word', () => {
  const names = [
    'Su Casa Cantina',
    'Din Thai Kitchen',
    'Hola Tapas Bar',
    'Hello Harvest Kitchen',
    'Northgate Duty Free',
    'Merci Patisserie',
  ];
  for (const name of names)
    it(`"${name}" heads the mail and is the merchant`, async () => {
      const r = await firstReceipt(
        message(
          { ...PERSONAL, Subject: 'Fwd: receipt' },
          `<html><body><table><tr><td><h1>${name}</h1></td></tr>
          <tr><td>Calle Mayor 12, Madrid</td></tr>
          <tr><td>Tacos al pastor</td><td>€12.50</td></tr>
          <tr><td>Total</td><td>€12.50</td></tr></table></body></html>`,
        ),
      );
      expect(r).toMatchObject({ company: name, total_price: 12.5 });
    });
});

describe('a subject with a possessive before a word of the document kind or a month names no brand', () => {
  for (const subject of [
    'Your Payment Receipt',
    'Your Order Receipt',
    'Your March invoice',
    'Your Tax Invoice',
    'Your Gift Card order',
  ])
    it(`"${subject}": the heading of the body names the shop`, async () => {
      const r = await firstReceipt(
        message(
          { ...PERSONAL, Subject: subject },
          `<html><body><table><tr><td><h1>Larkspur Outfitters</h1></td></tr>
          <tr><td>Trail Socks</td><td>$18.00</td></tr>
          <tr><td>Order total</td><td>$18.00</td></tr></table></body></html>`,
        ),
      );
      expect(r.company).toBe('Larkspur Outfitters');
    });
});

describe('a subject naming a shop called a mart names the brand, though MART is a Turkish month', () => {
  it('"Fwd: Your Corner Mart order", forwarded by the customer', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Fwd: Your Corner Mart order' },
        `<html><body><table><tr><td>Thanks for your order!</td></tr>
        <tr><td>Oat milk</td><td>$4.50</td></tr>
        <tr><td>Order total</td><td>$4.50</td></tr></table></body></html>`,
      ),
    );
    expect(r.company).toBe('Corner Mart');
  });
});

describe('a sentence above the purchase date that uses an other-date word is no label of it', () => {
  for (const above of ['Dit is een geldig aankoopbewijs', 'Receipt generated at the till'])
    it(`"${above}" over the date of a forwarded e-receipt`, async () => {
      const r = await firstReceipt(
        message(
          { ...PERSONAL, Subject: 'Fwd: bon' },
          `<html><body><p>Bakkerij Hoek</p><p>${above}</p><p>14-03-2025 18:42</p><table>
          <tr><td>Brood</td><td>€ 3,50</td></tr><tr><td>Totaal</td><td>€ 3,50</td></tr></table></body></html>`,
        ),
      );
      expect(r.date).toBe('2025-03-14');
    });
  it('a cashier named Anastasia before the date is no Swedish "nästa" (next) date', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Fwd: Kvitto' },
        `<html><body><table><tr><td><h1>Kaffebaren Lind</h1></td></tr>
        <tr><td>Kassör: Anastasia  2025-03-14 18:42</td></tr>
        <tr><td>Kaffe</td><td>45,00 kr</td></tr><tr><td>Totalt</td><td>45,00 kr</td></tr></table></body></html>`,
      ),
    );
    expect(r.date).toBe('2025-03-14');
  });
  it('a shop named "… Collection" over the date is no click-and-collect date', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Fwd: receipt' },
        `<html><body><p>The Linen Collection</p><p>14/03/2025 18:42</p><table>
        <tr><td>Pillow case</td><td>£12.50</td></tr><tr><td>Total</td><td>£12.50</td></tr></table></body></html>`,
      ),
    );
    expect(r.date).toBe('2025-03-14');
  });
});

describe('an invoice letterhead starting with a thanks, salutation or traveller word, or ending in "Faktura"', () => {
  const A4 = { width: 595, height: 842 };
  const read = (lines: Array<[string, number, number, number?]>) =>
    extractReceipt(
      makePdf(
        [{ texts: lines.map(([text, x, y, size]): PdfText => ({ text, x, y, ...(size ? { size } : {}) })) }],
        A4,
      ),
    );
  for (const name of [
    'Travellers Rest Inn',
    'Voyageurs du Monde',
    'Merci Chocolaterie',
    'Thanks A Latte',
    'Tack Kaffebar',
    'Beste Bakkerij',
    'Smart Faktura',
  ])
    it(`"${name}" set large at the top is the seller`, async () => {
      const r = await read([
        [name, 40, 40, 20],
        ['12 Harbour Street, Bristol BS1 4QA', 40, 66, 9],
        ['Invoice 1042', 40, 110, 14],
        ['Date: 14/03/2025', 40, 130],
        ['Consulting', 40, 240],
        ['£400.00', 500, 240],
        ['Total', 40, 270],
        ['£400.00', 500, 270],
      ]);
      expect(r).toMatchObject({ company: name, total_price: 400 });
    });
});

describe("a mail or internet provider billing from its own domain is the merchant, not a customer's mailbox", () => {
  const bills: Array<[string, string]> = [
    ['Telia <faktura@telia.com>', 'Telia'],
    ['Fastmail <billing@fastmail.com>', 'Fastmail'],
    ['Ziggo <noreply@ziggo.nl>', 'Ziggo'],
  ];
  for (const [from, company] of bills)
    it(`"${from}"`, async () => {
      const r = await firstReceipt(
        message(
          { From: from, Subject: 'Invoice', Date: 'Mon, 17 Mar 2025 09:00:00 +0000' },
          '<html><body><table><tr><td>Abonnement</td><td>€ 49,00</td></tr><tr><td>Totaal</td><td>€ 49,00</td></tr></table></body></html>',
        ),
      );
      expect(r).toMatchObject({ company, total_price: 49 });
    });
  it('a customer writing from the same provider is still a person', async () => {
    const r = await firstReceipt(
      message(
        { From: 'Evan Smith <evan@ziggo.nl>', Subject: 'Fwd', Date: 'Mon, 17 Mar 2025 09:00:00 +0000' },
        '<html><body><table><tr><td>Abonnement</td><td>€ 49,00</td></tr><tr><td>Totaal</td><td>€ 49,00</td></tr></table></body></html>',
      ),
    );
    expect(r.company).toBeNull();
  });
});

describe('a display name with a role word keeps the article or possessive that is part of the name', () => {
  const senders: Array<[string, string]> = [
    ['The Linen House Orders <orders@thelinenhouse.example>', 'The Linen House'],
    ['Su Casa Reservas <reservas@sucasa-hotel.example>', 'Su Casa'],
    ['Your Velora receipt <receipts@velora.example>', 'Velora'],
  ];
  for (const [from, company] of senders)
    it(`"${from}"`, async () => {
      const r = await firstReceipt(
        message(
          { From: from, Subject: 'Receipt', Date: 'Mon, 17 Mar 2025 09:00:00 +0000' },
          '<html><body><table><tr><td>Room</td><td>€ 120,00</td></tr><tr><td>Total</td><td>€ 120,00</td></tr></table></body></html>',
        ),
      );
      expect(r.company).toBe(company);
    });
});

describe('date label words match as words, not inside names and item words', () => {
  it('"Koptelefoon" (headphones) and a payee in Leeds are no purchase label; "Köpt den" and "Payé le" are', () => {
    expect(PURCHASE_DATE_LABEL.exec('KOPTELEFOON BLUETOOTH ')).toBeNull();
    expect(PURCHASE_DATE_LABEL.exec('PAYEE LEEDS CITY COUNCIL ')).toBeNull();
    expect(PURCHASE_DATE_LABEL.exec('KOPT DEN ')?.[0]).toBe('KOPT DEN');
    expect(PURCHASE_DATE_LABEL.exec('PAYE LE ')?.[0]).toBe('PAYE LE');
  });
  it('"Anastasia", "The Linen Collection" and "geldig aankoopbewijs" are no other-date label; "Nästa betalning", "Collection date", "Geldig tot" are', () => {
    for (const t of ['KASSOR: ANASTASIA ', 'THE LINEN COLLECTION', 'DIT IS EEN GELDIG AANKOOPBEWIJS'])
      expect(OTHER_DATE_LABEL.test(t)).toBe(false);
    for (const t of ['NASTA BETALNING: ', 'COLLECTION DATE: ', 'GELDIG TOT ', 'GENERATED ON '])
      expect(OTHER_DATE_LABEL.test(t)).toBe(true);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

describe('receipt mails: merchant, date and total as a person reads them', () => {
  it('HTML tables: the sender display name is the merchant, not the greeting; "Total charged" with a card line', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Lyft <no-reply@lyftmail.com>',
          To: 'evan@example.org',
          Subject: 'Your ride with Maria on March 3',
          Date: 'Sun, 03 Mar 2024 22:14:09 -0800',
        },
        `<html><body><table><tr><td>Hello Evan,</td></tr>
        <tr><td>Thanks for riding with Maria!</td></tr>
        <tr><td>March 3, 2024 at 9:58 PM</td></tr>
        <table><tr><td>Lyft fare (4.2mi, 14m 2s)</td><td>$17.43</td></tr>
        <tr><td>Service fee</td><td>$2.60</td></tr>
        <tr><td>Tip</td><td>$3.00</td></tr>
        <tr><td>Visa *1881</td><td>$23.03</td></tr>
        <tr><td><b>Total charged</b></td><td><b>$23.03</b></td></tr></table>
        </table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Lyft', date: '2024-03-03', total_price: 23.03, currency: 'USD' });
    expect(r.parsingNotes).toMatch(/Merchant "Lyft" from the sender's display name/);
  });

  it('MJML-style nested tables: preheader and status lines are not the merchant; a future delivery date is not the purchase date', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'orders@nordbike.example',
          To: 'anna@example.org',
          Subject: 'Versandbestätigung',
          Date: 'Tue, 12 Nov 2024 09:30:00 +0100',
        },
        `<!doctype html><html><body><div style="display:none">View as a web page</div>
        <table><tr><td><table><tr><td><div>Shipped</div></td></tr></table></td></tr>
        <tr><td><table><tr><td><table><tr><td>Voraussichtliche Lieferung: 18. November 2024</td></tr></table></td></tr></table></td></tr>
        <tr><td><table><tr><td>Fahrradhelm</td><td>49,90 €</td></tr>
        <tr><td>Versand</td><td>6,12 €</td></tr>
        <tr><td>Gesamtsumme</td><td>56,02 €</td></tr></table></td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Nordbike', date: '2024-11-12', total_price: 56.02, currency: 'EUR' });
    expect(r.parsingNotes).toMatch(/Date header \(sender's time zone\)/);
  });

  it("plain text: the Date header's calendar day is the sender's, not UTC's", async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'New Seasons Market <receipts@newseasonsmarket.com>',
          To: 'me@example.org',
          Subject: 'Your New Seasons Market receipt',
          Date: 'Fri, 31 Mar 2017 20:08:31 -0700',
        },
        'Qty.  Item  Cost\n1  ORGANIC BANANAS  1.66\n1  SOURDOUGH LOAF  5.99\nSubtotal  7.65\nTotal  7.65\n',
      ),
    );
    expect(r).toMatchObject({ company: 'New Seasons Market', date: '2017-03-31', total_price: 7.65 });
  });

  it('forward written as a quoted reply ("> Begin forwarded message"): the original sender and its printed date', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Test User <testuser@gmail.com>',
          To: 'expenses@receiptbox.example',
          Subject: 'Fwd: Your Amazon.com order #123-1234567-1234567',
          Date: 'Mon, 10 Jan 2022 16:25:17 -0500',
        },
        [
          '> Begin forwarded message:',
          '>',
          '> From: "Amazon.com" <auto-confirm@amazon.com>',
          '> Subject: Your Amazon.com order #123-1234567-1234567',
          '> Date: January 7, 2022 at 10:23:16 AM EST',
          '> To: testuser@gmail.com',
          '>',
          '> Order Confirmation',
          '> Hello TestUser,',
          '> Arriving: Tuesday, January 11',
          '> Order Total:',
          '> $80.61',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ company: 'Amazon.com', date: '2022-01-07', total_price: 80.61 });
    expect(r.parsingNotes).toMatch(/forwarded message's original sender/);
  });

  it('forwarded Gmail message: a personal forwarder, the original sender, the service the subject names', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'John <john@gmail.com>',
          To: 'expenses@receiptbox.example',
          Subject: 'Fwd: Your Uber Eats order',
          Date: 'Sun, 10 Jul 2022 21:40:00 +0200',
        },
        [
          'for the team lunch',
          '',
          '---------- Forwarded message ---------',
          'From: Uber Receipts <noreply@uber.com>',
          'Date: Sun, 10 Jul 2022 at 13:02',
          'Subject: Your Uber Eats order',
          'To: <john@gmail.com>',
          '',
          'Thanks for ordering, John',
          'Here is your Uber Eats receipt.',
          'Total PLN 61.50',
          'Subtotal PLN 55.00',
          'Delivery Fee PLN 6.50',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ company: 'Uber Eats', date: '2022-07-10', total_price: 61.5, currency: 'PLN' });
  });

  it('forwarded Outlook message (From/Sent block, no marker): the original sender; zł after the amount is PLN', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Anna <anna@outlook.com>',
          To: 'expenses@receiptbox.example',
          Subject: 'FW: Delivery from Bolt Food',
          Date: 'Thu, 03 Mar 2022 08:00:00 +0100',
        },
        [
          'From: Bolt Food <poland-food@bolt.eu>',
          'Sent: Wednesday, March 2, 2022 6:48 PM',
          'To: Anna <anna@outlook.com>',
          'Subject: Delivery from Bolt Food',
          '',
          'Bon Appetit, Anna!',
          'This is your receipt.',
          '1 × Pierogi  22.10 zł',
          'Delivery fee  7.44 zł',
          'Total charged:  29.54 zł',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({
      company: 'Bolt Food',
      date: '2022-03-02',
      total_price: 29.54,
      currency: 'PLN',
    });
  });

  it('personal sender without a forward header: the logo alt text names the merchant', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Jane <jane@yahoo.com>',
          To: 'me@example.org',
          Subject: 'receipt',
          Date: 'Mon, 02 Jun 2025 09:30:00 +0000',
        },
        `<html><body><img src="cid:logo" alt="Corner Bakery logo"><p>Hello!</p>
        <table><tr><td>Croissant</td><td>$3.50</td></tr><tr><td>Total</td><td>$3.50</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Corner Bakery', total_price: 3.5 });
    expect(r.parsingNotes).toMatch(/logo's alt text/);
  });

  it('personal sender signed by the shop: the DKIM signing domain names the merchant', async () => {
    const r = await firstReceipt(
      message(
        {
          'DKIM-Signature':
            'v=1; a=rsa-sha256; c=relaxed/relaxed; d=kaffeehaus-wien.at; s=mail; h=from:to; b=abc',
          From: 'Kasse <kasse.filiale3@gmx.at>',
          To: 'me@example.org',
          Subject: 'Beleg',
          Date: 'Sat, 14 Sep 2024 11:02:00 +0200',
        },
        'Melange  4,20\nApfelstrudel  5,40\nSumme EUR  9,60\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'Kaffeehaus Wien',
      date: '2024-09-14',
      total_price: 9.6,
      currency: 'EUR',
    });
    expect(r.parsingNotes).toMatch(/DKIM signing domain/);
  });

  it('payment processor receipt: the payee it names is the merchant, its legal form dropped; Polish "Łączna kwota" is the total', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Blue Media <powiadomienia@bm.pl>',
          To: 'me@example.org',
          Subject: 'Potwierdzenie płatności',
          Date: 'Tue, 05 Apr 2022 10:00:00 +0200',
        },
        'Potwierdzenie płatności\nOdbiorca: UPC Polska Sp. z o.o.\nKwota: 59,99 zł\nOpłata: 1,00 zł\nŁączna kwota: 60,99 zł\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'UPC Polska',
      date: '2022-04-05',
      total_price: 60.99,
      currency: 'PLN',
    });
    // "Ł" folds to L, so the lexicon's label reads the line itself, not a last-amount fallback.
    expect(r.parsingNotes).toMatch(/Total from the "Łączna kwota" line/);
  });
});

describe('items of a mail that prints each name over its price, one cell per line', () => {
  it('pairs each name with the price under it, and "Total:" over its own amount ends the items', async () => {
    const cells = [
      'Thank you for your recent purchase on Pixel Harbor.',
      'Star Garden',
      '4.99 EUR',
      'Moss Kingdom Deluxe',
      '12.49 EUR',
      'Total:',
      '17.48 EUR',
      'Payment Info:',
      'PayPal',
      '17.48 EUR',
      'Confirmation Number:',
      '4471902231',
    ];
    const html = `<html><body><table>${cells.map((c) => `<tr><td>${c}</td></tr>`).join('')}</table></body></html>`;
    const r = await firstReceipt(
      message(
        {
          From: 'Pixel Harbor <noreply@pixelharbor.example>',
          Subject: 'Thank you for your Pixel Harbor purchase!',
          Date: 'Mon, 22 Dec 2025 23:54:21 +0100',
        },
        html,
      ),
    );
    expect(r.total_price).toBe(17.48);
    expect(r.line_items.map((i) => [i.name.toUpperCase(), i.price])).toEqual([
      ['STAR GARDEN', 4.99],
      ['MOSS KINGDOM DELUXE', 12.49],
    ]);
  });
});

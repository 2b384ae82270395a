import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Receipt mails whose sender names no shop (a test address, a personal mailbox, no From at all):
 * the merchant is read from the mail's words as a person reads them, never from its frame.
 */
const PERSONAL = {
  From: 'Evan Smith <evan@example.com>',
  To: 'receipts@receiptbox.example',
  Date: 'Wed, 02 Apr 2025 16:22:10 +0000',
};

describe('a receipt mail without a shop sender: the merchant from its words, not its frame', () => {
  it('a hidden preheader, a greeting, a progress tracker and a "Name" field are not the merchant; the heading is', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Order update' },
        `<html><body><div style="display:none;max-height:0;overflow:hidden">View as a web page</div>
        <table><tr><td>Hello Evan,</td></tr></table>
        <table><tr><td>Ordered</td><td>Shipped</td><td>Out for delivery</td><td>Delivered</td></tr></table>
        <table><tr><td><h1>Larkspur Outfitters</h1></td></tr>
        <tr><td>Name</td><td>Evan Smith</td></tr>
        <tr><td>Trail Socks (2 pairs)</td><td>$18.00</td></tr>
        <tr><td>Shipping</td><td>$4.95</td></tr>
        <tr><td>Order total</td><td>$22.95</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Larkspur Outfitters', total_price: 22.95, currency: 'USD' });
    expect(r.parsingNotes).toMatch(/Merchant "Larkspur Outfitters" from the first lines of the mail's body/);
  });

  it('"Your receipt from …" in the subject names the shop over a product picture\'s alt text', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Your receipt from Quillmark.' },
        `<html><body><table><tr><td>Receipt</td></tr>
        <tr><td><img src="art.png" alt="Inkpad Journal"></td><td>Inkpad Journal<br>Yearly plan<br>Renews 2 Apr 2026</td><td>€29.99</td></tr>
        <tr><td>TOTAL</td><td>€29.99</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Quillmark', total_price: 29.99, currency: 'EUR' });
    expect(r.parsingNotes).toMatch(/Merchant "Quillmark" from the shop the subject names/);
  });

  it('"Thank you for booking with …" names the company, up to the end of its sentence', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'E-ticket receipt' },
        `<html><body><p>Dear Mr Evan Smith,</p>
        <p>Thank you for booking with Cobalt Wings. Your booking reference is Q4ZT8M.</p>
        <table><tr><td>Fare</td><td>EUR 120.00</td></tr>
        <tr><td>Taxes, fees and charges</td><td>EUR 38.50</td></tr>
        <tr><td>Total amount paid</td><td>EUR 158.50</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Cobalt Wings', total_price: 158.5, currency: 'EUR' });
  });

  it('French plain text: "Bonjour …" and a section title are not the shop; "L\'équipe …" signing the mail is', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Confirmation de votre commande' },
        [
          'Bonjour Evan,',
          '',
          'Merci pour votre commande !',
          '',
          'Récapitulatif',
          '1 x Confiture de figues  4,20 €',
          'Frais de livraison  3,90 €',
          'Total TTC  8,10 €',
          '',
          'À bientôt,',
          "L'équipe Verger Doré",
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ company: 'Verger Doré', total_price: 8.1, currency: 'EUR' });
    expect(r.parsingNotes).toMatch(/from the team signing the mail/);
  });

  it('"The … Team" signing an English plain-text receipt; amount labels are not names', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Your receipt' },
        [
          'Thanks for your payment, Evan',
          '',
          'Amount Charged',
          'Visa ••••4242  $12.00',
          '',
          'Cheers,',
          'The Brightpath Team',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ company: 'Brightpath', total_price: 12 });
  });

  it("a logo's alt text in small letters is spelled as the mail's footer spells the name", async () => {
    const r = await firstReceipt(
      message(
        { To: 'evan@example.org', Subject: 'Order Confirmation', Date: 'Sun, 30 Mar 2025 14:03:22 +0000' },
        `<html><body><table><tr><td><img src="l.png" alt="tidemarket"></td></tr>
        <tr><td>Hello Evan,</td></tr>
        <tr><td>Order Total:</td><td>$41.10</td></tr></table>
        <p>©2025 TideMarket, Inc. or its affiliates.</p></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'TideMarket', total_price: 41.1 });
  });

  it('no name anywhere: no merchant rather than a greeting, a thanks line or an item row', async () => {
    const r = await firstReceipt(
      message(
        { ...PERSONAL, Subject: 'Confirmación de tu pedido' },
        `<html><body><p>Hola Evan,</p><p>¡Gracias por tu pedido!</p>
        <table><tr><td>Número de pedido</td><td>5521-889</td></tr>
        <tr><td>Aceite de oliva 1 L</td><td>2 uds.</td><td>15,90 €</td></tr>
        <tr><td>Importe total</td><td>15,90 €</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: null, total_price: 15.9, currency: 'EUR' });
  });

  it("a mail without headers, labels stacked over values: the billed-to block and a product picture's alt text are not the merchant; the copyright holder is", async () => {
    const r = await firstReceipt(
      message(
        {},
        `<html><body><table><tr><td>Receipt</td></tr>
        <tr><td>BILLED TO</td><td>Visa .... 5521<br>Evan Smith<br>4 Mill Road<br>Leeds LS1 4AB</td></tr>
        <tr><td>DATE</td><td>9 Jan 2025</td></tr>
        <tr><td><img src="art.png" alt="Starfold Maps"></td><td>Starfold Maps<br>Explorer (Yearly)<br>Renews 9 Jan 2026</td><td>£19.99</td></tr>
        <tr><td>TOTAL</td><td>£19.99</td></tr></table>
        <p>Copyright © 2025 Pinecrest Digital Ltd. All rights reserved</p></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Pinecrest Digital',
      date: '2025-01-09',
      total_price: 19.99,
      currency: 'GBP',
    });
    expect(r.parsingNotes).toMatch(/from the footer's company line/);
  });

  it('a shipping mail without headers: the tracker, the estimated delivery and the order number are not names; the footer address line names the shop', async () => {
    const r = await firstReceipt(
      message(
        {},
        `<html><body><div>Shipped</div><div>Out for delivery</div>
        <p>Hi Evan, good news — your order is on its way!</p>
        <table><tr><td>Estimated delivery</td><td>Tue, Apr 8</td></tr>
        <tr><td>Order number</td><td>#20931</td></tr>
        <tr><td>Order date</td><td>Apr 1, 2025</td></tr>
        <tr><td>Beeswax Candle</td><td>$16.00</td></tr>
        <tr><td>Grand total</td><td>$16.00</td></tr></table>
        <p>Hollow Oak Candles · 12 Elm Street, Burlington VT</p></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Hollow Oak Candles', date: '2025-04-01', total_price: 16 });
  });

  it('plain text without headers: "Amount billed", a plan line "× 1" and a column header are not names; the footer company line is cut at its legal form', async () => {
    const r = await firstReceipt(
      message(
        {},
        [
          'Amount billed',
          '1',
          'Studio plan (Monthly) × 1',
          'Description  Qty  Unit price  Amount',
          'Studio plan  1  $29.00  $29.00',
          'Total  $29.00',
          'Date paid: March 3, 2025',
          '',
          'Quayside Labs Inc., 100 Harbor Road, Boston, MA',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ company: 'Quayside Labs', date: '2025-03-03', total_price: 29 });
  });

  it('a ride receipt thanking for travelling with the company ("Merci d\'avoir voyagé avec …, Evan"): the company, without the rider', async () => {
    const r = await firstReceipt(
      message(
        {},
        `<html><body><table><tr><td>Merci d'avoir voyagé avec Velora, Evan</td></tr>
        <tr><td>9 mars 2025 à 23:12</td></tr>
        <tr><td>Prix de base</td><td>3,00 €</td></tr>
        <tr><td>Distance (8,2 km)</td><td>9,02 €</td></tr>
        <tr><td>Total</td><td>12,02 €</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Velora', date: '2025-03-09', total_price: 12.02 });
  });

  it('"Paid today (deposit)" is no payee, and a fee set to "Gratis" is no name', async () => {
    const r = await firstReceipt(
      message(
        {},
        `<html><body><table><tr><td>Gastos de envío</td><td>Gratis</td></tr>
        <tr><td>Paid today (deposit)</td><td>€ 40.00</td></tr>
        <tr><td>Remaining at the property</td><td>€ 160.00</td></tr>
        <tr><td>Total price</td><td>€ 200.00</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: null, total_price: 200 });
  });

  for (const from of [
    'Sender <noreply@test.com>',
    'Evan <evan.smith@hotmail.es>',
    'Evan <evan@outlook.fr>',
    'Evan <evan@ziggo.nl>',
  ])
    it(`a placeholder or personal sender (${from}) is not the merchant: the heading is`, async () => {
      const r = await firstReceipt(
        message(
          { From: from, Subject: 'Receipt', Date: 'Wed, 02 Apr 2025 16:22:10 +0000' },
          `<html><body><table><tr><td><h1>Larkspur Outfitters</h1></td></tr>
          <tr><td>Trail Socks</td><td>€18.00</td></tr>
          <tr><td>Total</td><td>€18.00</td></tr></table></body></html>`,
        ),
      );
      expect(r.company).toBe('Larkspur Outfitters');
    });

  it('a preheader hidden by opacity or a collapsed height is not read', async () => {
    const r = await firstReceipt(
      message(
        {},
        `<html><body><span style="color:transparent;opacity:0">Fresh picks for spring</span>
        <div style="max-height:0px;overflow:hidden;mso-hide:all">Trail season is here</div>
        <div style="font-size:0"><div style="font-size:20px">Larkspur Outfitters</div></div>
        <table><tr><td>Trail Socks</td><td>€18.00</td></tr>
        <tr><td>Total</td><td>€18.00</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Larkspur Outfitters', total_price: 18 });
  });

  const subjects: Array<[string, string | null]> = [
    ['Your Velora receipt', 'Velora'],
    ['Ihre Grünwald-Rechnung', 'Grünwald'],
    ['Je Molenhoek bestelling', 'Molenhoek'],
    ['Your new order', null],
    ['Your Friday evening trip', null],
  ];
  for (const [subject, brand] of subjects)
    it(`the brand between a possessive and the document word of the subject: "${subject}"`, async () => {
      const r = await firstReceipt(
        message({ ...PERSONAL, Subject: subject }, 'Hello Evan,\nItem  20,00 €\nTotal  20,00 €\n'),
      );
      expect(r.company).toBe(brand);
    });
});

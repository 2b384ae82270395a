import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import { firstReceipt, message } from './support/mail-message';

afterAll(closeExtractor);

/**
 * Receipt mails written for these tests in the shapes real ones take, from merchants that are not
 * in the dev set: they stand in for the mails the engine is scored on and has never seen.
 */
const headers = (from: string, subject: string, date: string) => ({
  From: from,
  To: 'x@example.org',
  Subject: subject,
  Date: date,
});

describe('HTML and MJML receipt mails in other languages', () => {
  it('Dutch HTML table: display name, Besteldatum, "Totaal" with the euro sign before a comma amount', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Fietsenwinkel Zuid <bestellingen@fietsenzuid.nl>',
          To: 'pieter@example.org',
          Subject: 'Bevestiging van je bestelling 10023',
          Date: 'Mon, 03 Feb 2025 14:12:00 +0100',
        },
        `<html><body><table width="600">
        <tr><td><img src="https://cdn.fietsenzuid.nl/logo.png" alt=""></td></tr>
        <tr><td>Bedankt voor je bestelling, Pieter!</td></tr>
        <tr><td>Bestelnummer: 10023</td></tr>
        <tr><td>Besteldatum: 3 februari 2025</td></tr>
        <tr><td><table>
          <tr><th>Artikel</th><th>Aantal</th><th>Prijs</th></tr>
          <tr><td>Fietsbel chroom</td><td>1</td><td>€ 12,95</td></tr>
          <tr><td>Achterlicht LED</td><td>1</td><td>€ 24,95</td></tr>
          <tr><td>Verzendkosten</td><td></td><td>€ 4,95</td></tr>
          <tr><td><strong>Totaal</strong></td><td></td><td><strong>€ 42,85</strong></td></tr>
          <tr><td>Inclusief 21% btw</td><td></td><td>€ 7,44</td></tr>
        </table></td></tr>
        <tr><td>Fietsenwinkel Zuid B.V. · KvK 87654321 · Zuidplein 4, Rotterdam</td></tr>
        </table></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Fietsenwinkel Zuid',
      date: '2025-02-03',
      total_price: 42.85,
      currency: 'EUR',
    });
  });

  it('Swedish MJML nested tables: the sender domain names the shop, "Totalt" in kronor, the delivery date is not the order date', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'noreply@mail.cykelbutiken.se',
          To: 'sara@example.org',
          Subject: 'Tack för din beställning!',
          Date: 'Tue, 14 May 2024 10:41:00 +0200',
        },
        `<!doctype html><html><body>
        <div style="display:none;max-height:0">Tack för din beställning – här är ditt kvitto</div>
        <table><tr><td><table><tr><td><div>Orderbekräftelse</div></td></tr></table></td></tr>
        <tr><td><table><tr><td><div>Hej Sara!</div></td></tr></table></td></tr>
        <tr><td><table><tr><td><div>Ordernummer: 55102</div><div>Orderdatum: 2024-05-14</div></td></tr></table></td></tr>
        <tr><td><table><tr><td><div>Beräknad leverans: 2024-05-20</div></td></tr></table></td></tr>
        <tr><td><table>
          <tr><td>Cykellås Bygel</td><td>349,00 kr</td></tr>
          <tr><td>Frakt</td><td>59,00 kr</td></tr>
          <tr><td>Totalt</td><td>408,00 kr</td></tr>
          <tr><td>Varav moms</td><td>81,60 kr</td></tr>
        </table></td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Cykelbutiken',
      date: '2024-05-14',
      total_price: 408,
      currency: 'SEK',
    });
  });

  it('French HTML: "Montant total TTC" over the VAT line; the date of the order, not the planned delivery', async () => {
    const r = await firstReceipt(
      message(
        {
          From: '"Maison Lefèvre" <commandes@maison-lefevre.fr>',
          To: 'claire@example.org',
          Subject: 'Votre commande n°FR-2291 est confirmée',
          Date: 'Wed, 12 Mar 2025 19:20:00 +0100',
        },
        `<html><body><table>
        <tr><td>Bonjour Claire,</td></tr>
        <tr><td>Merci pour votre commande !</td></tr>
        <tr><td>Commande n°FR-2291 passée le 12 mars 2025</td></tr>
        <tr><td>Livraison prévue le 18 mars 2025</td></tr>
        <tr><td>Nappe en lin</td><td>64,50 €</td></tr>
        <tr><td>Frais de port</td><td>24,90 €</td></tr>
        <tr><td>Montant total TTC</td><td>89,40 €</td></tr>
        <tr><td>dont TVA (20 %)</td><td>14,90 €</td></tr>
        </table></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Maison Lefèvre',
      date: '2025-03-12',
      total_price: 89.4,
      currency: 'EUR',
    });
  });

  it('German HTML: "Gesamtsumme (inkl. MwSt.)", Bestelldatum in dots, a role word in the display name', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Teeladen am Markt Kundenservice <service@teeladen-am-markt.de>',
          To: 'jonas@example.org',
          Subject: 'Ihre Bestellung 4711',
          Date: 'Mon, 04 Nov 2024 08:15:00 +0100',
        },
        `<html><body><table>
        <tr><td>Hallo Jonas,</td></tr>
        <tr><td>vielen Dank für Ihre Bestellung.</td></tr>
        <tr><td>Bestellnummer</td><td>4711</td></tr>
        <tr><td>Bestelldatum</td><td>04.11.2024</td></tr>
        <tr><td>Voraussichtliche Lieferung</td><td>07.11.2024</td></tr>
        <tr><td>Darjeeling First Flush 100 g</td><td>14,90 €</td></tr>
        <tr><td>Teesieb Edelstahl</td><td>8,90 €</td></tr>
        <tr><td>Versand</td><td>4,00 €</td></tr>
        <tr><td>Gesamtsumme (inkl. MwSt.)</td><td>27,80 €</td></tr>
        <tr><td>enthaltene MwSt. 19%</td><td>4,44 €</td></tr>
        </table></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Teeladen am Markt',
      date: '2024-11-04',
      total_price: 27.8,
      currency: 'EUR',
    });
  });

  it('plain-text SaaS receipt: the total with its currency code after it, the invoice date over the due date', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Paperkite Billing <billing@paperkite.io>',
          To: 'ops@example.org',
          Subject: 'Your receipt from Paperkite',
          Date: 'Sun, 05 Jan 2025 03:02:11 +0000',
        },
        [
          'Thanks for your payment!',
          '',
          'Invoice number: PK-00981',
          'Invoice date: January 5, 2025',
          'Due date: February 4, 2025',
          '',
          'Team plan (5 seats)    45.00 USD',
          'Sales tax    4.00 USD',
          'Total    49.00 USD',
          'Paid with Visa ending in 4242',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({ company: 'Paperkite', date: '2025-01-05', total_price: 49, currency: 'USD' });
  });
});

describe('forwarded receipts in other mail clients and languages', () => {
  it('Gmail forward in Spanish: the original sender after "De:", the date in its "Fecha:" line when the body prints none', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Marta <marta.g@gmail.com>',
          To: 'gastos@receiptbox.example',
          Subject: 'Fwd: Confirmación de tu pedido',
          Date: 'Tue, 10 Dec 2024 09:00:00 +0100',
        },
        [
          'para la contabilidad',
          '',
          '---------- Mensaje reenviado ---------',
          'De: Librería Central <pedidos@libreriacentral.es>',
          'Date: lun, 9 dic 2024, 18:05',
          'Subject: Confirmación de tu pedido',
          'To: <marta.g@gmail.com>',
          '',
          'Hola Marta,',
          'Gracias por tu compra.',
          'Cien años de soledad    22,50 €',
          'Marcapáginas    8,90 €',
          'Gastos de envío    3,90 €',
          'Total    35,30 €',
          'IVA incluido',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({
      company: 'Librería Central',
      date: '2024-12-09',
      total_price: 35.3,
      currency: 'EUR',
    });
    expect(r.parsingNotes).toMatch(/forwarded message's original sender/);
    expect(r.parsingNotes).toMatch(/forwarded original message's date/);
  });

  it('Outlook forward in German (Von/Gesendet/An/Betreff, no marker): the original sender and its German date', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Jonas Weber <jonas.weber@outlook.de>',
          To: 'belege@receiptbox.example',
          Subject: 'WG: Ihre Rechnung',
          Date: 'Tue, 10 Dec 2024 08:00:00 +0100',
        },
        [
          'Von: Bäckerei Sonnenschein <kasse@baeckerei-sonnenschein.de>',
          'Gesendet: Montag, 9. Dezember 2024 18:05',
          'An: Jonas Weber <jonas.weber@outlook.de>',
          'Betreff: Ihre Rechnung',
          '',
          'Guten Tag,',
          'anbei Ihr Beleg.',
          '2 Roggenbrot    7,80',
          '6 Brötchen    3,60',
          'Summe EUR    11,40',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({
      company: 'Bäckerei Sonnenschein',
      date: '2024-12-09',
      total_price: 11.4,
      currency: 'EUR',
    });
    expect(r.parsingNotes).toMatch(/forwarded original message's date/);
  });

  it('Outlook forward in French with its marker line: "De :", "Envoyé :" with a French month', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Claire <claire.d@orange.fr>',
          To: 'notes@receiptbox.example',
          Subject: 'TR: Votre reçu',
          Date: 'Fri, 07 Mar 2025 11:00:00 +0100',
        },
        [
          "-----Message d'origine-----",
          'De : Librairie des Quais <contact@librairie-des-quais.fr>',
          'Envoyé : jeudi 6 mars 2025 17:42',
          'À : Claire <claire.d@orange.fr>',
          'Objet : Votre reçu',
          '',
          'Bonjour,',
          'Merci de votre visite.',
          'Roman poche    9,20 €',
          'Carte postale    1,50 €',
          'Total TTC    10,70 €',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({
      company: 'Librairie des Quais',
      date: '2025-03-06',
      total_price: 10.7,
      currency: 'EUR',
    });
  });

  it('Dutch forward (Van/Verzonden): the original sender, not the forwarder', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Pieter <pieter@live.nl>',
          To: 'bonnetjes@receiptbox.example',
          Subject: 'Doorst: Uw bestelling',
          Date: 'Thu, 16 Jan 2025 20:00:00 +0100',
        },
        [
          '-----Oorspronkelijk bericht-----',
          'Van: Koffiebranderij Noord <info@koffienoord.nl>',
          'Verzonden: woensdag 15 januari 2025 10:12',
          'Aan: pieter@live.nl',
          'Onderwerp: Uw bestelling',
          '',
          'Beste Pieter,',
          'Espressobonen 1 kg    € 24,50',
          'Verzending    € 5,95',
          'Totaal incl. btw    € 30,45',
        ].join('\n'),
      ),
    );
    expect(r).toMatchObject({
      company: 'Koffiebranderij Noord',
      date: '2025-01-15',
      total_price: 30.45,
      currency: 'EUR',
    });
  });
});

describe('who sent it: display names and mail domains as a person reads them', () => {
  it("a shop on a shop platform: the display name, never the platform's mail domain", async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Kleine Keramik <store+58213@t.shopifyemail.com>',
          To: 'eva@example.org',
          Subject: 'Bestellung #1042 bestätigt',
          Date: 'Sat, 08 Feb 2025 16:20:00 +0100',
        },
        'Hallo Eva,\nvielen Dank für deinen Einkauf!\nBestellübersicht\nTasse Salbei × 2    38,00 €\nVersand    5,90 €\nGesamt    43,90 EUR\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'Kleine Keramik',
      date: '2025-02-08',
      total_price: 43.9,
      currency: 'EUR',
    });
  });

  it('"Lena from Velo Pantry": the company, not the person writing for it', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Lena from Velo Pantry <hello@velopantry.com>',
          To: 'sam@example.org',
          Subject: 'Your order is on its way',
          Date: 'Thu, 20 Mar 2025 12:00:00 -0400',
        },
        'Hi Sam,\nGood news: your order shipped.\nEnergy bars (12)    $28.00\nShipping    $5.00\nTotal    $33.00\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Velo Pantry', total_price: 33, currency: 'USD' });
  });

  it('a subject naming the brand and a booking word: the brand alone ("Your Hostelworld reservation")', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Hostelworld <noreply@hostelworld.com>',
          To: 'kim@example.org',
          Subject: 'Your Hostelworld Reservation is confirmed',
          Date: 'Mon, 14 Apr 2025 08:00:00 +0100',
        },
        'Hostelworld Reservation\nBooking date: 14 Apr 2025\nCheck-in: 2 May 2025\nDeposit paid    €12.60\nTotal    €84.00\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Hostelworld', date: '2025-04-14' });
  });
});

describe('more shapes: MJML columns, other languages and trades', () => {
  it('MJML two-column rows (each cell its own table): Spanish ride receipt, a discount and the card line', async () => {
    const col = (a: string, b: string) =>
      `<tr><td><table><tr><td>${a}</td></tr></table></td><td><table><tr><td>${b}</td></tr></table></td></tr>`;
    const r = await firstReceipt(
      message(
        {
          From: 'Cabify <no-reply@cabify.com>',
          To: 'x@example.org',
          Subject: 'Tu viaje con Cabify',
          Date: 'Fri, 21 Feb 2025 23:40:00 +0100',
        },
        `<html><body><table>${col('Hola Ana', '')}${col('Viaje del 21 de febrero de 2025', '')}${col('Tarifa base', '9,80 €')}${col('Peaje', '1,20 €')}${col('Descuento', '-0,60 €')}${col('Total', '10,40 €')}${col('Pagado con Visa •••• 1234', '10,40 €')}</table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Cabify', date: '2025-02-21', total_price: 10.4, currency: 'EUR' });
  });
  it('MJML sections: label and value stacked in one cell, amounts in a second column', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Freshbox <orders@freshbox.nl>',
          To: 'x@example.org',
          Subject: 'Je bestelling',
          Date: 'Fri, 21 Feb 2025 10:00:00 +0100',
        },
        `<html><body><div><table><tr><td><div>Besteldatum</div><div>21-02-2025</div></td></tr></table></div>
      <div><table><tr><td style="width:50%"><table><tr><td><div>Maaltijdbox 3 personen</div></td></tr></table></td><td><table><tr><td><div>€ 39,99</div></td></tr></table></td></tr></table></div>
      <div><table><tr><td style="width:50%"><table><tr><td><div>Bezorgkosten</div></td></tr></table></td><td><table><tr><td><div>€ 2,99</div></td></tr></table></td></tr></table></div>
      <div><table><tr><td style="width:50%"><table><tr><td><div><strong>Totaal</strong></div></td></tr></table></td><td><table><tr><td><div><strong>€ 42,98</strong></div></td></tr></table></td></tr></table></div>
      </body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Freshbox', date: '2025-02-21', total_price: 42.98, currency: 'EUR' });
  });
  it('Swedish pharmacy e-receipt: "Totalt SEK", the VAT share and the card line', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Apoteket Hjärtat <kvitto@apotekhjartat.se>',
          To: 'x@example.org',
          Subject: 'Ditt kvitto',
          Date: 'Fri, 21 Feb 2025 10:00:00 +0100',
        },
        'Tack för ditt köp!\nKvitto 2025-02-21 09:58\nAlvedon 500 mg    49,00\nPlåster    29,90\nTotalt SEK    78,90\nVarav moms 12%    8,45\nBetalt med kort    78,90\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'Apoteket Hjärtat',
      date: '2025-02-21',
      total_price: 78.9,
      currency: 'SEK',
    });
  });
  it('US shop: "Grand Total" after tax and shipping, a month-first order date, the copyright line', async () => {
    const r = await firstReceipt(
      message(
        {
          From: '"Bluebird Books" <orders@bluebirdbooks.com>',
          To: 'x@example.org',
          Subject: 'Order #5521 confirmed',
          Date: 'Tue, 04 Mar 2025 18:00:00 -0800',
        },
        `<html><body><p>Hi Jo, thanks for your order!</p><table><tr><td>Order date:</td><td>03/04/2025</td></tr><tr><td>The Overstory</td><td>$18.99</td></tr><tr><td>Subtotal</td><td>$18.99</td></tr><tr><td>Tax</td><td>$1.71</td></tr><tr><td>Shipping</td><td>$0.00</td></tr><tr><td>Grand Total</td><td>$20.70</td></tr></table><p>© 2025 Bluebird Books LLC. All rights reserved.</p></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Bluebird Books',
      date: '2025-03-04',
      total_price: 20.7,
      currency: 'USD',
    });
  });
  it('French order: amounts with the code after them, the order date in the sentence, not the estimated delivery', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Fnac <service-client@fnac.com>',
          To: 'x@example.org',
          Subject: 'Confirmation de votre commande',
          Date: 'Mon, 10 Mar 2025 11:00:00 +0100',
        },
        'Bonjour,\nVotre commande du 10/03/2025 a bien été enregistrée.\nLivraison estimée : 13/03/2025\nCasque audio    79,99 EUR\nFrais de livraison    0,00 EUR\nTotal TTC    79,99 EUR\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Fnac', date: '2025-03-10', total_price: 79.99, currency: 'EUR' });
  });
  it('German order confirmation: thousands with a dot, "Gesamtbetrag inkl. MwSt." over the deposit, the order date in the sentence', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'MöbelHaus Krüger <info@moebelhaus-krueger.de>',
          To: 'x@example.org',
          Subject: 'Auftragsbestätigung',
          Date: 'Mon, 10 Mar 2025 11:00:00 +0100',
        },
        'Sehr geehrte Frau Schulz,\nvielen Dank für Ihren Auftrag vom 08.03.2025.\nLiefertermin: 24.03.2025\nSofa Lund, 3-Sitzer    1.899,00 €\nLieferung und Montage    99,00 €\nGesamtbetrag inkl. MwSt.    1.998,00 €\nAnzahlung    500,00 €\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'MöbelHaus Krüger',
      date: '2025-03-08',
      total_price: 1998,
      currency: 'EUR',
    });
  });
});

describe('the amount charged in mails of other trades', () => {
  it('event tickets: two seats and a fee, "Gesamtbetrag"; the event date is not the order date', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Konzerthaus Tickets <tickets@konzerthaus-nord.de>',
          'Ihre Tickets',
          'Wed, 05 Feb 2025 20:00:00 +0100',
        ),
        `<html><body><table><tr><td>Bestellung 77812 vom 05.02.2025</td></tr><tr><td>Veranstaltung: Sinfoniekonzert, Sa 15.03.2025 19:30</td></tr>
      <tr><td>Ticket Parkett Reihe 5 Platz 12</td><td>42,00 €</td></tr><tr><td>Ticket Parkett Reihe 5 Platz 13</td><td>42,00 €</td></tr><tr><td>Systemgebühr</td><td>3,50 €</td></tr>
      <tr><td>Gesamtbetrag</td><td>87,50 €</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ date: '2025-02-05', total_price: 87.5 });
  });
  it('SaaS receipt: "Amount billed" over a "1 x plan" line is not 1; the charge line\'s date', async () => {
    const r = await firstReceipt(
      message(
        headers('Loomly <billing@loomly.com>', 'Your payment receipt', 'Wed, 05 Feb 2025 12:00:00 -0500'),
        'Payment receipt\nAmount billed\n1 x Standard plan (monthly)    $26.00\nSubtotal    $26.00\nTax    $0.00\nTotal    $26.00\nCharged to Mastercard ending 1881 on Feb 5, 2025\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Loomly', date: '2025-02-05', total_price: 26 });
  });
  it('marketplace order: "Grand Total" after "Total before tax"; the arrival day is not the date', async () => {
    const r = await firstReceipt(
      message(
        headers(
          '"Bookshelf.com" <orders@bookshelf.com>',
          'Your Bookshelf.com order #112-88',
          'Wed, 05 Feb 2025 12:00:00 -0800',
        ),
        'Hello Jo,\nThank you for shopping with us.\nOrder placed February 5, 2025\nArriving: Monday, February 10\nItem(s) Subtotal: $35.98\nShipping & Handling: $5.99\nTotal before tax: $41.97\nEstimated tax to be collected: $2.52\nGrand Total: $44.49\n',
      ),
    );
    expect(r).toMatchObject({ date: '2025-02-05', total_price: 44.49 });
  });
  it('cinema tickets in whole kronor: "Att betala: 335 kr"', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Biografen Söder <kvitto@biografensoder.se>',
          'Dina biljetter',
          'Sat, 08 Feb 2025 18:00:00 +0100',
        ),
        'Tack för ditt köp!\nKöpdatum: 2025-02-08\n2 x Biljett vuxen    260 kr\nPopcorn stor    75 kr\nAtt betala: 335 kr\nVarav moms 6%: 19 kr\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'Biografen Söder',
      date: '2025-02-08',
      total_price: 335,
      currency: 'SEK',
    });
  });
  it('airline booking: "Precio total" over per-passenger fares; the booking date, not the flight', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Vueling <confirmacion@vueling.com>',
          'Confirmación de reserva',
          'Mon, 10 Feb 2025 09:00:00 +0100',
        ),
        'Reserva confirmada\nCódigo de reserva: XK2P9L\nFecha de reserva: 10/02/2025\nVuelo VY1234 Barcelona - París, 21/03/2025\nTarifa 2 x 74,99 €\nTasas 2 x 15,00 €\nPrecio total: 179,98 €\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Vueling', date: '2025-02-10', total_price: 179.98, currency: 'EUR' });
  });
  it('hotel booking: "Gesamtpreis", the booking date over arrival and departure', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Hotel Seeblick <reservierung@hotel-seeblick.at>',
          'Buchungsbestätigung',
          'Mon, 10 Feb 2025 09:00:00 +0100',
        ),
        'Vielen Dank für Ihre Buchung!\nBuchungsdatum: 10.02.2025\nAnreise: 14.03.2025\nAbreise: 16.03.2025\n2 Nächte Doppelzimmer    2 x 119,00 €\nOrtstaxe    5,20 €\nGesamtpreis    243,20 €\nBereits bezahlt    243,20 €\n',
      ),
    );
    expect(r).toMatchObject({
      company: 'Hotel Seeblick',
      date: '2025-02-10',
      total_price: 243.2,
      currency: 'EUR',
    });
  });
  it('ride receipt: the total set big above the greeting and again in the table', async () => {
    const r = await firstReceipt(
      message(
        headers('Cabify <no-reply@cabify.com>', 'Your ride', 'Mon, 10 Feb 2025 23:10:00 +0100'),
        `<html><body><table><tr><td><h1>€14.30</h1></td></tr><tr><td>Thanks for riding, Ana</td></tr><tr><td>10 Feb 2025, 22:41</td></tr><tr><td>Trip fare</td><td>€11.90</td></tr><tr><td>Airport fee</td><td>€2.40</td></tr><tr><td>Total</td><td>€14.30</td></tr><tr><td>Visa •••• 4242</td><td>€14.30</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Cabify', date: '2025-02-10', total_price: 14.3, currency: 'EUR' });
  });
});

describe('HTML forwards as Gmail, Outlook and Apple Mail write them', () => {
  it('Gmail HTML forward in Spanish: the sender in <strong>, the date "lun, 10 feb 2025 a las 19:02"; the forwarder\'s own DKIM is not the shop', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Ana <ana.r@gmail.com>',
          To: 'x@example.org',
          Subject: 'Fwd: Tu pedido',
          Date: 'Tue, 11 Feb 2025 09:00:00 +0100',
          'DKIM-Signature': 'v=1; a=rsa-sha256; d=gmail.com; s=20230601; b=x',
        },
        `<div dir="ltr"><div>para gastos</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>De: <strong class="gmail_sendername" dir="auto">Zapatería Luna</strong> <span dir="auto">&lt;<a href="mailto:pedidos@zapaterialuna.es">pedidos@zapaterialuna.es</a>&gt;</span><br>Date: lun, 10 feb 2025 a las 19:02<br>Subject: Tu pedido<br>To: &lt;<a href="mailto:ana.r@gmail.com">ana.r@gmail.com</a>&gt;<br></div><br><br>
      <table><tr><td><img src="https://x/logo.png" alt="Zapatería Luna"></td></tr><tr><td>¡Hola Ana!</td></tr><tr><td>Botines piel</td><td>89,95 €</td></tr><tr><td>Envío</td><td>Gratis</td></tr><tr><td>Total</td><td>89,95 €</td></tr></table></div></div>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Zapatería Luna',
      date: '2025-02-10',
      total_price: 89.95,
      currency: 'EUR',
    });
  });
  it('Outlook HTML forward: bold field labels in one paragraph, no marker line', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Tom <tom@contoso-mail.example>',
          To: 'x@example.org',
          Subject: 'FW: Your order receipt',
          Date: 'Tue, 11 Feb 2025 09:00:00 +0000',
        },
        `<html><body><div><p>FYI</p></div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in"><p class="MsoNormal"><b>From:</b> Greenleaf Garden Centre &lt;orders@greenleafgarden.co.uk&gt;<br><b>Sent:</b> Monday, February 10, 2025 4:12 PM<br><b>To:</b> Tom &lt;tom@contoso-mail.example&gt;<br><b>Subject:</b> Your order receipt</p></div>
      <table><tr><td>Thanks for shopping with us</td></tr><tr><td>Compost 40L x2</td><td>£13.98</td></tr><tr><td>Delivery</td><td>£4.99</td></tr><tr><td>Order total</td><td>£18.97</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Greenleaf Garden Centre',
      date: '2025-02-10',
      total_price: 18.97,
      currency: 'GBP',
    });
  });
  it('Apple Mail forward in Swedish: "Vidarebefordrat brev:", Från/Datum/Ämne, "10 februari 2025 kl. 08:14"', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Lisa <lisa@icloud.com>',
          To: 'x@example.org',
          Subject: 'Fwd: Kvitto',
          Date: 'Tue, 11 Feb 2025 09:00:00 +0100',
        },
        `<html><body><div>Skickat från min iPhone</div><div><br><blockquote type="cite"><div>Vidarebefordrat brev:</div><div><br></div><div><b>Från:</b> Kaffebaren Ankaret &lt;kvitto@ankaret.se&gt;<br><b>Datum:</b> 10 februari 2025 kl. 08:14:22 CET<br><b>Till:</b> lisa@icloud.com<br><b>Ämne:</b> Kvitto</div></blockquote></div>
      <table><tr><td>Cappuccino</td><td>42,00 kr</td></tr><tr><td>Kanelbulle</td><td>35,00 kr</td></tr><tr><td>Totalt</td><td>77,00 kr</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({
      company: 'Kaffebaren Ankaret',
      date: '2025-02-10',
      total_price: 77,
      currency: 'SEK',
    });
  });
});

describe('currency per receipt', () => {
  it('"kr" in a Norwegian receipt that says its prices are in NOK is the Norwegian crown', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Sykkelverksted Nord <kvittering@sykkelverkstednord.no>',
          'Kvittering',
          'Fri, 14 Mar 2025 16:00:00 +0100',
        ),
        'Takk for handelen!\nDato: 14.03.2025\nService sykkel    899,00 kr\nSlange    149,00 kr\nTotalt    1048,00 kr\nAlle priser i NOK inkl. mva.\n',
      ),
    );
    expect(r).toMatchObject({ date: '2025-03-14', total_price: 1048, currency: 'NOK' });
  });
});

describe('tickets, trains and app stores', () => {
  it('event tickets: quantity, unit and line price in three columns, fees, the order date over the event date', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Gigbox <orders@gigbox.co.uk>',
          'Your tickets for The Night Owls',
          'Thu, 06 Feb 2025 19:12:00 +0000',
        ),
        `<html><body><table><tr><td>You're going to The Night Owls!</td></tr><tr><td>Sat 12 Apr 2025, 19:30</td></tr><tr><td>Order #8812-2231 placed on 6 February 2025</td></tr>
      <tr><td>2 x General Admission</td><td>£25.00</td><td>£50.00</td></tr><tr><td>Fees</td><td></td><td>£5.12</td></tr><tr><td>Total</td><td></td><td>£55.12</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Gigbox', date: '2025-02-06', total_price: 55.12, currency: 'GBP' });
  });
  it('ticket order: per-ticket booking fees, "Total: £50.50 (including booking fees)"', async () => {
    const r = await firstReceipt(
      message(
        headers('Stagepass <noreply@stagepass.com>', 'Order confirmation', 'Thu, 06 Feb 2025 19:12:00 +0000'),
        'Thank you for your order\nEvent: Jazz Night - Fri 21 Mar 2025 20:00\nTickets: 2 x £22.50\nBooking fee: 2 x £2.75\nDelivery: £0.00\nTotal: £50.50 (including booking fees)\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Stagepass', date: '2025-02-06', total_price: 50.5, currency: 'GBP' });
  });
  it('train booking: "Total paid" over the fare and fee; travel dates after the mail are not the purchase date', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Trainline <auto-confirm@info.thetrainline.com>',
          'Your booking confirmation',
          'Thu, 06 Feb 2025 19:12:00 +0000',
        ),
        'Booking confirmed\nTransaction ID: 123456\nOutward: Sat 15 Feb 2025 08:02 London Euston to Manchester Piccadilly\nReturn: Sun 16 Feb 2025 17:40\n1 x Adult Off-Peak Return £89.40\nBooking fee £1.95\nTotal paid £91.35\n',
      ),
    );
    expect(r).toMatchObject({ date: '2025-02-06', total_price: 91.35, currency: 'GBP' });
  });
  it('app-store receipt: "VAT charged at 20%" is a part of the charge, not the amount charged', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'App Store <no_reply@email.apple.com>',
          'Your receipt from Apple.',
          'Thu, 06 Feb 2025 19:12:00 +0000',
        ),
        `<html><body><table><tr><td>Receipt</td></tr><tr><td>APPLE ACCOUNT</td><td>jo@example.org</td></tr><tr><td>DATE</td><td>6 Feb 2025</td></tr><tr><td>ORDER ID</td><td>MLX1234</td></tr><tr><td>DOCUMENT NO.</td><td>123456789</td></tr>
      <tr><td>Fotoapp Pro</td><td>Monthly</td><td>£4.99</td></tr><tr><td>Subtotal</td><td>£4.16</td></tr><tr><td>VAT charged at 20%</td><td>£0.83</td></tr><tr><td>TOTAL</td><td>£4.99</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ date: '2025-02-06', total_price: 4.99, currency: 'GBP' });
  });
});

describe('subscriptions, stays and game stores', () => {
  it('app-store subscription: "Total: €4.99/month" is the total', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Google Play <googleplay-noreply@google.com>',
          'Your Google Play Order Receipt from Feb 6, 2025',
          'Thu, 06 Feb 2025 19:12:00 +0000',
        ),
        `<html><body><table><tr><td>Thank you.</td></tr><tr><td>You've made a purchase from Fitbud on Google Play.</td></tr><tr><td>Order number: GPA.3312-1234-5678</td></tr><tr><td>Order date: Feb 6, 2025 7:12:08 PM GMT</td></tr>
      <tr><td>Item</td><td>Price</td></tr><tr><td>Fitbud Premium (Fitbud)</td><td>€4.99/month</td></tr><tr><td>Tax: €0.80</td></tr><tr><td>Total: €4.99/month</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ date: '2025-02-06', total_price: 4.99, currency: 'EUR' });
  });
  it('hotel platform: whole euros ("Total price € 243"); stay dates after the mail are not the purchase date', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Booking.com <noreply@booking.com>',
          'Your booking is confirmed',
          'Thu, 06 Feb 2025 19:12:00 +0100',
        ),
        'Thanks, Jo! Your booking in Lyon is confirmed.\nHôtel des Terreaux\nCheck-in Fri 14 Mar 2025\nCheck-out Sun 16 Mar 2025\n2 nights, 1 room\nTotal price € 243\nYou paid € 243\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Booking.com', total_price: 243, currency: 'EUR' });
  });
  it('game store: the euro sign after a comma amount ("9,99€"), "Date issued" with an @ time', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Steam <noreply@steampowered.com>',
          'Thank you for your Steam purchase!',
          'Thu, 06 Feb 2025 19:12:00 +0100',
        ),
        'Hello jo,\nThank you for your recent transaction on Steam.\nAccount name: jo\nInvoice: 123456789\nDate issued: 6 Feb, 2025 @ 7:12pm CET\nSkyfarer   9,99€\nSubtotal (incl. VAT): 9,99€\nTotal: 9,99€\nPayment method: PayPal\n',
      ),
    );
    expect(r).toMatchObject({ date: '2025-02-06', total_price: 9.99, currency: 'EUR' });
  });
  it('stay receipt: "Total (EUR)" over a per-night price and the first of two payments', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Airbnb <automated@airbnb.com>',
          'Your receipt from Airbnb',
          'Thu, 06 Feb 2025 19:12:00 +0100',
        ),
        `<html><body><table><tr><td>Receipt ID: RCPX2K9</td></tr><tr><td>Feb 6, 2025</td></tr><tr><td>€120.00 x 3 nights</td><td>€360.00</td></tr><tr><td>Cleaning fee</td><td>€40.00</td></tr><tr><td>Airbnb service fee</td><td>€56.40</td></tr><tr><td>Total (EUR)</td><td>€456.40</td></tr><tr><td>Payment 1 of 2</td><td>€228.20</td></tr></table></body></html>`,
      ),
    );
    expect(r).toMatchObject({ company: 'Airbnb', date: '2025-02-06', total_price: 456.4, currency: 'EUR' });
  });
});

describe('a payment service mails the receipt', () => {
  it('"Your purchase at Kleiderei" in the subject of a pay-later service: the shop', async () => {
    const r = await firstReceipt(
      message(
        headers(
          'Klarna <noreply@klarna.com>',
          'Your purchase at Kleiderei',
          'Sat, 15 Mar 2025 11:20:00 +0100',
        ),
        'Hi Mia,\nthanks for paying with Klarna.\nOrder date: 15 Mar 2025\nLinen shirt    €59.00\nTotal    €59.00\nPay in 30 days\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Kleiderei', date: '2025-03-15', total_price: 59, currency: 'EUR' });
  });

  it('"Ihr Einkauf bei Buchladen Lindner am 15.03.2025" in the body: the shop, without the date', async () => {
    const r = await firstReceipt(
      message(
        headers('PayPal <service@paypal.de>', 'Zahlungsbeleg', 'Sat, 15 Mar 2025 11:20:00 +0100'),
        'Hallo Mia,\nIhr Einkauf bei Buchladen Lindner am 15.03.2025\nBetrag    24,90 €\nGesamt    24,90 €\n',
      ),
    );
    expect(r).toMatchObject({ company: 'Buchladen Lindner', date: '2025-03-15', total_price: 24.9 });
  });
});

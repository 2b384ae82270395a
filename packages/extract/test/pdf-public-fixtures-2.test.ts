import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { EUR, layoutPdf } from './support/layout-pdf';

afterAll(closeExtractor);

/**
 * Round two of the public-fixture shapes (see pdf-public-fixtures.test.ts): travel documents and
 * invoices in the layouts of real ones kept in public repositories and extractor fixtures. Every
 * text is made up (operators, people, numbers, amounts); the lines that carry the seller, the date
 * and the total keep the real documents' wording and layout.
 */

const read = (text: string) => extractReceipt(layoutPdf(text));

describe('a PDF e-ticket titled by its kind of ticket', () => {
  // Shape of the rail e-tickets of the open family in issue #15 (an SNCF "VOTRE CONFIRMATION
  // E-BILLET", a DB "ICE Fahrkarte" / "Online-Ticket", a ČD "Rezervace (místo)"): the title stands
  // alone at the top where a letterhead would, and the operator is named only in the footer after
  // "Transporteur :", "Beförderer:" or "Dopravce:".
  it('French: the operator after "Transporteur :", not "VOTRE CONFIRMATION E-BILLET"', async () => {
    const r = await read(`
VOTRE CONFIRMATION E-BILLET

  NANTES / BORDEAUX SAINT-JEAN                                       38.50 EUR

Nom :     MARTIN                    DOSSIER VOYAGE : QWE7RT
  NANTES                   12/07 à 08h04     VOITURE 5 - PLACE 61
  BORDEAUX SAINT-JEAN      12/07 à 12h10
Prénom :  LUCIE                     Référence client : 0000000000

E-Billet valable uniquement sur ce train
Transporteur : Ferrovia Atlantique
Acheté le 02/07/2025
`);
    expect(r).toMatchObject({ company: 'Ferrovia Atlantique', total_price: 38.5, currency: 'EUR' });
  });

  it('German: "Beförderer:" names the operator under an "ICE Fahrkarte" title', async () => {
    const r = await read(`
ICE Fahrkarte                                                Auftragsnummer: QX7R2M

Hinfahrt: Kiel Hbf -> Kassel-Wilhelmshöhe                      Erw: 1
Gültigkeit: ab 14.03.2025                                       Klasse: 2

Halt               Datum    Zeit       Gleis
Kiel Hbf           14.03.   ab 08:46   3
Kassel-Wilh.       14.03.   an 12:50   2

Summe                                                        63,90 ${EUR}
Beförderer: Nordbahn Fernverkehr
Ihre Fahrkarte gilt nur mit Lichtbildausweis.
`);
    expect(r).toMatchObject({ company: 'Nordbahn Fernverkehr', total_price: 63.9, currency: 'EUR' });
  });

  it('Czech: "Dopravce:" over a Czech joint-stock company ("a.s.") under a reservation title', async () => {
    const r = await read(`
Rezervace (místo)                                   Kód dokladu: 8XK2Q1

Olomouc hl.n. -> Ostrava hl.n.                      15.05.2025
Vlak    Odjezd   Prijezd   Vuz   Místo
R 871   10:51    12:02     3     45

Celkem                                               90 CZK

Dopravce: Morava Expres, a.s., Nádrazní 12, 702 00 Ostrava
`);
    expect(r.company).toBe('Morava Expres');
  });

  it('an airline ticket receipt names its carrier after "Carrier:"', async () => {
    const r = await read(`
E-TICKET RECEIPT / ITINERARY

Passenger: MUELLER/ANNA MRS                 Booking reference: K7P2LQ
Ticket number: 000 1234567890               Date of issue: 03 FEB 2025

Flight    From           To             Date       Dep    Arr
XY 1234   BREMEN         PORTO          21 FEB     07:05  09:10

Fare                        EUR 129.00
Taxes and charges           EUR  48.37
Total                       EUR 177.37

Carrier: Kestrel Air
`);
    expect(r).toMatchObject({ company: 'Kestrel Air', date: '2025-02-03', total_price: 177.37 });
  });

  for (const title of [
    'Online-Ticket',
    'Ihre Fahrkarte',
    'Boarding pass',
    'Votre e-billet',
    'Tu billete electrónico',
    'Il tuo biglietto',
    'Uw treinkaartje',
    'Fahrkarte 2. Klasse',
  ])
    it(`"${title}" over the journey is no seller`, async () => {
      const r = await read(`
${title}

Hamburg Hbf -> Berlin Hbf            14.03.2025
Summe                                 29,90 ${EUR}
`);
      expect(r.company).not.toBe(title);
    });

  for (const name of ['TicketSwap', 'Eventim Ticket Shop', 'Fahrkarten Kiosk Lenz'])
    it(`a brand holding a ticket word ("${name}") still names the seller`, async () => {
      const r = await read(`
${name}

Order 12345                          14.03.2025
Total                                 29,90 ${EUR}
`);
      expect(r.company).toBe(name);
    });
});

describe('an invoice-date label broken over two lines', () => {
  // Shape of the marketplace invoices whose PdfPig/pdftotext text public parser tests quote (e.g.
  // the Amazon.de "Rechnung" pages in several personal-finance repositories): "Rechnungsdatum" on
  // its own line, "/Lieferdatum 13 Februar 2025" under it, and the order date further down.
  it('German: "Rechnungsdatum" over "/Lieferdatum <date>" is the invoice date, not the order date', async () => {
    const r = await read(`
Rechnung
Zahlungsreferenznummer 7QW2ER4TY6UI8OP0
Verkauft von Kranich Audio S.à r.l., Niederlassung Deutschland

Rechnungsdatum
/Lieferdatum                        13 Februar 2025
Rechnungsnummer                     KH5R3O01XEUI
Zahlbetrag                          26,74 ${EUR}

Bestelldatum                                12 Februar 2025
Bestellnummer                               302-0000000-0000000
`);
    expect(r).toMatchObject({ company: 'Kranich Audio', date: '2025-02-13', total_price: 26.74 });
  });

  it('the same with the words run together as a flat text layer gives them', async () => {
    const r = await read(`
Rechnung
Gesamtpreis891,66 ${EUR}
Bestelldatum08 Oktober 2025
Verkauft von Kranich Handel S.à r.l., Sucursal en España
Rechnungsdatum
/Lieferdatum09 Oktober 2025
Zahlbetrag891,66 ${EUR}
`);
    expect(r).toMatchObject({ date: '2025-10-09', total_price: 891.66 });
  });

  it('English: "Invoice date" over "& delivery date <date>"', async () => {
    const r = await read(`
Invoice
Sold by Kranich Trading Ltd
Order date                          12 February 2025
Invoice date
& delivery date                     13 February 2025
Amount paid                         £26.74
`);
    expect(r.date).toBe('2025-02-13');
  });

  it('a "/" line under a row that is no date label keeps its own reading', async () => {
    const r = await read(`
Rechnung
Kranich Handel GmbH
Bestelldatum                        12 Februar 2025
Versand
/Lieferdatum                        20 Februar 2025
Summe                               26,74 ${EUR}
`);
    expect(r.date).toBe('2025-02-12');
  });
});

describe("a brand's invoice whose footer names the company owning the brand", () => {
  // Shape of the mobile-phone invoice quoted in a public document-ledger test (a congstar
  // "Rechnung für Juli": "congstar - eine Marke der Telekom Deutschland GmbH" at the foot, the
  // labels after their amounts as the text layer runs them together).
  it('German: "<brand> - eine Marke der <owner> GmbH" names the brand', async () => {
    const r = await read(`
22,60 ${EUR}Gesamtbetrag:
Rechnung für Juli 2026
funkfix Kundenservice • Postfach 1234 • 61000 Musterstadt
22,60 ${EUR} Zu zahlender Betrag:
1234567890Rechnungsnummer
Leistung Brutto (EUR)
19 10,08 ${EUR} 1,92 ${EUR} 12,00 ${EUR}
Dein insgesamt verbrauchtes Datenvolumen: 1,56 GB
funkfix - eine Marke der Nordnetz Deutschland GmbH
Netto Steuer Brutto
`);
    expect(r).toMatchObject({ company: 'funkfix', total_price: 22.6, currency: 'EUR' });
  });

  for (const [line, brand] of [
    ['Pebble Mobile is a trading name of Harbour Telecom Ltd', 'Pebble Mobile'],
    ['Lumo est une marque de Rivage Energie SAS', 'Lumo'],
    ['Zeewind is een merk van Kustnet B.V.', 'Zeewind'],
    ['Sollys es una marca de Redes del Sur S.L.', 'Sollys'],
  ] as const)
    it(`"${line}" names ${brand}`, async () => {
      const r = await read(`
Invoice 2025-0042                                12.03.2025
Mobile plan March                                ${EUR}20,00
Total                                            ${EUR}20,00

${line}
`);
      expect(r.company).toBe(brand);
    });
});

describe('a ticket that prints its price as a whole amount with its currency', () => {
  // The ČD reservation shape above with its VAT line ("Cena 90 CZK" over "DPH 12 % 9,64 CZK"):
  // read exactly from a text layer, "90 CZK" is a price even without cents, so the VAT line's
  // amount is not the only price on the page.
  it('Czech: the whole price, not the VAT amount under it', async () => {
    const r = await read(`
Rezervace (misto)                                   Kod dokladu: 7QP3W2

Brno hl.n. -> Zlín střed                            22.06.2025
Cena                                                 90 CZK
DPH 12 %                                             9,64 CZK

Dopravce: Valasska Draha, a.s., Nadrazni 3, 760 01 Zlín
`);
    expect(r).toMatchObject({ company: 'Valasska Draha', total_price: 90, currency: 'CZK' });
  });

  it('English: "Price 45 USD" over its tax line', async () => {
    const r = await read(`
Harbor Ferry Ticket                                 12.05.2025
Price                                                 45 USD
Tax 8 %                                             3,33 USD
Operator: Gullwing Ferries Inc.
`);
    expect(r).toMatchObject({ company: 'Gullwing Ferries', total_price: 45 });
  });

  it('a sum row under the ticket title is never the seller ("Total 45 EUR")', async () => {
    const r = await read(`
Bergbahn Ticket                                     12.05.2025
Total                                                 45 EUR
incl. MwSt 7 %                                      2,94 EUR
`);
    expect(r.total_price).toBe(45);
    expect(r.company ?? '').not.toMatch(/total/i);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { makePdf, type PdfText } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * A `pdftotext -layout`-like text as an A4 PDF, its columns where they stand in the text; a line
 * opened with "^" is set large (18 pt), one opened with "_" small (6 pt), as a copy stamp, a
 * letter's return line or a footer's legal line is.
 */
function layout(text: string): Uint8Array {
  const lines = text.replace(/^\n/, '').split('\n');
  const charWidth = Math.min(5.2, 540 / Math.max(...lines.map((l) => l.trimEnd().length), 1));
  const texts: PdfText[] = [];
  let y = 30;
  for (const raw of lines) {
    const mark = raw[0] === '^' || raw[0] === '_' ? raw[0] : '';
    const size = mark === '^' ? 18 : mark === '_' ? 6 : 9;
    const line = mark ? ` ${raw.slice(1)}` : raw;
    for (const m of line.matchAll(/\S+(?: \S+)*/g))
      texts.push({ text: m[0], x: 30 + (m.index ?? 0) * charWidth, y, size });
    y += size > 9 ? 22 : size < 9 ? 8 : 11;
  }
  return makePdf([{ texts }], { width: 595, height: 842 });
}

const read = (text: string) => extractReceipt(layout(text));

describe('PDF invoices: copy markers printed as the first or largest line name no seller', () => {
  it.each([
    ['ORIGINAL', 'Fjord Outdoor Supply'],
    ['CUSTOMER COPY', 'Blue Heron Bicycles'],
    ['MERCHANT COPY', 'Lakeside Diner'],
    ['Copie client', 'Atelier Lumiere'],
    ['Duplikat', 'Baeckerei Kornblume'],
    ['Original for recipient', 'Sundaram Weaving'],
  ])('a page headed "%s" in large type is sold by %s', async (marker, seller) => {
    const r = await read(`
^${marker}

${seller}
77 Harbour Lane
Halifax NS B3H 1A1

Invoice 3391                                          Date: 2026-02-14

Description                                   Qty      Amount
Down jacket                                     1      289.00
Wool socks                                      3       45.00

                                              Total            334.00
`);
    expect(r).toMatchObject({ company: seller, date: '2026-02-14', total_price: 334 });
  });

  it('"Customer copy" over the seller\'s block does not make it the buyer\'s', async () => {
    const r = await read(`
Customer copy

Greenleaf Garden Centre                                    Tax invoice 55120
Old Mill Road, Hamilton 3204                               Date: 11/04/2026

Description                                   Qty      Amount
Potting mix 40L                                3        44.97
Lemon tree                                     1        39.00

                                              Total incl GST       83.97
`);
    expect(r).toMatchObject({ company: 'Greenleaf Garden Centre', date: '2026-04-11', total_price: 83.97 });
  });

  it('counter-example: a shop named with a copy word ("Copy Corner") is still the seller', async () => {
    const r = await read(`
^Copy Corner
12 Print Street
Leeds LS1 4AB

Invoice 2291                                          Date: 12/09/2026

Description                                   Qty      Amount
Flyers A5                                     500       60.00

                                              Total             60.00
`);
    expect(r).toMatchObject({ company: 'Copy Corner', total_price: 60 });
  });

  it('counter-example: a "Customer:" block is still the buyer\'s, and "Merchant:" still names the seller', async () => {
    const r = await read(`
Merchant: Lakeside Diner                              Customer:
410 Shore Drive                                       Evan Porter
Madison, WI 53703                                     22 Elm Grove

Receipt 10442                                         Date: 07/04/2026

Item                                          Qty      Amount
Pancake stack                                   2       17.00

                                              Total             17.00
`);
    expect(r).toMatchObject({ company: 'Lakeside Diner', total_price: 17 });
  });
});

describe('PDF invoices: titles of papers other than an invoice name no seller', () => {
  it.each([
    ['Credit memo', 'Oakhill Hardware'],
    ['Debit note', 'Oakhill Hardware'],
    ['Estimate', 'Oakhill Hardware'],
    ['Sales order', 'Oakhill Hardware'],
    ['Statement of account', 'Copperfield Supplies'],
    ['Remittance advice', 'Copperfield Supplies'],
    ['Refund receipt', 'Copperfield Supplies'],
    ['Cash sale', 'Copperfield Supplies'],
    ['Kostenvoranschlag', 'Holzbau Kranich'],
    ['Bestelbon', 'Tuinhuis Vermeer'],
    ['Nota de credito', 'Papeleria Soler'],
    ['Nota fiscal', 'Oficina Paulista'],
    ['Fattura', 'Ceramiche Belli'],
    ['Ricevuta fiscale', 'Ceramiche Belli'],
    ['Nota di credito', 'Ceramiche Belli'],
    ['Documento di trasporto', 'Ceramiche Belli'],
    ['Faktura VAT', 'Stolarnia Nowak'],
  ])('a page titled "%s" in large type is sold by %s', async (title, seller) => {
    const r = await read(`
^${title}

${seller}
12 Example Road                                            No. 2026-0311
Springfield 4410                                           Date: 04/03/2026

Description                                   Qty      Amount
Widget A                                        2       40.00
Widget B                                        1       12.50

                                              Total             52.50
`);
    expect(r).toMatchObject({ company: seller, total_price: 52.5 });
  });

  it('counter-example: a restaurant whose name opens with a title word ("Fattura Bella Trattoria") is still the seller', async () => {
    const r = await read(`
^Fattura Bella Trattoria
Via Roma 4
50123 Firenze

Ricevuta 88                                           Data: 04/03/2026

Descrizione                                   Qta      Importo
Pizza margherita                                2       16,00

                                              Totale            16,00 EUR
`);
    expect(r).toMatchObject({ company: 'Fattura Bella Trattoria', total_price: 16 });
  });
});

describe('PDF invoices: a logo for a letterhead, the seller named beside its tax or company number', () => {
  it.each([
    [
      'a German sole trader\'s "Steuernummer"',
      'Ostwind Kurierdienst · Inh. Lea Ostwind · Steuernummer 13/123/45678',
      'Ostwind Kurierdienst',
    ],
    ['"St.-Nr."', 'Ostwind Kurierdienst | St.-Nr. 13/123/45678 | Sparkasse Kiel', 'Ostwind Kurierdienst'],
    [
      'an Austrian "UID ATU…"',
      'Bergblick Tischlerei · UID ATU12345678 · Landesgericht Innsbruck',
      'Bergblick Tischlerei',
    ],
    ['a Swiss "UID CHE-…"', 'Seeblick Reinigung · UID CHE-123.456.789 MWST', 'Seeblick Reinigung'],
    [
      'an Italian "P.IVA"',
      'Ceramiche Belli · P.IVA 01234567890 · Via Roma 4, 50123 Firenze',
      'Ceramiche Belli',
    ],
    [
      'a Belgian "Ondernemingsnummer"',
      'Bakkerij Peeters - Ondernemingsnummer 0123.456.789 - RPR Antwerpen',
      'Bakkerij Peeters',
    ],
    ['an Indian GSTIN', 'Lotus Handlooms · GSTIN 33AABCL1234F1Z5', 'Lotus Handlooms'],
    ['a New Zealand "GST No"', 'Kiwi Pool Care · GST No 123-456-789', 'Kiwi Pool Care'],
    ['a Canadian "GST/HST #"', 'Maple Leaf Movers · GST/HST # 123456789 RT0001', 'Maple Leaf Movers'],
    [
      'a British "Company registration number"',
      'Hawthorn Gardens · Company registration number 01234567',
      'Hawthorn Gardens',
    ],
    ['a Danish CVR', 'Havnens Cykler · CVR 12345678', 'Havnens Cykler'],
    ['a Polish NIP', 'Stolarnia Nowak · NIP 123-456-78-90 · REGON 123456789', 'Stolarnia Nowak'],
    ['a French SIREN', 'Atelier Morel - SIREN 812 345 678 - APE 4332A', 'Atelier Morel'],
    ['a US EIN', 'Maple Leaf Print · EIN 12-3456789', 'Maple Leaf Print'],
  ])('%s in the footer names the seller', async (_kind, footer, seller) => {
    const r = await read(`

Invoice 2026-4411                                          Date: 11/04/2026

Description                                   Qty      Amount
Courier run zone 2                               3        45.00

                                              Total               45.00

_${footer}
`);
    expect(r).toMatchObject({ company: seller, date: '2026-04-11', total_price: 45 });
  });

  it("counter-example: the buyer's own tax number under its name keeps it the buyer, the seller's under the letterhead does not", async () => {
    const r = await read(`
^Sundaram Weaving
45 Mill Road, Coimbatore 641001                            Invoice No: ST/26/1182
GSTIN: 33AABCS1234F1Z5                                     Date: 21-07-2026

Kaveri Garments
12 Market Street, Erode 638001
Customer GSTIN: 33AABCK9876F1Z2

Description                      HSN      Qty     Rate       Amount
Cotton fabric                    5208     100     120.00    12000.00

                                          Total                   12600.00
`);
    expect(r).toMatchObject({ company: 'Sundaram Weaving', total_price: 12600 });
  });

  it('counter-example: a "Steuernummer des Kunden" under the buyer\'s name does not name the seller', async () => {
    const r = await read(`

Rechnung Nr. 4471                                          Datum: 05.03.2026

Praxis Weber
Gartenstraße 5, 70173 Stuttgart
Steuernummer des Kunden: 99/815/08150

Leistung                                      Menge      Betrag
Innenanstrich                                    1       640,00

                                              Gesamtbetrag           640,00 EUR

_Malerbetrieb Sonnleitner · Steuernummer 132/456/78901 · Kleinunternehmer
`);
    expect(r).toMatchObject({ company: 'Malerbetrieb Sonnleitner', total_price: 640 });
  });
  it("counter-example: a sentence or a date label over the tax number is not the seller's name", async () => {
    const r = await read(`
                                                           Kulturbühne Nord
                                                           Musterweg 3
                                                           1040 Wien, AT

Rechnung Nr. 40213                                         18.10.2025

Menge     Beschreibung                                     Preis
2         Lesung im Keller                                 53,10

                                              Gesamtsumme brutto     60,00 EUR

Leistungsdatum ist gleich dem Rechnungsdatum
UID: ATU12345678
`);
    expect(r).toMatchObject({ company: 'Kulturbühne Nord', total_price: 60 });
  });
});

describe('PDF invoices: a column heading over the items names no seller', () => {
  it('"Description" over "Courier run zone 2" is a column, not a name over its street', async () => {
    const r = await read(`

Invoice 2026-4411                                          Date: 11/04/2026

Description                                   Qty      Amount
Courier run zone 2                               3        45.00

                                              Total               45.00
`);
    expect(r.company).not.toBe('Description');
  });

  it('counter-example: a name over its street heads the address block at the top', async () => {
    const r = await read(`
Harbour Couriers                                           Invoice 2026-4411
Dock Road 2                                                Date: 11/04/2026

Description                                   Qty      Amount
Courier run zone 2                               3        45.00

                                              Total               45.00
`);
    expect(r.company).toBe('Harbour Couriers');
  });
});

describe('PDF invoices: a company over an attention line is the addressee', () => {
  it.each([
    [
      't.a.v. Administratie',
      'De Bakkerij B.V.',
      'Klompmaker Installatie B.V. | KvK 12345678 | BTW NL001234567B01',
    ],
    [
      'z. Hd. Frau Krüger',
      'Hausverwaltung Krüger GmbH',
      'Schlosserei Brandt GmbH · Amtsgericht Kassel HRB 1234',
    ],
    [
      'Attn: Accounts Payable',
      'Northgate Dental Ltd',
      'Thornbury Signs Ltd. Registered in England and Wales No. 01234567',
    ],
    [
      "À l'attention de M. Roux",
      'Hôtel des Voyageurs SARL',
      'Plomberie Garnier SARL - SIRET 812 345 678 00014',
    ],
  ])('"%s" under %s: the seller is the footer\'s', async (attention, buyer, footer) => {
    const r = await read(`

Invoice no: 2026-0507                                      ${buyer}
Date: 07/05/2026                                           ${attention}
                                                           Stationsweg 3
                                                           9711 AA Groningen

Description                                   Qty      Amount
Boiler service                                   1       95.00

                                              Total               114.95


_${footer}
`);
    expect(r.company).toBe(footer.split(/ (?:B\.V\.|GmbH|Ltd\.|SARL)/)[0]);
    expect(r.total_price).toBe(114.95);
  });

  it('counter-example: a seller whose name begins with "Tav" is not an attention line\'s addressee', async () => {
    const r = await read(`
Tavola Calda Rossi S.r.l.                                  Fattura 2026/31
Via Roma 4                                                 Data: 07/05/2026
50123 Firenze

Descrizione                                   Qta      Importo
Pranzo di lavoro                                 4       80,00

                                              Totale              80,00 EUR
`);
    expect(r.company).toBe('Tavola Calda Rossi');
  });
});

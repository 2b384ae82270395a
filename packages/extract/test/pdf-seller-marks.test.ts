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

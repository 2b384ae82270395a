import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { makePdf, type PdfText } from './support/minimal-pdf';

afterAll(closeExtractor);

/** A4 pages, as invoices are printed. */
const A4 = { width: 595, height: 842 };

/** A page from lines of [text, x, y, size?]. */
function page(lines: Array<[string, number, number, number?]>): { texts: PdfText[] } {
  return { texts: lines.map(([text, x, y, size]) => ({ text, x, y, ...(size ? { size } : {}) })) };
}

describe('PDF invoices: seller, invoice date and amount charged', () => {
  it('multi-page German invoice: seller from the letterhead, Rechnungsdatum over the due date, Gesamt in comma decimals', async () => {
    const pdf = makePdf(
      [
        page([
          ['Rechnung', 40, 40, 22],
          ['Nordlicht Veranstaltungstechnik GmbH', 40, 80, 12],
          ['Hafenstrasse 12, 20457 Hamburg', 40, 96],
          ['Kunde:', 330, 80],
          ['Meyer Events GmbH', 330, 96],
          ['Ringweg 3, 04109 Leipzig', 330, 110],
          ['Rechnungsnummer', 40, 150],
          ['Rechnungsdatum', 200, 150],
          ['Faellig bis', 360, 150],
          ['RE-2025-118', 40, 164],
          ['27.11.2025', 200, 164],
          ['11.12.2025', 360, 164],
          ['Beschreibung Menge Preis Betrag', 40, 200],
          ['Lautsprecher Miete', 40, 220],
          ['2.200,00', 470, 220],
        ]),
        page([
          ['Lichtanlage Miete', 40, 40],
          ['1.921,80', 470, 40],
          ['Netto', 40, 80],
          ['4.121,80', 470, 80],
          ['MwSt. 19 %', 40, 96],
          ['783,14', 470, 96],
          ['Gesamtbetrag inkl. MwSt.', 40, 116],
          ['4.904,94 EUR', 450, 116],
          [
            'Nordlicht Veranstaltungstechnik GmbH - Amtsgericht Hamburg HRB 123456 - USt-IdNr. DE123456789',
            40,
            760,
            7,
          ],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Nordlicht Veranstaltungstechnik',
      date: '2025-11-27',
      total_price: 4904.94,
      currency: 'EUR',
    });
    expect(r.parsingNotes).toMatch(/Merchant "Nordlicht Veranstaltungstechnik" from the legal name/);
    expect(r.parsingNotes).toMatch(/labelled "rechnungsdatum"/);
  });

  it('French invoice: the "De :" block is the seller and "Pour :" the buyer; a French month name; Total TTC', async () => {
    const pdf = makePdf(
      [
        page([
          ['Facture n 2022030201155', 312, 49, 14],
          ['Date : 2 mars 2022', 312, 92],
          ['De :', 42, 141],
          ['Pour :', 312, 141],
          ['Azur Domaines SAS', 42, 156],
          ['Boulangerie Martin SARL', 312, 156],
          ['12 rue des Lilas', 42, 171],
          ['40 rue Chef-de-Baie', 312, 171],
          ['Produit Description Taxes Prix', 43, 287],
          ['site1.fr Renouvellement 1 an 20% 12,00 EUR', 43, 330],
          ['Total HT 46,68 EUR', 300, 400],
          ['TVA 9,34 EUR', 300, 415],
          ['Total TTC 56,02 EUR', 300, 430],
        ]),
      ],
      A4,
    );
    expect(await extractReceipt(pdf)).toMatchObject({
      company: 'Azur Domaines',
      date: '2022-03-02',
      total_price: 56.02,
      currency: 'EUR',
    });
  });

  it('Dutch invoice: Factuurdatum, not the service period, and Totaal; never the title "Factuur"', async () => {
    const pdf = makePdf(
      [
        page([
          ['Factuur', 40, 40, 24],
          ['Factuurdatum: 14 januari 2026', 40, 90],
          ['Periode: 01-01-2026 tot 31-01-2026', 40, 104],
          ['Vervaldatum: 28 januari 2026', 40, 118],
          ['Omschrijving Aantal Prijs Bedrag', 40, 160],
          ['Hosting pakket 1 20,00', 40, 176],
          ['BTW 21% 4,20', 40, 192],
          ['Totaal 24,20 EUR', 40, 208],
          ['Polderweb B.V. - KvK 12345678 - BTW NL001234567B01 - www.polderweb.nl', 40, 780, 7],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({ company: 'Polderweb', date: '2026-01-14', total_price: 24.2, currency: 'EUR' });
    expect(r.company).not.toBe('Factuur');
  });

  it('utility bill: the seller its own web address spells, the amount withdrawn, the bill date over the reading dates', async () => {
    const pdf = makePdf(
      [
        page([
          ['Finance and Corporate Services', 93, 29],
          ['Website: www.riverbendutilities.ca', 92, 43],
          ['UTILITY BILL', 49, 93, 12],
          ['Pre-authorized Withdrawal: 131.02', 320, 93],
          ['Issue Date: Nov 16 2018', 320, 104],
          ['SMITH, JANE', 49, 125],
          ['12 MAPLE ST', 49, 135],
          ['Previous Actual Reading Oct 12 2018', 116, 295],
          ['Actual Reading Nov 13 2018', 116, 304],
          ['Total Consumption 220 m3', 116, 315],
          ['Total Gas & Water Charges 117.29', 116, 340],
          ['Total Stormwater Charges 13.73', 116, 352],
          ['Supplier: RIVERBEND UTILITIES', 25, 500],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'RIVERBEND UTILITIES',
      date: '2018-11-16',
      total_price: 131.02,
    });
    expect(r.parsingNotes).toMatch(/amount charged/);
  });

  it('receipt printed from a web mail: the print stamp on every page is not the date; Swiss apostrophes', async () => {
    const stamp: [string, number, number, number?] = ['2/10/26, 11:18 AM Mail - Your receipt', 24, 19, 8];
    const pdf = makePdf(
      [
        page([
          stamp,
          ['Alpenstrom AG', 40, 60, 16],
          ['Transaction date', 40, 120],
          ['10 January 2026', 40, 134],
          ["Total en CHF, inclus TVA 2'362.65", 40, 170],
        ]),
        page([stamp, ['Thank you', 40, 60]]),
      ],
      A4,
    );
    expect(await extractReceipt(pdf)).toMatchObject({
      company: 'Alpenstrom',
      date: '2026-01-10',
      total_price: 2362.65,
      currency: 'CHF',
    });
  });
});

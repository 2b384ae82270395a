import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { makePdf, type PdfText } from './support/minimal-pdf';

afterAll(closeExtractor);

/**
 * Invoices and receipts written for these tests in the layouts real ones take, from sellers that
 * are not in the dev set: they stand in for the PDFs the engine is scored on and has never seen.
 */
const A4 = { width: 595, height: 842 };
/** The euro sign in the test font's WinAnsi encoding. */
const EUR = '\x80';

function page(lines: Array<[string, number, number, number?]>): { texts: PdfText[] } {
  return { texts: lines.map(([text, x, y, size]) => ({ text, x, y, ...(size ? { size } : {}) })) };
}

describe('seller block, buyer block and invoice date wherever a layout puts them', () => {
  it('English, two pages: buyer block first on the left, seller block top-right, total with the code after it', async () => {
    const pdf = makePdf(
      [
        page([
          ['INVOICE', 40, 40, 24],
          ['Brightline Analytics Ltd', 360, 40, 11],
          ['22 Wharf Road', 360, 54],
          ['London N1 7GR', 360, 66],
          ['VAT No. GB 123 4567 89', 360, 78],
          ['Bill To:', 40, 110],
          ['Greenfield Dental LLC', 40, 124],
          ['400 Oak Avenue', 40, 136],
          ['Portland, OR 97205', 40, 148],
          ['Invoice Number: BA-2025-031', 360, 110],
          ['Invoice Date: 14 Feb 2025', 360, 124],
          ['Due Date: 16 Mar 2025', 360, 136],
          ['Description', 40, 200],
          ['Qty', 330, 200],
          ['Amount', 480, 200],
          ['Data pipeline audit', 40, 220],
          ['1', 330, 220],
          ['900.00', 480, 220],
        ]),
        page([
          ['Dashboard build', 40, 40],
          ['1', 330, 40],
          ['300.00', 480, 40],
          ['Subtotal', 330, 80],
          ['1,200.00', 480, 80],
          ['VAT 20%', 330, 94],
          ['240.00', 480, 94],
          ['Total', 330, 110],
          ['1,440.00 GBP', 470, 110],
          ['Brightline Analytics Ltd - Registered in England and Wales No. 01234567', 40, 800, 7],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Brightline Analytics',
      date: '2025-02-14',
      total_price: 1440,
      currency: 'GBP',
    });
    expect(r.company).not.toMatch(/Greenfield/);
  });

  it('Swedish: letterhead top-left without a legal form, the legal name only in the footer, "Att betala" in kronor', async () => {
    const pdf = makePdf(
      [
        page([
          ['Fjällbacka Snickeri', 40, 40, 18],
          ['Hamngatan 3, 457 40 Fjällbacka', 40, 62],
          ['Faktura', 400, 40, 18],
          ['Fakturanummer 2025-117', 360, 80],
          ['Fakturadatum 2025-03-03', 360, 94],
          ['Förfallodatum 2025-04-02', 360, 108],
          ['Kund:', 40, 110],
          ['Bohus Bygg AB', 40, 124],
          ['Storgatan 8, 451 30 Uddevalla', 40, 138],
          ['Beskrivning Antal Pris Belopp', 40, 200],
          ['Platsbyggd bokhylla 1 1000,00 1000,00', 40, 218],
          ['Summa exkl. moms 1000,00', 330, 260],
          ['Moms 25% 250,00', 330, 274],
          ['Att betala 1 250,00 kr', 330, 290],
          [
            'Fjällbacka Snickeri AB - Org.nr 556677-8899 - Momsreg.nr SE556677889901 - Godkänd för F-skatt',
            40,
            800,
            7,
          ],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Fjällbacka Snickeri',
      date: '2025-03-03',
      total_price: 1250,
      currency: 'SEK',
    });
  });

  it('Spanish: "Fecha de factura" over "Fecha de vencimiento", "Total factura" with the euro after, the client block beside the seller', async () => {
    const pdf = makePdf(
      [
        page([
          ['Talleres Ibarra S.L.', 40, 40, 14],
          ['CIF B12345678', 40, 58],
          ['Calle Mayor 14, 48001 Bilbao', 40, 70],
          ['Cliente:', 330, 40],
          ['Construcciones Arrieta S.A.', 330, 54],
          ['Avenida Sabino Arana 2, Bilbao', 330, 66],
          ['FACTURA', 40, 120, 20],
          ['Número de factura: F-2025-0042', 40, 150],
          ['Fecha de factura: 15/01/2025', 40, 164],
          ['Fecha de vencimiento: 14/02/2025', 40, 178],
          ['Descripción Cantidad Precio Importe', 40, 220],
          ['Reparación bomba hidráulica 1 200,00 200,00', 40, 236],
          ['Base imponible 200,00', 330, 280],
          ['IVA 21% 42,00', 330, 294],
          [`Total factura 242,00 ${EUR}`, 330, 310],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Talleres Ibarra',
      date: '2025-01-15',
      total_price: 242,
      currency: 'EUR',
    });
    expect(r.company).not.toMatch(/Arrieta|Factura/i);
  });

  it('French: "Date d\'échéance" is not the invoice date; "Total TTC" with a space before thousands; the SIRET footer', async () => {
    const pdf = makePdf(
      [
        page([
          ['Atelier Bleu Marine', 40, 40, 20],
          ['Facture', 420, 40, 20],
          ['Facture N° 2025-014', 400, 70],
          ["Date d'échéance : 05/03/2025", 400, 84],
          ['Date de facture : 05/02/2025', 400, 98],
          ['Facturé à :', 40, 120],
          ['Librairie Papier SARL', 40, 134],
          ['8 rue Nationale, 44000 Nantes', 40, 148],
          ['Désignation Quantité Prix unitaire Montant', 40, 200],
          ['Réfection voilerie 1 900,00 900,00', 40, 216],
          ['Total HT 900,00', 380, 260],
          ['TVA 20 % 180,00', 380, 274],
          [`Total TTC 1 080,00 ${EUR}`, 380, 290],
          [
            'Atelier Bleu Marine SARL au capital de 5 000 € - SIRET 123 456 789 00012 - TVA FR12123456789',
            40,
            800,
            7,
          ],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Atelier Bleu Marine',
      date: '2025-02-05',
      total_price: 1080,
      currency: 'EUR',
    });
  });

  it('Dutch receipt: seller top-right with its KvK line, buyer first, "Totaal incl. BTW" with the euro before', async () => {
    const pdf = makePdf(
      [
        page([
          ['Aan:', 40, 60],
          ['J. de Vries', 40, 74],
          ['Kerkstraat 12, 3511 LX Utrecht', 40, 88],
          ['Groenhuis Kwekerij', 380, 40, 14],
          ['Tuinweg 7, 2671 AA Naaldwijk', 380, 58],
          ['KvK 12345678', 380, 72],
          ['Kassabon', 40, 140, 16],
          ['Datum: 22-04-2025', 40, 170],
          ['Omschrijving Aantal Bedrag', 40, 200],
          ['Olijfboom in pot 1 49,95', 40, 216],
          ['Potgrond 40 L 2 10,55', 40, 230],
          [`Totaal incl. BTW ${EUR} 60,50`, 330, 270],
          [`waarvan BTW 9% ${EUR} 5,00`, 330, 284],
          ['Betaald met PIN', 330, 298],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Groenhuis Kwekerij',
      date: '2025-04-22',
      total_price: 60.5,
      currency: 'EUR',
    });
  });

  it('German, VAT line only in the footer: "Rechnungsbetrag inkl. MwSt.", the service period is not the date', async () => {
    const pdf = makePdf(
      [
        page([
          ['Rechnung', 40, 40, 22],
          ['Max Mustermann', 40, 90],
          ['Lindenweg 5', 40, 104],
          ['80331 München', 40, 118],
          ['Rechnungsnr.: 2025-0815', 360, 90],
          ['Datum: 31.01.2025', 360, 104],
          ['Leistungszeitraum: 01.01.2025 - 31.01.2025', 360, 118],
          ['Pos. Beschreibung Menge Einzelpreis Gesamt', 40, 180],
          ['1 Webhosting Business 1 16,80 16,80', 40, 196],
          ['Nettobetrag 16,80', 360, 240],
          ['zzgl. 19% MwSt. 3,19', 360, 254],
          [`Rechnungsbetrag inkl. MwSt. 19,99 ${EUR}`, 360, 268],
          [
            'Hostwerk Süd GmbH · Amtsgericht München HRB 987654 · USt-IdNr. DE987654321 · www.hostwerk-sued.de',
            40,
            800,
            7,
          ],
        ]),
      ],
      A4,
    );
    const r = await extractReceipt(pdf);
    expect(r).toMatchObject({
      company: 'Hostwerk Süd',
      date: '2025-01-31',
      total_price: 19.99,
      currency: 'EUR',
    });
    expect(r.company).not.toMatch(/Mustermann|Rechnung/);
  });
});

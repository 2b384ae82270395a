import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { EUR, layoutPdf } from './support/layout-pdf';
import { describePublicPdfFixtures, type PublicPdfCase } from './support/public-pdf-fixtures';

afterAll(closeExtractor);

/**
 * Round eight: bills and receipts of kinds the earlier rounds lack (a Finnish invoice with its
 * net, VAT and gross columns summed in one row, an Italian invoice printed by an accounting
 * program, a fuel station's customer receipt, a rail operator's monthly business invoice, a
 * Spanish telecom bill), kept in fixtures/public-pdf-8/ with their sources in its README. The
 * family tests of the rules they called for are in round-eight-families.test.ts.
 */

// The euro sign at its WinAnsi code, as a real invoice's font prints it.
const read = (name: string) =>
  extractReceipt(
    layoutPdf(readFileSync(join(__dirname, 'fixtures/public-pdf-8', name), 'utf8').replaceAll('€', EUR), {
      extendedLatin: true,
    }),
  );

const cases: PublicPdfCase[] = [
  [
    'a Finnish invoice: "Laskuttaja" over the seller, "Päiväys", a "YHTEENSÄ" row of net, VAT and gross sums',
    'fi-lasku-painotuote.txt',
    {
      company: /^Painotuote Digitaalinen Voima(?: Oy)?$/,
      date: '2016-05-20',
      total_price: 7068,
      currency: 'EUR',
    },
  ],
  [
    'an Italian invoice printed by an accounting program: "Da" / "Fattura a" frames, "Totale (inclusa IVA)"',
    'it-dolibarr-fattura.txt',
    { company: /^Officina Grafica Lanterna/, date: '2025-03-14', total_price: 699.06, currency: 'EUR' },
  ],
  [
    'a fuel station\'s customer receipt: the brand over its operating company, "Pomp 4", litres at a price per litre, "TOTAAL"',
    'nl-tankstation-klantenbon.txt',
    // The station's brand heads the receipt over the oil company that runs it; either is the seller.
    { company: /^(?:Tango|Kuwait Petroleum)/, date: '2025-03-14', total_price: 76.42, currency: 'EUR' },
  ],
  [
    'a rail operator\'s monthly business invoice: "Factuurdatum 14 maart 2025", travel on credit, "Totaalbedrag"',
    'nl-ns-factuur-zakelijk.txt',
    { company: /^NS(?: Reizigers)?\b/, date: '2025-03-14', total_price: 200.3, currency: 'EUR' },
  ],
  [
    'a Spanish telecom bill: the brand over "PEPEMOBILE S.L.", "Fecha de emisión", "Total factura"',
    'es-telefonia-factura.txt',
    { company: /^(?:pepephone|PEPEMOBILE)/i, date: '2025-03-01', total_price: 46.2, currency: 'EUR' },
  ],
];

describePublicPdfFixtures('real public bills and receipts rebuilt as PDFs (round eight)', cases, read);

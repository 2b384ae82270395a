import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { EUR, layoutPdf } from './support/layout-pdf';
import { describePublicPdfFixtures, type PublicPdfCase } from './support/public-pdf-fixtures';

afterAll(closeExtractor);

/**
 * Round nine: invoices and receipts of kinds the earlier rounds lack (a Hungarian, a Romanian and a
 * Slovak invoice as an invoicing program prints them, a Norwegian invoice laid out as a guide to Norway's
 * invoice rules sets it out, a Mexican electronic invoice's printout, a
 * subscription receipt as a billing library prints it), kept in fixtures/public-pdf-9/ with their
 * sources in its README. The family tests of the rules they called for are in
 * round-nine-families.test.ts.
 */

// The euro sign at its WinAnsi code, as a real invoice's font prints it.
const read = (name: string) =>
  extractReceipt(
    layoutPdf(readFileSync(join(__dirname, 'fixtures/public-pdf-9', name), 'utf8').replaceAll('€', EUR), {
      extendedLatin: true,
    }),
  );

const cases: PublicPdfCase[] = [
  [
    'a Hungarian invoice: "Szállító" / "Vevő" frames, "Kiállítás dátuma 2025.03.14.", "Végösszeg 90 170 Ft"',
    'hu-szamla-szallito.txt',
    { company: /^Kertész és Társa(?: Kft\.?)?$/, date: '2025-03-14', total_price: 90170, currency: 'HUF' },
  ],
  [
    'a Romanian invoice: "Furnizor" / "Beneficiar" frames, "Data emiterii", "Sumă totală 773,50 lei"',
    'ro-factura-furnizor.txt',
    { company: /^Tipografia Someș SRL$/, date: '2025-03-14', total_price: 773.5, currency: 'RON' },
  ],
  [
    'a Slovak invoice: "Dodávateľ" / "Odberateľ" frames, "Dátum vystavenia", "Suma celkom"',
    'sk-faktura-dodavatel.txt',
    { company: /^Účtovníctvo Jana Horváthová$/, date: '2025-03-14', total_price: 231, currency: 'EUR' },
  ],
  [
    'a Mexican electronic invoice (CFDI) printout: "Emisor" / "Receptor" frames with "Nombre", "Fecha" as an ISO timestamp, "Total"',
    'mx-cfdi-factura.txt',
    { company: /^FABRICA DE JABON LA CORONA/, date: '2017-08-18', total_price: 688.14, currency: 'MXN' },
  ],
  [
    'a subscription receipt as a billing library prints it: "Receipt", "Date: Mar 14, 2025", a subscription period, "Total"',
    'en-cashier-receipt.txt',
    { company: /^Northwind Forms(?:, Inc\.)?$/, date: '2025-03-14', total_price: 73.77, currency: 'USD' },
  ],
  [
    'a Norwegian invoice: the seller top left with "Org.nr. … MVA", "Fakturadato", "Totalbeløp kr 6 562,50", "Forfallsdato" below',
    'no-faktura-fakturamal.txt',
    { company: /^Fjordlys Rørlegger(?: AS)?$/, date: '2025-03-14', total_price: 6562.5, currency: 'NOK' },
  ],
];

describePublicPdfFixtures('real public invoices and receipts rebuilt as PDFs (round nine)', cases, read);

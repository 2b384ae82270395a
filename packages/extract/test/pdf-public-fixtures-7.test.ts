import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { EUR, layoutPdf } from './support/layout-pdf';
import { describePublicPdfFixtures, type PublicPdfCase } from './support/public-pdf-fixtures';

afterAll(closeExtractor);

/**
 * Round seven: SaaS and hosting invoices printed by one billing program in Turkish, Portuguese and
 * Dutch (its own translations of every label), and a ride-hailing company's monthly invoice, kept in fixtures/public-pdf-7/ with their sources
 * in its README. The billing program's end with the payments applied and a zero balance under the total. The family
 * tests of the rules they called for are in round-seven-families.test.ts.
 */

// The euro sign at its WinAnsi code, as a real invoice's font prints it.
const read = (name: string) =>
  extractReceipt(
    layoutPdf(readFileSync(join(__dirname, 'fixtures/public-pdf-7', name), 'utf8').replaceAll('€', EUR), {
      extendedLatin: true,
    }),
  );

const cases: PublicPdfCase[] = [
  [
    'a Turkish hosting invoice: "Ara Toplam", "KDV (20%)", "Toplam", then "Ödemeler" and "Denge 0,00 TRY"',
    'tr-fatura-hosting-denge.txt',
    { company: /^Bulutkent Barındırma/, date: '2025-03-03', total_price: 900, currency: 'TRY' },
  ],
  [
    'a Portuguese VPS invoice: "Data da fatura", "IVA (23%)", "Total", then "Pagamentos" and "Equilíbrio €0,00 EUR"',
    'pt-factura-alojamento-equilibrio.txt',
    { company: /^Nuvem Lusa/, date: '2025-04-14', total_price: 55.97, currency: 'EUR' },
  ],
  [
    'a Dutch hosting invoice titled "INVOICE": "Factuurdatum", "BTW (21%)", "Totaal", then "Saldo €0,00 EUR"',
    'nl-factuur-hosting-saldo.txt',
    { company: /^Zeeland Servers/, date: '2025-04-01', total_price: 44.17, currency: 'EUR' },
  ],
  [
    'a ride-hailing monthly invoice: "Date de facture" beside "Période du … au …", every ride dated, "Total facturé"',
    'fr-vtc-facture-periode.txt',
    // The brand heads the page over its operating company's legal name; either is the seller.
    { company: /^(?:Chauffeur Priv[ée]|TRANSOPCO)/, date: '2025-04-01', total_price: 112.4, currency: 'EUR' },
  ],
];

describePublicPdfFixtures('real public invoices rebuilt as PDFs (round seven)', cases, read);

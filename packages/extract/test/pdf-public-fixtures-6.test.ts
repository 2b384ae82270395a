import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { closeExtractor, extractReceipt } from '../src/index';
import { layoutPdf } from './support/layout-pdf';
import { describePublicPdfFixtures, type PublicPdfCase } from './support/public-pdf-fixtures';

afterAll(closeExtractor);

/**
 * Round six: real receipts and bills of kinds and languages the earlier rounds lack (a Brazilian
 * consumer receipt, a Danish clinic's receipt, Polish telecom, shop and national e-invoice prints, Dutch parking
 * receipts and a parking statement), kept in fixtures/public-pdf-6/ with their sources in its
 * README, rebuilt as PDFs whose font prints Polish letters as a real invoice's does. The family
 * tests of the rules they called for are in round-six-families.test.ts.
 */

const read = (name: string) =>
  extractReceipt(
    layoutPdf(readFileSync(join(__dirname, 'fixtures/public-pdf-6', name), 'utf8'), { extendedLatin: true }),
  );

const cases: PublicPdfCase[] = [
  [
    'a Brazilian consumer receipt (NFC-e): a centred head over its CNPJ, "Valor a pagar R$" in reais, the tax office\'s site no seller',
    'br-nfce-supermercado.txt',
    { company: /Zaffari/i, date: '2015-12-22', total_price: 836.95, currency: 'BRL' },
  ],
  [
    'a Danish clinic\'s receipt: "Kvittering", "Beløb inkl. moms" and "Betalt" beside a CVR number',
    'dk-kvittering-fysioterapi.txt',
    { company: /^Fysioklinikken Nørrebro$/, date: '2025-03-14', total_price: 1525, currency: 'DKK' },
  ],
  [
    'a Polish telecom invoice: the seller "P4 Sp. z o.o.", its number "F/…/03/25" no date, "(ZŁ)" in the column headings',
    'pl-faktura-telekom.txt',
    { company: /^P4\b/, date: '2025-03-05', total_price: 54.98, currency: 'PLN' },
  ],
  [
    'a Polish shop-software invoice: "Razem do zapłaty: 4 674,00 PLN" grouped with a space',
    'pl-faktura-razem-do-zaplaty.txt',
    { company: /^Pracownia Stolarska Dębowy Kąt/, date: '2025-04-08', total_price: 4674, currency: 'PLN' },
  ],
  [
    'a Polish e-invoice print (KSeF): the seller after "Nazwa:", "Kwota należności ogółem" the amount due, the issue date before the delivery date',
    'pl-ksef-faktura.txt',
    { company: /^Biuro Rachunkowe Saldo/, date: '2025-03-14', total_price: 1168.5, currency: 'PLN' },
  ],
  [
    'a parking-garage receipt: "Betaald:" twice, the time and then the amount',
    'nl-parkeren-kwitantie.txt',
    { company: /^IP Parking/, date: '2025-03-12', total_price: 9.6, currency: 'EUR' },
  ],
  [
    'a monthly parking statement: "TOTAAL TE VOLDOEN" after the amounts without and with VAT',
    'nl-parkeren-maandfactuur.txt',
    { company: /^Parkmobile$/, date: '2025-03-03', total_price: 32.94, currency: 'EUR' },
  ],
];

describePublicPdfFixtures('real public receipts and invoices rebuilt as PDFs (round six)', cases, read);

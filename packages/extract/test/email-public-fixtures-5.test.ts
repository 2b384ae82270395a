import { afterAll } from 'vitest';
import { closeExtractor } from '../src/index';
import { describePublicMailFixtures, type PublicMailCase } from './support/mail-message';

afterAll(closeExtractor);

/**
 * A sixth round of receipt mails, in languages and kinds the earlier rounds lack: an Italian
 * shop's payment confirmation, a Polish made-to-order confirmation in running text, a Swedish
 * registration receipt, Norwegian, Danish and Finnish shop orders and a Turkish e-invoice. Each
 * fills a public mail template's layout with made-up values or keeps a public sample's text;
 * fixtures/public-mail-5/README.md names every source. The family tests of the rules they called
 * for are in round-six-families.test.ts.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'it-conferma-pagamento.eml',
    company: 'MoreSKU',
    date: '2025-03-18',
    total: 31.89,
    currency: 'EUR',
    items: [
      ['CARICATORE USB-C 65W', 1, 18.9],
      ['CAVO USB-C INTRECCIATO 2 M', 2, 9],
    ],
    family: 'Italian payment confirmation: "Subtotale Ordine", "Costi di Spedizione", "Totale Addebitato"',
  },
  {
    file: 'pl-potwierdzenie-razem-do-zaplaty.eml',
    company: 'EVAMATS',
    date: '2025-04-14',
    total: 294,
    currency: 'PLN',
    family:
      'Polish order confirmation in sentences: "Razem do zapłaty: 294 zł", then the sum left for cash on delivery',
  },
  {
    file: 'sv-kvitto-totalsumma.eml',
    company: 'MotioMera',
    date: '2025-02-11',
    total: 3745,
    currency: 'SEK',
    family: 'Swedish registration receipt: "Köpet genomfört:" and "Totalsumma: 3 745 kr inkl. moms"',
  },
  {
    file: 'no-ordrebekreftelse-sum-totalt.eml',
    company: 'Fjellsko Nettbutikk',
    date: '2025-03-06',
    total: 1976,
    currency: 'NOK',
    items: [
      ['TURSKO VIDDE GTX HERRE', 1, 1499],
      ['ULLSOKKER 2-PK', 2, 378],
    ],
    family:
      'Norwegian shop order in text columns: "Sum Totalt: kr 1 976,00"; the subject\'s "Ordre bekreftelse" is not the shop\'s name',
  },
  {
    file: 'da-ordrebekraeftelse-heraf-moms.eml',
    company: 'Krukkehuset',
    date: '2025-05-24',
    total: 1528,
    currency: 'DKK',
    items: [
      ['LUCIE ANTIQUE TERRACOTTA', 1, 479],
      ['OLIVENKRUKKE GRÅ', 1, 899],
    ],
    family: 'Danish order confirmation: "HERAF MOMS" is the VAT inside "TOTAL: 1.528 DKK"',
  },
  {
    file: 'fi-tilausvahvistus-yhteensa.eml',
    company: 'Kahvipaahtimo Pohjoistuuli',
    date: '2025-04-15',
    total: 36.6,
    currency: 'EUR',
    items: [
      ['TUMMA PAAHTO 500 G (KH-500)', 2, 25.8],
      ['SUODATINPAPERI 1X4, 80 KPL (SP-14)', 1, 3.9],
    ],
    family: 'Finnish shop order (Zen Cart): "Tilauspäivä: tiistai 15. huhtikuuta 2025", "Yhteensä: 36,60€"',
  },
  {
    file: 'tr-e-fatura-odenecek-tutar.eml',
    company: 'Ege Zeytin Gida',
    date: '2025-05-20',
    total: 9092.5,
    currency: 'TRY',
    family:
      'Turkish e-invoice text: "Ödenecek Tutar 9.092,50 TL" in lira; "Cad. No" in the address is a street, not Canadian dollars',
  },
];

describePublicMailFixtures('public receipt mails, round six', 'public-mail-5', CASES);

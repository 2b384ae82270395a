import { afterAll } from 'vitest';
import { closeExtractor } from '../src/index';
import { describePublicMailFixtures, type PublicMailCase } from './support/mail-message';

afterAll(closeExtractor);

/**
 * An eighth round of receipt mails, from shop and accounting programs the earlier rounds lack: an
 * Italian and a Polish shop's order confirmations as PrestaShop writes them, an English shop's
 * completed-order mail as WooCommerce writes it, and an accounting program's invoice and payment
 * receipt mails that name the amount and the seller in one sentence. Each fills a public mail
 * template with made-up values; fixtures/public-mail-7/README.md names every source. The family
 * tests of the rules they called for are in round-eight-families.test.ts.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'it-prestashop-conferma-ordine.eml',
    company: 'Erboristeria Il Melograno',
    date: '2025-03-14',
    total: 49.2,
    currency: 'EUR',
    family:
      'Italian shop order (PrestaShop): "Ordine: … eseguito il 14/03/2025", "Prodotti", "Spedizione", "Totale: 49,20 €"',
  },
  {
    file: 'pl-prestashop-potwierdzenie-zamowienia.eml',
    company: 'Pracownia Ceramiki Glinka',
    date: '2025-03-11',
    total: 124.99,
    currency: 'PLN',
    family:
      'Polish shop order (PrestaShop): "z dnia 11.03.2025", labels right-aligned before "Razem 124,99 zł"',
  },
  {
    file: 'woocommerce-completed-order-gbp.eml',
    company: 'Ashby Tea Merchants',
    date: '2025-03-12',
    total: 54.25,
    currency: 'GBP',
    items: [
      ['LOOSE LEAF ASSAM, 250 G', 2, 15.8],
      ['CAST IRON TEAPOT, 0.8 L', 1, 34.5],
    ],
    family:
      'shop order completed (WooCommerce plain text): "[ORDER #2087] (MARCH 12, 2025)" in capitals, "name X 2 = £15.80", "Total:\\t £54.25"',
  },
  {
    file: 'odoo-invoice-sending-usd.eml',
    company: 'Bluefin Web Studio',
    date: '2025-03-10',
    total: 4312.5,
    currency: 'USD',
    family:
      'accounting program\'s invoice mail: "Here is your invoice … amounting in $ 4,312.50 from <seller>." sent from a salesperson\'s address',
  },
  {
    file: 'odoo-payment-receipt-eur.eml',
    company: 'Atelier Lumen SARL',
    date: '2025-03-12',
    total: 860,
    currency: 'EUR',
    family:
      'accounting program\'s payment receipt mail: "Here is your payment receipt … amounting to 860,00 € from <seller>."',
  },
];

describePublicMailFixtures('real public receipt mails (round eight)', 'public-mail-7', CASES);

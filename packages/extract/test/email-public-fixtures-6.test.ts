import { afterAll } from 'vitest';
import { closeExtractor } from '../src/index';
import { describePublicMailFixtures, type PublicMailCase } from './support/mail-message';

afterAll(closeExtractor);

/**
 * A seventh round of receipt mails, in languages and shapes the earlier rounds lack: a Korean
 * shop's order mail whose amounts stand in a row under a row of labels, a Dutch sports platform's
 * purchase confirmation that names the selling club under "Verkoper:", a Greek shop's
 * order mail, a food-delivery platform's receipt built of one-line cells, and a Brazilian shop's
 * order mail. Each fills a public mail template's layout with made-up values;
 * fixtures/public-mail-6/README.md names every source. The family tests of the rules they called
 * for are in round-seven-families.test.ts.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'ko-jumun-chong-gyeoljegeumaek.eml',
    company: '크리샤',
    date: '2025-03-13',
    total: 68500,
    currency: 'KRW',
    family: 'Korean order mail: "주문금액 / 배송비 / 총 결제금액" over a row of amounts in 원',
  },
  {
    file: 'nl-aankoop-verkoper-vereniging.eml',
    company: 'Handboogvereniging De Gouden Pijl',
    date: '2025-03-15',
    total: 23.75,
    currency: 'EUR',
    family: 'Dutch platform purchase: the club under "Verkoper:" sold it, the platform only sent the mail',
  },
  {
    file: 'el-paraggelia-synolo.eml',
    company: 'Βρεφικά Είδη Λιλή',
    date: '2025-03-10',
    total: 60.2,
    currency: 'EUR',
    family: 'Greek shop order (osCommerce): "ΜΕΡΙΚΟ ΣΥΝΟΛΟ", "Αποστολή", "Σύνολο: 60,20€"',
  },
  {
    file: 'food-delivery-grubby-hold.eml',
    company: 'Grubby',
    date: '2025-03-21',
    total: 38.62,
    currency: 'USD',
    items: [
      ['GARLIC KNOTS (6)', 1, 7.5],
      ['MARGHERITA SLICE', 2, 9],
      ['PEPPERONI PIE, 14"', 1, 13.5],
    ],
    family:
      'food-delivery receipt: "Total" first, then each item with its count in a cell of its own, the fees, the card line and a "temporary hold" sentence',
  },
  {
    file: 'br-pedido-opencart-frete.eml',
    company: 'Casa do Mate Gaúcho',
    date: '2025-03-18',
    total: 173.3,
    currency: 'BRL',
    family:
      'Brazilian shop order (OpenCart pt-BR): "Data do Pedido", "Sub-total", "Frete Fixo", "Total: R$ 173,30"',
  },
];

describePublicMailFixtures('real public receipt mails (round seven)', 'public-mail-6', CASES);

import { afterAll, describe, expect, it } from 'vitest';
import { closeExtractor } from '../src/index';
import {
  describePublicMailFixtures,
  firstReceipt,
  message,
  type PublicMailCase,
} from './support/mail-message';

afterAll(closeExtractor);

/**
 * A fourth round of receipt mails: Japanese shop mails (order, subscription and shipping notices
 * with yen amounts, an invoice), a French, a Spanish and a German shop order, a payment receipt for an invoice and a
 * Czech coach ticket. Each fills a public mail template's layout with made-up values or is trimmed
 * from a public fixture; fixtures/public-mail-4/README.md names every source.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'jp-order-mail-yen.eml',
    company: 'そやファーム',
    date: '2024-10-14',
    total: 2172,
    currency: 'JPY',
    family: 'Japanese order mail: "合計金額：2,172円", the yen written after the number',
  },
  {
    file: 'jp-ec-cube-order-yen.eml',
    company: '木の宿工房',
    date: '2025-03-08',
    total: 8580,
    currency: 'JPY',
    family: 'Japanese shop-system order mail: "お支払合計：￥ 8,580" and "合　計" spread with a wide space',
  },
  {
    file: 'jp-subscription-order-yen.eml',
    company: 'ひだまり茶園',
    date: '2025-07-01',
    total: 3980,
    currency: 'JPY',
    family: 'Japanese subscription order: the delivery dates are not the order date',
  },
  {
    file: 'jp-shipping-total-yen.eml',
    company: 'Kura Zakka',
    date: '2024-11-21',
    total: 6160,
    currency: 'JPY',
    family: 'Japanese shipping notice: "お支払い総額" under the goods\' sum "商品合計金額" and its tax',
  },
  {
    file: 'fr-confirmation-commande.eml',
    company: 'Atelier Barrette',
    date: '2025-02-03',
    total: 34.9,
    currency: 'EUR',
    family: 'French order confirmation in running text: "Total de la commande: 34,90 €"',
  },
  {
    file: 'es-opencart-pedido.eml',
    company: 'Ferreteria Los Almendros',
    date: '2025-04-16',
    total: 37.39,
    currency: 'EUR',
    family: 'Spanish shop order (OpenCart): "Fecha de adición", shipping and IVA rows before "Total:"',
  },
  {
    file: 'payment-receipt-invoice-gbp.eml',
    company: 'Harbour Yoga Studio',
    date: '2025-06-06',
    total: 45,
    currency: 'GBP',
    family: 'a payment receipt for an invoice: "confirms receipt of £45.00 against invoice …"',
  },
  {
    file: 'cz-bus-ticket-text.eml',
    company: 'STUDENT AGENCY',
    date: '2012-06-27',
    total: 272,
    currency: 'CZK',
    family: 'Czech coach e-ticket: "Cena: 272 CZK" is the ticket\'s price',
  },
  {
    file: 'jp-crm-invoice-html.eml',
    company: '株式会社はるかシステム',
    date: '2025-06-30',
    total: 52800,
    currency: 'JPY',
    family:
      'Japanese invoice mail (御請求書): "ご請求金額" boxed at the top, "2025年6月30日", the issuer beside the buyer',
  },
  {
    file: 'de-shopware-brutto-netto.eml',
    company: 'Kaffeeröster Nordlicht',
    date: '2025-03-13',
    total: 43.2,
    currency: 'EUR',
    family: 'German shop-system order mail in plain text: "Gesamtkosten Brutto" after "Gesamtkosten Netto"',
  },
];

describePublicMailFixtures('public receipt mails, round four', 'public-mail-4', CASES);

describe('round four mail families', () => {
  it('reads Japanese summary labels: 小計 is the subtotal, 合計 the total, 円 the yen', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Mori Bakery <shop@mori-bakery.example.jp>',
          Subject: 'ご注文確認',
          Date: 'Sun, 02 Feb 2025 11:00:00 +0900',
        },
        `ご注文ありがとうございます。

あんぱん  2個  360円
小計：360円
送料：500円
合計：860円
`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 860, currency: 'JPY' });
  });

  it('a Czech or Polish "Cena:" opening its row is a ticket\'s price', async () => {
    const r = await firstReceipt(
      message(
        {
          From: 'Autobusy Morava <listky@autobusy-morava.example.cz>',
          Subject: 'Jízdenka 5521',
          Date: 'Mon, 03 Mar 2025 09:00:00 +0100',
        },
        `Elektronická jízdenka č. 5521

Olomouc - Ostrava, odjezd 7:40

Cena: 189 CZK
Storno: více než 1 hodinu: 0 CZK
Poplatek za další zavazadlo je 100 Kč/ 4 EUR, při platbě předem 50 CZK.
`,
      ),
    );
    expect({ total: r.total_price, currency: r.currency }).toEqual({ total: 189, currency: 'CZK' });
  });
});

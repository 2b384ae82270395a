import { afterAll } from 'vitest';
import { closeExtractor } from '../src/index';
import { describePublicMailFixtures, type PublicMailCase } from './support/mail-message';

afterAll(closeExtractor);

/**
 * A ninth round of receipt mails, from platforms the earlier rounds lack: a subscription's receipt
 * mail in the layout of a payment processor's receipts ("Amount paid" / "Date paid" side by side),
 * and a shop's order confirmation as Shopify's notification template writes it, in English with
 * US dollars and in Mexican Spanish with pesos written "$". Each fills a public mail template with
 * made-up values; fixtures/public-mail-8/README.md names every source. The family tests of the
 * rules they called for are in round-nine-families.test.ts.
 */
const CASES: PublicMailCase[] = [
  {
    file: 'stripe-style-receipt-plan.eml',
    company: 'Fancy Phone',
    date: '2025-03-14',
    total: 24.99,
    currency: 'USD',
    family:
      'subscription receipt in a payment processor\'s layout: "Receipt from …", "AMOUNT PAID" / "DATE PAID" blocks side by side, a plan\'s period',
  },
  {
    file: 'shopify-order-confirmation-usd.eml',
    company: 'Juniper & Pine',
    date: '2025-03-13',
    total: 108.79,
    currency: 'USD',
    family:
      'shop order confirmation (Shopify): the shop\'s name as the heading, "Order summary", "Subtotal", "Shipping", "Taxes", "Total $108.79 USD"',
  },
  {
    file: 'mx-shopify-confirmacion-pedido.eml',
    company: 'Cerámica Talavera Azul',
    date: '2025-03-12',
    total: 1654,
    currency: 'MXN',
    family:
      'Mexican shop order confirmation (Shopify, Spanish): "Resumen del pedido", "Envío", "Impuestos (incluidos)", "Total $1,654.00 MXN"',
  },
];

describePublicMailFixtures('real public receipt mails (round nine)', 'public-mail-8', CASES);

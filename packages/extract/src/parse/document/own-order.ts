import { OTHER_ORDERS_HEADING } from '../lexicon/other-orders';
import type { Row } from '../text';
import { fold } from './fold';

/**
 * The rows of this order: an order confirmation may list the customer's other orders further
 * down ("Your recent orders", "Weitere Bestellungen"), each with its own "Total" and date, which
 * are not this order's. Rows from such a heading on are cut, once this order has been priced
 * above it.
 */
export function ownOrderRows(rows: Row[]): Row[] {
  const at = rows.findIndex(
    (r, i) => i > 0 && OTHER_ORDERS_HEADING.test(fold(r.text).replace(/\s+/g, ' ').trim()),
  );
  if (at < 0 || !rows.slice(0, at).some((r) => /\d[.,]\d{2}\b/.test(r.text))) return rows;
  return rows.slice(0, at);
}

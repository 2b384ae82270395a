import type { Amounts } from './totals';

/**
 * Line items between the header and the first totals row. Absorbs: "qty x unit" and "qty @ unit"
 * forms, column layouts (name, qty, unit price, amount), names on one row and their numbers on
 * the next, and negative discount rows.
 */
export interface ParsedItem {
  name: string;
  quantity: number;
  /** Line total in cents. */
  cents: number;
  /** Code printed after the amount (tax class, or F/H for FSA/HSA-eligible on some receipts). */
  flag: string | null;
}

const NOT_ITEM =
  /^(QTY|ITEM|DESCRIPTION|DESC|PRICE|AMOUNT|AMT|TOTAL|UNIT|CODE|NO|S\/PRICE|DATE|TIME|TABLE|CASHIER|SERVER|INVOICE|RECEIPT|BILL|TEL|FAX|GST|TAX|PAX|POINTS?)\b/;

interface BodyRow {
  type: 'name' | 'amount' | 'break';
  name: string;
  quantity: number;
  cents: number;
  flag: string | null;
}

/** Reads one body row into a name-only row, an amount row (maybe with a name) or a break. */
function readBodyRow(c: Amounts['classified'][number]): BodyRow {
  const none: BodyRow = { type: 'break', name: '', quantity: 1, cents: 0, flag: null };
  if (c.kind !== 'other' && c.kind !== 'discount') return none;
  const upper = c.row.upper;
  const money = c.money.filter((m) => m.hasDecimals || m.currency);
  const last = money.at(-1);
  let name = upper
    .slice(0, money[0]?.start ?? upper.length)
    .replace(/\b\d+(\.\d+)?\s*[X@*]\s*$/i, '')
    .trim();
  let quantity = 1;
  const qtyMatch =
    /(?:^|\s)(\d{1,3})(?:\.0+)?\s*[X@*]\s*(?:[A-Z]{1,3}\s?)?\d/i.exec(upper) ??
    /\bQTY\s*:?\s*(\d{1,3})\b/.exec(upper);
  if (qtyMatch?.[1]) quantity = Number(qtyMatch[1]);
  // Column layouts put a small integer quantity between the name and the amounts.
  const tail = /\s(\d{1,3})\s*$/.exec(name);
  if (tail?.[1] && last && !qtyMatch) {
    quantity = Number(tail[1]);
    name = name.slice(0, tail.index).trim();
  }
  const leading = /^(\d{1,2})\s+([A-Z].*)$/i.exec(name);
  if (leading?.[1] && leading[2] && !qtyMatch && !tail && Number(leading[1]) > 0) {
    quantity = Number(leading[1]);
    name = leading[2];
  }
  // Leading item codes and GST tax codes ("SR: ") are not part of the name.
  name = name
    .replace(/^[\d\s.:*#-]+(?=[A-Z])/i, '')
    .replace(/^(SR|ZR|ES|OS|EZ|TX|NT)\s*[:.]\s*/, '')
    .replace(/[\s:*#-]+$/, '')
    .replace(/\s+T\d$/, '');
  if (quantity <= 0 || quantity > 999) quantity = 1;
  if (!last) {
    const letters = name.replace(/[^A-Z]/gi, '').length;
    return letters >= 3 && !NOT_ITEM.test(name) ? { ...none, type: 'name', name } : none;
  }
  if (NOT_ITEM.test(name)) return none;
  const flag = /^[\s-]*([A-Z]{1,2})\b/.exec(upper.slice(last.end))?.[1] ?? null;
  return { type: 'amount', name, quantity, cents: last.cents, flag };
}

const weak = (name: string) => name.replace(/[^A-Z]/gi, '').length < 3;

export function readItems(amounts: Amounts, headerEnd: number): ParsedItem[] {
  const end = amounts.firstSummaryRow ?? amounts.classified.length;
  const body = amounts.classified.slice(headerEnd, end).map(readBodyRow);
  // Receipts print the description either above the code-and-amount row or below it; a body
  // that ends on a description, or starts on a nameless amount row, has it below.
  const content = body.filter((r) => r.type !== 'break');
  const first = content[0];
  const nameAfter =
    content.at(-1)?.type === 'name' || (first !== undefined && first.type === 'amount' && weak(first.name));
  const items: ParsedItem[] = [];
  const used = new Set<number>();
  body.forEach((r, i) => {
    if (r.type !== 'amount') return;
    let name = r.name;
    if (weak(name)) {
      const j = nameAfter ? i + 1 : i - 1;
      const other = body[j];
      if (other?.type !== 'name' || used.has(j)) return;
      name = other.name;
      used.add(j);
    }
    items.push({ name: tidy(name), quantity: r.quantity, cents: r.cents, flag: r.flag });
  });
  return items;
}

function tidy(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

export function sumCents(items: ParsedItem[]): number {
  return items.reduce((s, it) => s + it.cents, 0);
}

import { formatCents } from './amounts';
import type { ParsedItem } from './items';

export interface SummaryFacts {
  merchant: string | null;
  /** ISO date. */
  date: string | null;
  items: ParsedItem[];
  /** Total in cents. */
  total: number | null;
  currency: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-03-07" → "7 Mar 2024": unambiguous in every locale. */
function readableDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
}

/** Upper-case OCR names read better in title case ("CHEZ VICTOR" → "Chez Victor"). */
function titleCase(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s(&/-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Long OCR names are cut at a word boundary so the sentence stays short. */
function shorten(name: string): string {
  if (name.length <= 22) return name;
  const cut = name.slice(0, 22);
  const space = cut.lastIndexOf(' ');
  return `${space > 8 ? cut.slice(0, space) : cut}…`;
}

/**
 * One short sentence a person can scan in a list: who, when, what and how much, e.g.
 * "Chez Victor, 18 Dec 2014: 3 items (Coke, Poutine, …), total CAD 18.98."
 */
export function summarize(f: SummaryFacts): string {
  const who = f.merchant ? titleCase(f.merchant) : 'Receipt';
  const head = f.date ? `${who}, ${readableDate(f.date)}` : who;
  const bought = f.items.filter((i) => i.cents > 0);
  const parts: string[] = [];
  if (bought.length > 0) {
    const names = bought.slice(0, 2).map((i) => titleCase(shorten(i.name)));
    const more = bought.length > 2 ? ', …' : '';
    parts.push(`${bought.length} item${bought.length === 1 ? '' : 's'} (${names.join(', ')}${more})`);
  }
  if (f.total !== null) parts.push(`total ${f.currency ? `${f.currency} ` : ''}${formatCents(f.total)}`);
  return parts.length > 0 ? `${head}: ${parts.join(', ')}.` : `${head}.`;
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractEmail } from '../../src/index';

/** A raw RFC 5322 message: headers as given, then the body (HTML when it starts with "<"). */
export function message(headers: Record<string, string>, body: string): Uint8Array {
  const type = body.trimStart().startsWith('<') ? 'text/html' : 'text/plain';
  const head = Object.entries({
    'MIME-Version': '1.0',
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Transfer-Encoding': '8bit',
    ...headers,
  })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  return new TextEncoder().encode(`${head}\r\n\r\n${body.replace(/\r?\n/g, '\r\n')}`);
}

/** The first receipt of a message that must read without errors. */
export async function firstReceipt(raw: Uint8Array) {
  const { receipts, errors } = await extractEmail(raw);
  expect(errors).toEqual([]);
  return receipts[0]!;
}

/** One public-fixture mail and what a person reads on it. */
export interface PublicMailCase {
  file: string;
  company: string;
  date: string;
  total: number | null;
  currency: string | null;
  /** Line items as printed (name, count, line total); omitted where the case does not check them. */
  items?: Array<[string, number, number]>;
  /** The public file this one is trimmed from (repository/path), where the folder's README does not say. */
  source?: string;
  /** The family the case guards. */
  family: string;
}

/** One test per fixture in `dir` (relative to test/fixtures): merchant, date, total, currency, items. */
export function describePublicMailFixtures(title: string, dir: string, cases: PublicMailCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.file}: ${c.family}`, async () => {
        const raw = await readFile(join(__dirname, '..', 'fixtures', dir, c.file));
        const r = await firstReceipt(new Uint8Array(raw));
        expect({ company: r.company, date: r.date, total: r.total_price, currency: r.currency }).toEqual({
          company: c.company,
          date: c.date,
          total: c.total,
          currency: c.currency,
        });
        if (c.items)
          expect(r.line_items.map((i) => [i.name.toUpperCase(), i.quantity, i.price])).toEqual(c.items);
      });
    }
  });
}

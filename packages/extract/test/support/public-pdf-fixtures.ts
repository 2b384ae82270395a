import { describe, expect, it } from 'vitest';

/** What a person would write on the spreadsheet row of a public document: its seller as a pattern. */
export interface PublicPdfExpected {
  company: RegExp;
  date: string;
  total_price: number;
  currency: string;
}

export type PublicPdfCase = [family: string, file: string, expected: PublicPdfExpected];

/** One test per fixture, named by its family: the seller, date, total and currency `read` gives. */
export function describePublicPdfFixtures(
  title: string,
  cases: PublicPdfCase[],
  read: (file: string) => Promise<{
    company: string | null;
    date: string | null;
    total_price: number | null;
    currency: string | null;
  }>,
): void {
  describe(title, () => {
    for (const [family, file, expected] of cases) {
      it(family, async () => {
        const r = await read(file);
        const got = { company: r.company, date: r.date, total_price: r.total_price, currency: r.currency };
        expect(got).toMatchObject({ ...expected, company: expect.stringMatching(expected.company) });
      });
    }
  });
}

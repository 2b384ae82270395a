/**
 * Numeric dates with one of their two separators damaged by OCR while the other was read: the thin
 * stroke of a "/" read as a letter or digit of the same shape ("12/02I2018", "08/0212017",
 * "9724/2016"), as a comma ("24-05,2018", "14,01-2018"), as a gap ("14 11-2013") or lost
 * ("2606/18 22:40", "519/2017"). The intact separator anchors the shape, so the parts are read
 * at the places a printed date has them; which order (day or month first) is left to the caller.
 * dates.ts reads the shapes it has long known (a first slash read as 7 or 1, a dropped separator
 * between two two-digit parts, a comma beside a slash); these are the rest of the family.
 */

export interface DamagedDate {
  /** Where the date starts in the text, and its text. */
  at: number;
  raw: string;
  year: number;
  /** Year first: month and day are fixed. Else the first and second part, day or month. */
  yearFirst: boolean;
  a: number;
  b: number;
}

const SEP = '[/.-]';
// A stroke that is not a digit: no part of a number can be read into it.
const LETTER_STROKE = '[IL|]';
const DIGIT_STROKE = '[17]';
// Only a slash is thin enough to be read as a 1 or a 7: beside a dash or a dot the other separator
// was a dash or a dot too ("22-11-2014" read "2211-2014" lost one, it did not turn into a 1).
const SLASH = '/';
// A time run on after the year ("20177:31", "1822:40") or printed after it ("2018 16:14"); after a
// gap only with a colon or as h.mm.ss, since "106.10 6.37" is two amounts.
// Tills also print the time after a comma or behind its own label on the same line ("02/17/14,02:21PM",
// "Date: 07/25/16 Time: 06:29"), and a colon time is a time wherever it stands.
const TIME_LATER = String.raw`,\s?\d{1,2}:\d{2}|\s+T[IL1]?ME\W{0,2}\s*\d{1,2}[:.]\d{2}`;
const TIME_AFTER = String.raw`(?=\d{1,2}[:.]\d{2}|\s\d{1,2}(?::\d{2}|\.\d{2}[.:]\d{2})|${TIME_LATER})`;
const YEAR4 = String.raw`(?:19|20)\d{2}(?:${TIME_AFTER}|(?!\d))`;
const YEAR = String.raw`(?:${YEAR4}|\d{2}(?:${TIME_AFTER}|(?!\d|[.,]\d)))`;
// A two-digit year after a comma, which amounts print too ("1.25,50"), is taken only before a time.
const YEAR2_TIMED = String.raw`\d{2}${TIME_AFTER}`;
// A separator read as a letter stroke, a comma or a gap, and the same or lost.
const DAMAGED = '(?:[IL|,]| )';
const DAMAGED_OR_LOST = '(?:[IL|,]| |[17])?';
// A two-digit year after a lost separator is taken only before a time or at the row's end.
const YEAR2_CLOSED = String.raw`\d{2}(?:${TIME_AFTER}|(?=\s*$))`;
const DAY_END = String.raw`(?:${TIME_AFTER}|(?![\d.,]))`;
// Not inside an amount, a longer number, a code ("HQ18E09/0101"), another date or a time; "DATE:"
// may precede.
const START = String.raw`(?<![\d.,/|A-Z-]|\d:)`;
/** A time printed right after, or a date label right before: what tells a date from a number. */
const TIMED = new RegExp(
  String.raw`^(?:\d{1,2}[:.]\d{2}|\s\d{1,2}(?::\d{2}|\.\d{2}[.:]\d{2})|${TIME_LATER})`,
);
const LABELLED = /(?:DATE|TARIKH|FECHA|DATUM|DATA|TIME)\W{0,3}$/;
/**
 * A phone, fax or number label right before: "TEL:07-2212018" is a seven-digit number after its
 * area code, "Ricevuta n. 1203/2018" a receipt's number in its year, whatever shape they share with
 * a damaged date.
 */
const NUMBER_LABELLED = /(?:\b(?:TEL|TELEFON[OE]?|PHONE|FAX|HP|H\/P|MOBILE?|NO|NR|N°?|REF|INV)|#)\W{0,3}$/;

interface Shape {
  re: RegExp;
  yearFirst: boolean;
  /**
   * Shapes a reference or a quantity can take too ("No 123/2018", "Rate 12 05-2018"): read as a
   * date only beside a time or a date label.
   */
  guarded: boolean;
  /** Shapes an amount can take too ("12,50/18"): read as a date only after a date label. */
  labelled: boolean;
}

const shape = (source: string, options: Partial<Omit<Shape, 're'>> = {}): Shape => ({
  re: new RegExp(`${START}${source}`, 'g'),
  yearFirst: options.yearFirst ?? false,
  guarded: options.guarded ?? false,
  labelled: options.labelled ?? false,
});

/**
 * Where shapes overlap the longest reading wins, then the earlier shape: a letter stroke before
 * anything that could be a digit, and two two-digit parts before a part of one digit.
 */
const SHAPES: Shape[] = [
  // The second separator damaged.
  shape(`(\\d{1,2})${SEP}(\\d{1,2})${LETTER_STROKE}(${YEAR})`),
  shape(`(\\d{1,2})${SEP}(\\d{1,2}),(${YEAR4}|${YEAR2_TIMED})`),
  shape(`(\\d{1,2})${SLASH}(\\d{2})${DIGIT_STROKE}(${YEAR4}|${YEAR2_CLOSED})`),
  // "03-7710 0302" is a phone number: a one-digit part or a two-digit year after a digit stroke
  // needs a time or a label.
  shape(`(\\d{1,2})${SLASH}(\\d{1,2})${DIGIT_STROKE}(${YEAR})`, { guarded: true }),
  // "11-2013" is a month and year, not a day run into a two-digit year; "6/182013" a US date.
  shape(`(\\d{1,2})${SEP}(?!(?:19|20)\\d{2}(?!\\d))(\\d{2})(${YEAR4}|${YEAR2_CLOSED})`),
  shape(`(\\d{2})${SEP}(\\d{2}) (${YEAR4})`, { guarded: true }),
  // A two-digit year with the time run on after it ("26/06 1822:40").
  shape(`(\\d{2})${SEP}(\\d{2}) (${YEAR2_TIMED})`),
  // A month of one digit, as US tills print it ("6/18 2013", "Date:9/24 2016 ").
  shape(`(\\d{1,2})${SEP}(\\d{1,2}) (${YEAR4})`, { guarded: true }),
  // The first separator damaged.
  shape(`(\\d{1,2})${LETTER_STROKE}(\\d{1,2})${SEP}(${YEAR})`),
  shape(`(\\d{1,2}),(\\d{1,2})${SEP}(${YEAR4}|${YEAR2_TIMED})`),
  shape(`(\\d{2})(\\d{2})${SEP}(${YEAR4}|${YEAR2_CLOSED})`),
  shape(`(\\d{2})${DIGIT_STROKE}(\\d{2})${SLASH}(${YEAR4}|${YEAR2_CLOSED})`),
  shape(`(\\d{1,2})${DIGIT_STROKE}(\\d{1,2})${SLASH}(${YEAR})`, { guarded: true }),
  // The same split after a one-digit first part ("6118/2013" is 6/18, not 61/8): both splits are
  // tried, and where both are dates ("3116/2013") neither is read.
  shape(`(\\d{1,2}?)${DIGIT_STROKE}(\\d{1,2})${SLASH}(${YEAR})`, { guarded: true }),
  shape(`(\\d)(\\d{2})${SEP}(${YEAR})`, { guarded: true }),
  shape(`(\\d{2}) (\\d{2})${SEP}(${YEAR4})`, { guarded: true }),
  shape(`(\\d{2}) (\\d{2})${SEP}(${YEAR2_TIMED})`),
  shape(`(\\d{1,2}) (\\d{1,2})${SEP}(${YEAR4})`, { guarded: true }),
  // Both damaged, one of them read as a letter stroke, a comma or a gap ("25I1212018 9:34",
  // "1310l2017 10:02", "23 01,2019 13:14"): two-digit parts.
  shape(`(\\d{2})${DAMAGED}(\\d{2})${DAMAGED_OR_LOST}(${YEAR4}|${YEAR2_TIMED})`, { guarded: true }),
  shape(`(\\d{2})${DIGIT_STROKE}?(\\d{2})${DAMAGED}(${YEAR4}|${YEAR2_TIMED})`, { guarded: true }),
  // A two-digit year with nothing after it, beside a comma or a gap ("DATE 11,28/15",
  // "Date: 07/25,16", "Date:18.04 07"): after a date label only.
  shape(`(\\d{1,2}),(\\d{1,2})${SEP}(${YEAR})`, { labelled: true }),
  shape(`(\\d{1,2})${SEP}(\\d{1,2}),(${YEAR})`, { labelled: true }),
  shape(`(\\d{2})${SEP}(\\d{2}) (${YEAR})`, { labelled: true }),
  // Year first ("2018-03,31", "2018,03-31", "2018 03-31", "2018-0331 10:02").
  shape(`((?:19|20)\\d{2})${SEP}(\\d{2})${DAMAGED}(\\d{2})${DAY_END}`, { yearFirst: true }),
  shape(`((?:19|20)\\d{2})${SLASH}(\\d{2})${DIGIT_STROKE}(\\d{2})${DAY_END}`, { yearFirst: true }),
  shape(`((?:19|20)\\d{2})${DAMAGED}(\\d{2})${SEP}(\\d{2})${DAY_END}`, { yearFirst: true }),
  shape(`((?:19|20)\\d{2})${SEP}(\\d{2})(\\d{2})${DAY_END}`, { yearFirst: true, guarded: true }),
  shape(`((?:19|20)\\d{2})${DAMAGED}(\\d{2})${DAMAGED_OR_LOST}(\\d{2})${DAY_END}`, {
    yearFirst: true,
    guarded: true,
  }),
];

/**
 * "14/04 2018", "30 03/2018", "6/18 2013" filling a box of its own: a date printed apart, its year
 * in full, with nothing beside it in its box that a reference or a quantity would carry. Two parts
 * of one digit each are a fraction or a count before one ("1/2 2018", "3/4 1999", "1 2/2018").
 */
function aloneWithFullYear(
  text: string,
  boxes: ReadonlyArray<readonly [number, number]>,
  at: number,
  end: number,
  parts: readonly [string, string, string],
): boolean {
  const [a, b, year] = parts;
  if (year.length !== 4 || (a.length === 1 && b.length === 1)) return false;
  return boxes.some(
    ([start, stop]) =>
      start <= at &&
      end <= stop &&
      /^[^A-Z0-9]*$/.test(text.slice(start, at)) &&
      /^[\s.,;:]*$/.test(text.slice(end, stop)),
  );
}

const isDay = (n: number) => n >= 1 && n <= 31;
const isMonth = (n: number) => n >= 1 && n <= 12;

const readableYear = (year: number) => year >= 1990 && year <= 2039;

/**
 * A till pads both parts of a date to two digits or neither: "09/3" or "1/04" is a split that
 * took a digit for a separator or a separator for a digit ("0913/15" is 09/13 with its slash
 * lost, not 09/3 with it read as a 1; "1704/2015" is 17/04, not 1/04).
 */
const unevenlyPadded = (a: string, b: string) =>
  (a.length === 1 && /^0\d$/.test(b)) || (b.length === 1 && /^0\d$/.test(a));

/**
 * Every damaged date in `text` (upper-cased, look-alike digits already read back), left to right;
 * `boxes` are where the row's text boxes start and end in it (the whole text by default).
 * Where shapes overlap, the longest reading wins ("09I01/20198:01" is 9 Jan 2019 with a stroke for
 * its first slash, not "01/20" with a year run into the time); among equals, the earlier shape.
 */
export function damagedSeparatorDates(
  text: string,
  boxes: ReadonlyArray<readonly [number, number]> = [[0, text.length]],
): DamagedDate[] {
  const found: Array<DamagedDate & { rank: number }> = [];
  SHAPES.forEach(({ re, yearFirst, guarded, labelled }, rank) => {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (
        guarded &&
        !TIMED.test(text.slice(end)) &&
        !LABELLED.test(text.slice(0, at)) &&
        !aloneWithFullYear(
          text,
          boxes,
          at,
          end,
          yearFirst ? [m[2] ?? '', m[3] ?? '', m[1] ?? ''] : [m[1] ?? '', m[2] ?? '', m[3] ?? ''],
        )
      )
        continue;
      if (labelled && !LABELLED.test(text.slice(0, at))) continue;
      if (NUMBER_LABELLED.test(text.slice(0, at))) continue;
      const first = m[1] ?? '';
      const second = m[2] ?? '';
      const third = m[3] ?? '';
      const year = yearFirst ? Number(first) : Number(third.length === 2 ? `20${third}` : third);
      const a = Number(yearFirst ? second : first);
      const b = Number(yearFirst ? third : second);
      if (unevenlyPadded(yearFirst ? second : first, yearFirst ? third : second)) continue;
      const readable = yearFirst
        ? isMonth(a) && isDay(b)
        : (isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b));
      if (readable && readableYear(year)) found.push({ at, raw: m[0], year, yearFirst, a, b, rank });
    }
  });
  found.sort((x, y) => y.raw.length - x.raw.length || x.rank - y.rank);
  // "615/02" is 6/15 with its slash lost or 6/5 with its slash read as a 1: no reading.
  const ambiguous = (d: DamagedDate) =>
    found.some((o) => o.at === d.at && o.raw === d.raw && (o.a !== d.a || o.b !== d.b));
  const out: DamagedDate[] = [];
  for (const { rank: _rank, ...d } of found.filter((f) => !ambiguous(f))) {
    const end = d.at + d.raw.length;
    if (!out.some((o) => d.at < o.at + o.raw.length && o.at < end)) out.push(d);
  }
  return out.sort((x, y) => x.at - y.at);
}

/**
 * Seeded OCR noise for the robustness bench (noise-score.ts): the errors text recognizers really
 * make on receipts, one class at a time, so a rule that only holds for the exact spelling the
 * tuning receipts happened to get shows up. Every class keeps a receipt readable to a person
 * ("T0TAL 12,50" is still a total); `rate` is the chance each eligible spot is hit.
 */
import type { TextDocument, TextLine } from '../../../packages/extract/src/text-document';

/**
 * The digit a damaged print of each digit is read as, one per digit (a stroke lost or added: 0→8,
 * 1→7, 5→6, …): the stress benches (confidence-stress.ts, date-stress.ts) misread digits with it.
 */
export const DIGIT_MISREAD: Readonly<Record<string, string>> = {
  '0': '8',
  '1': '7',
  '2': '7',
  '3': '8',
  '4': '1',
  '5': '6',
  '6': '5',
  '7': '1',
  '8': '3',
  '9': '8',
};

export type Rng = () => number;

/** mulberry32: small, fast and the same on every machine. */
export function rngOf(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A seed for one receipt under one class and run seed, independent of the order receipts are read. */
export function seedOf(...parts: Array<string | number>): number {
  let h = 2166136261;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Each match of `re` is replaced (by `to`) with probability `rate`. */
function sometimes(text: string, re: RegExp, to: (m: string, rng: Rng) => string, rng: Rng, rate: number) {
  return text.replace(re, (m) => (rng() < rate ? to(m, rng) : m));
}

type TextNoise = (text: string, rng: Rng, rate: number) => string;

/** Look-alike confusions, each direction: a letter read as its digit and a digit read as its letter. */
function confusion(pairs: Record<string, string[]>): TextNoise {
  const re = new RegExp(
    Object.keys(pairs)
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'g',
  );
  return (text, rng, rate) =>
    sometimes(
      text,
      re,
      (m, r) => {
        const options = pairs[m] ?? [m];
        return options[Math.floor(r() * options.length)] ?? m;
      },
      rng,
      rate,
    );
}

// An amount with cents, not part of a date, time or longer number: "12.50", "1,234.50".
const AMOUNT_POINT = /(?<![\d.,/:-])(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?!\d|[.,/:-]\d)/g;
const AMOUNT_COMMA = /(?<![\d.,/:-])(\d+),(\d{2})(?!\d|[.,/:-]\d)/g;

// A numeric date: day, month and year (or year first) with their separators.
const NUMERIC_DATE =
  /(?<![\d.,])(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})(?![\d.,]\d)/g;

/** One of `options`, picked by the receipt's generator. */
function pickOf<T>(options: readonly T[], rng: Rng): T {
  return options[Math.floor(rng() * options.length)] as T;
}

const LOOKALIKE_CASE: Record<string, string> = Object.fromEntries(
  [...'cosuvwxzkp'].flatMap((c) => [
    [c, c.toUpperCase()],
    [c.toUpperCase(), c],
  ]),
);

const TEXT_NOISE: Record<string, TextNoise> = {
  'o-zero': confusion({ O: ['0'], o: ['0'], '0': ['O', 'o'] }),
  's-five': confusion({ S: ['5'], '5': ['S'] }),
  'b-eight': confusion({ B: ['8'], '8': ['B'] }),
  'l-one': confusion({ l: ['1'], I: ['1'], '1': ['l', 'I'] }),
  'z-two': confusion({ Z: ['2'], z: ['2'], '2': ['Z'] }),
  'g-six': confusion({ G: ['6'], '6': ['G'] }),
  'rn-m': confusion({ rn: ['m'], m: ['rn'] }),
  'cl-d': confusion({ cl: ['d'], d: ['cl'] }),
  // "12.50" read "12,50" and back: recognizers confuse the two marks on thermal print.
  'amount-comma': (text, rng, rate) =>
    sometimes(
      sometimes(text, AMOUNT_COMMA, (m) => m.replace(/,(?=\d{2}$)/, '.'), rng, rate),
      AMOUNT_POINT,
      (m) => m.replace(/\.(?=\d{2}$)/, ','),
      rng,
      rate,
    ),
  // "80.91" read "8091": the point is a few faint dots.
  'lost-point': (text, rng, rate) =>
    sometimes(text, AMOUNT_POINT, (m) => m.replace(/\.(?=\d{2}$)/, ''), rng, rate),
  // Narrow gaps closed ("TOTALAMOUNT", "TOTAL12.50").
  'space-drop': (text, rng, rate) => sometimes(text, /(?<=\S) (?=\S)/g, () => '', rng, rate),
  // A wide letter gap read as a word break ("TOT AL", "Sub total").
  'space-add': (text, rng, rate) =>
    sometimes(
      text,
      /\p{L}{4,}/gu,
      (m, r) => {
        const at = 1 + Math.floor(r() * (m.length - 1));
        return `${m.slice(0, at)} ${m.slice(at)}`;
      },
      rng,
      rate,
    ),
  // "Total: 12.50" read "Total 12.50", "Date:01/02/2019" read "Date01/02/2019".
  'colon-drop': (text, rng, rate) => sometimes(text, /(?<=[\p{L})\].] ?):/gu, () => '', rng, rate),
  // Letters whose capital is the small letter drawn larger (c/C, o/O, s/S, ...) and whole words
  // read in another case.
  case: (text, rng, rate) =>
    sometimes(
      text,
      /\p{L}{2,}/gu,
      (w, r) => {
        const pick = r();
        if (pick < 0.25) return w.toLowerCase();
        if (pick < 0.5) return w.toUpperCase();
        return [...w].map((c) => (r() < 0.5 ? (LOOKALIKE_CASE[c] ?? c) : c)).join('');
      },
      rng,
      rate,
    ),
  // A date's thin separator read as a stroke letter or digit ("12/30/2016" as "12130/2016",
  // "12l30/2016", "12|30|2016"), as a comma, or lost ("1230/2016").
  'date-sep': (text, rng, rate) =>
    text.replace(NUMERIC_DATE, (date) =>
      date.replace(/[/.-]/g, (sep) =>
        rng() < rate ? pickOf(sep === '/' ? ['1', '7', 'l', 'I', '|', ',', ''] : [',', '', ' '], rng) : sep,
      ),
    ),
  // The decimal point of an amount read as another mark or a gap ("12 50", "12-50", "12'50",
  // "12. 50", "12:50").
  'point-mark': (text, rng, rate) =>
    sometimes(
      text,
      AMOUNT_POINT,
      (m, r) => m.replace(/\.(?=\d{2}$)/, pickOf([' ', '-', "'", '. ', ':'], r)),
      rng,
      rate,
    ),
  // Letters a thin or worn stroke turns into their neighbour: L and I, E and F, O and D
  // ("TOTAI", "TOTAl", "DATF", "T0TAL" is o-zero's), a and o, e and c in small print ("Totol").
  'letter-swap': confusion({
    L: ['I'],
    I: ['L', 'l'],
    E: ['F'],
    O: ['D', 'Q'],
    D: ['O'],
    a: ['o', 'e'],
    e: ['c', 'a'],
    o: ['a'],
  }),
  // A "$" read as S or 5 ("S12.50", "512.50"), and a ringgit mark misread ("RN12.50", "R M12.50").
  'currency-mark': (text, rng, rate) =>
    sometimes(
      sometimes(text, /\$(?=\s?\d)/g, (_m, r) => pickOf(['S', '5', '$ ', ''], r), rng, rate),
      /RM(?=\s?\d)/g,
      (_m, r) => pickOf(['RN', 'R M', 'AM', 'KM', 'R'], r),
      rng,
      rate,
    ),
  // The first or last character of a box lost at its edge ("OTAL 12.50", "TOTAL 12.5").
  'edge-clip': (text, rng, rate) => {
    if (text.length < 4 || rng() >= rate) return text;
    return rng() < 0.5 ? text.slice(1) : text.slice(0, -1);
  },
};

type GeometryNoise = (lines: TextLine[], rng: Rng, rate: number) => TextLine[];

const GEOMETRY_NOISE: Record<string, GeometryNoise> = {
  // The detector's box sits a little higher or lower, and a little taller or shorter.
  'y-jitter': (lines, rng, rate) =>
    lines.map((l) => {
      if (rng() >= rate) return l;
      const height = l.height * (1 + (rng() * 2 - 1) * 0.1);
      return { ...l, y: l.y + (rng() * 2 - 1) * 0.3 * l.height, height };
    }),
  // The page photographed a little turned, which the detector's boxes follow: a box lower the
  // further right it sits (up to about 2 degrees at rate 0.2).
  tilt: (lines, rng, rate) => {
    const slope = (rng() * 2 - 1) * Math.tan((rate * 10 * Math.PI) / 180);
    return lines.map((l) => ({ ...l, y: l.y + slope * (l.x + l.width / 2) }));
  },
  // One printed line reported as two boxes, cut at a word gap, each placed a little on its own.
  'split-box': (lines, rng, rate) =>
    lines.flatMap((l) => {
      const gaps = [...l.text.matchAll(/ /g)].map((m) => m.index ?? 0).filter((i) => i > 0);
      if (gaps.length === 0 || rng() >= rate) return [l];
      const at = gaps[Math.floor(rng() * gaps.length)] ?? 0;
      const perChar = l.width / Math.max(1, l.text.length);
      const left = l.text.slice(0, at);
      const right = l.text.slice(at + 1);
      const jitter = () => (rng() * 2 - 1) * 0.1 * l.height;
      return [
        { ...l, text: left, width: perChar * left.length, y: l.y + jitter() },
        {
          ...l,
          text: right,
          x: l.x + perChar * (at + 1),
          width: perChar * right.length,
          y: l.y + jitter(),
        },
      ];
    }),
};

export const NOISE_CLASSES = [...Object.keys(TEXT_NOISE), ...Object.keys(GEOMETRY_NOISE)];

/** A copy of the document with one class of noise applied. */
export function perturb(doc: TextDocument, noiseClass: string, rng: Rng, rate: number): TextDocument {
  const text = TEXT_NOISE[noiseClass];
  if (text) return { ...doc, lines: doc.lines.map((l) => ({ ...l, text: text(l.text, rng, rate) })) };
  const geometry = GEOMETRY_NOISE[noiseClass];
  if (geometry) return { ...doc, lines: geometry(doc.lines, rng, rate) };
  throw new Error(`unknown noise class ${noiseClass}; one of ${NOISE_CLASSES.join(', ')}`);
}

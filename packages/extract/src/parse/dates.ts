import { damagedSeparatorDates } from './damaged-separators';
import { LETTER_OF_DIGIT } from './lexicon/look-alikes';
import { DAY_FIRST_ABBREVIATIONS, MULTILINGUAL_MONTHS } from './lexicon/months';
import { normalizeText, type Row } from './text';

/**
 * Dates in every order receipts print them. Absorbs: US month-first and day-first numeric dates
 * (the order is decided per receipt from evidence), ISO and Asian year-first dates, month names
 * in English and Malay, two-digit years, 8-digit runs (20180304), and dates glued to the time
 * by OCR (09/03/201821:28).
 */
export type DateOrder = 'DMY' | 'MDY';

export interface Ymd {
  year: number;
  month: number;
  day: number;
}

export interface DateCandidate {
  row: Row;
  raw: string;
  /** Where `raw` starts in the row's upper-case text. */
  at: number;
  /** The reading when the text fixes the order (month name, year first, a part above 12). */
  fixed: Ymd | null;
  dmy: Ymd | null;
  mdy: Ymd | null;
  kind: 'iso' | 'month-name' | 'numeric' | 'eight-digit' | 'lost-separator' | 'clipped';
  /** Day-first (a > 12) or month-first (b > 12) evidence this candidate gives on its own. */
  evidence: DateOrder | null;
}

const MONTHS: Record<string, number> = {
  JAN: 1,
  JANUARY: 1,
  JANUARI: 1,
  FEB: 2,
  FEBRUARY: 2,
  FEBRUARI: 2,
  MAR: 3,
  MARCH: 3,
  MAC: 3,
  APR: 4,
  APRIL: 4,
  MAY: 5,
  MEI: 5,
  JUN: 6,
  JUNE: 6,
  JUL: 7,
  JULY: 7,
  JULAI: 7,
  AUG: 8,
  AUGUST: 8,
  OGOS: 8,
  SEP: 9,
  SEPT: 9,
  SEPTEMBER: 9,
  OCT: 10,
  OCTOBER: 10,
  OKT: 10,
  NOV: 11,
  NOVEMBER: 11,
  DEC: 12,
  DECEMBER: 12,
  DIS: 12,
  ...MULTILINGUAL_MONTHS,
};
const MON = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

function fullYear(y: string): number {
  const n = Number(y);
  return y.length <= 2 ? 2000 + n : n;
}

export function makeDate(year: number, month: number, day: number): Ymd | null {
  if (year < 1990 || year > 2039 || month < 1 || month > 12 || day < 1) return null;
  const dim = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > dim) return null;
  return { year, month, day };
}

export function isoOf(d: Ymd): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

const MONTH_KEYS = Object.keys(MONTHS).sort((a, b) => b.length - a.length);
// Short Malay forms that begin ordinary words ("DISC", "MACHINE", "MEIN") only count on their own.
const BARE_ONLY = new Set([
  'DIS',
  'MAC',
  'MEI',
  'OKT',
  'MAI',
  'MAJ',
  'MAJA',
  'DEZ',
  'MRZ',
  'MRT',
  'MÄR',
  'MARS',
  'MARCA',
  'AVR',
  'JANV',
  'JUIL',
  'DÉC',
  'FEVR',
  'FÉVR',
  // Spanish abbreviations that begin English words ("ENERGY", "DICE", "AGORA").
  'ENE',
  'ABR',
  'AGO',
  'DIC',
  // Portuguese forms that begin other words ("MARCONI", "MAIONESE").
  'MARCO',
  'MAIO',
  // Turkish March begins English names ("MARTIN", "MARTINI").
  'MART',
]);

/**
 * Turkish month names that are words of the Malay and English receipts too: MART a shop's word
 * ("99 SPEED MART 12 2019"), KASIM a Malay name ("CASHIER: KASIM 2/19"), NISAN Malay for a
 * gravestone. Read only day first, as Turkish prints them ("23 Kasım 2026"), not before a number.
 */
const DAY_FIRST_ONLY = new Set(['MART', 'KASIM', 'KASİM', 'NISAN', 'NİSAN']);

/** Month number of a month word, tolerating OCR-mangled endings ("DECEMBBE", "DECEMBRE"). */
function monthOf(word: string): number | null {
  const w = word.toUpperCase();
  if (MONTHS[w] !== undefined) return MONTHS[w];
  const key = MONTH_KEYS.find((k) => w.startsWith(k));
  if (!key || BARE_ONLY.has(key)) return null;
  // "DECEMBBE" is a month name OCR mangled; "MARLBORO", "MAYONNAISE" are words that open with one,
  // and before an amount ("MARLBORO 17.00") they are no date.
  if (w.length > key.length + 1 && !MONTH_KEYS.some((k) => k.length >= 4 && editDistance(w, k) <= 2))
    return null;
  return MONTHS[key] ?? null;
}

/** Levenshtein distance, for short words. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length] ?? 0;
}

const ISO_RE =
  /(?<!\d)((?:19|20)\d\d)\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{2}(?=\d{1,2}:\d{2})|\d{2}(?=\d{4,6}(?!\d))|\d{1,2}(?!\d))/g;
// Restaurant POS systems print "04NOV'17" and glue the time on ("27Apr'1317:51": 2013, 17:51);
// OCR reads their apostrophe as "*" or "`" now and then. Spanish and Portuguese join the parts
// with "de" ("14 de noviembre de 2019", "1 de enero del 2020").
const D_MON_Y_RE = new RegExp(
  String.raw`(?<!\d)(\d{1,2})(?:ST|ND|RD|TH)?\s*[-/. ]?\s*(?:DE\s+)?((?:${MON})[A-Z]*)\.?\s*(?:,?\s*DEL?\s+)?[-/.,'*\`' ]?\s*['*\`]?((?:19|20)\d{2}(?=\d{1,3}[:.]\d{2})|\d{2}(?=\d{1,2}[:.]\d{2})|\d{4}(?!\d)|\d{2}(?!\d|[/.-]\d|:\d))`,
  'g',
);
// "18 set 2018", "18-ott-18", "18.giu.2018": an Italian or Portuguese abbreviation between a day
// and a year, separated alike on both sides, the year in four digits unless a dash, dot or slash
// marks it ("1 SET 15.90" is a set meal).
const ABBR = Object.keys(DAY_FIRST_ABBREVIATIONS).join('|');
const D_ABBR_Y_RE = new RegExp(
  String.raw`(?<![\d.,])(\d{1,2})(?:\s+(${ABBR})\.?\s+((?:19|20)\d{2})(?!\d)|([-./])(${ABBR})\.?\4((?:19|20)\d{2}|\d{2})(?![\d.,:]))`,
  'gi',
);
/**
 * "WIMBLEDON 3 SET 2019 DVD", "IPAD 9 GEN 2021": after a word of a product's name the day is a
 * count. Spaced, the abbreviation names a month only where a date stands: at the row's start, after
 * punctuation or a date label, after "del"/"de"/"em"/"il", or after a weekday ("Lun", "Martedì",
 * "Sexta-feira").
 */
const WORD_BEFORE = /[A-Z]{2,}\.?\s*$/;
const DATE_LEAD =
  /(?:^|[^A-Z])(?:DEL|DE|DO|EM|IL|LUN|MAR|MER|GIO|VEN|SAB|DOM|SEG|TER|QUA|QUI|SEX|[A-Z]*D[IÌ]|[A-Z]*FEIRA|SABATO|S[AÁ]BADO|DOMENICA|DOMINGO)\.?\s*$/;
// "JAN31'13", "Jul19'14", and with the time glued on and no separator at all: "Apr011812:11P".
// A weekday OCR glued to the month ("WEDJULY 20,2011") still lets the month open the date.
const MON_D_Y_RE = new RegExp(
  String.raw`(?:(?<![A-Z0-9])|(?<=(?<![A-Z])(?:MON|TUE|TUES|WED|THU|THUR|THURS|FRI|SAT|SUN)\.?))((?:${MON})[A-Z]*)\.?\s*[-/. ]?\s*(\d{1,2})(?:ST|ND|RD|TH)?(?:\s*[-/.,'*\`' ]\s*['*\`]?((?:19|20)\d{2}(?=\d{1,3}[:.]\d{2})|\d{2}(?=\d{1,2}[:.]\d{2})|\d{4}(?!\d|[/.-]\d)|\d{2}(?!\d|[/.-]\d|:\d))|(?<=\d\d)(\d{2})(?=\d{1,2}[:.]\d{2}))`,
  'g',
);
// A four-digit year may run straight into the time ("201821:28").
// Not inside an amount or a longer number ("1,10-05" is not a date start), but after a day name
// and a comma ("Rabu,10-05-2017").
// A two-digit year may also run into a time whose colons OCR lost ("27/06/1850232 PM": 5:02:32 PM),
// or into the next slash-numbered field when OCR drops the space between them (counter slips print
// "30/08/10 02/55590": date, then till/transaction). Last, so a four-digit year is tried first.
// Not the tail of a slash-numbered reference either ("F/10384712/03/25", "FV/2025/0412/03/25": an
// invoice number whose last parts look like a day, month and year).
const NUMERIC_RE =
  /(?<![/]|\d[.,]|\/[A-Za-z\d]*\d)(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*\2\s*((?:19|20)\d{2}(?=\d{1,2}[:.]\d{2})|(?:19|20)\d{2}(?!\d)|\d{2}(?=\d{1,2}[:.]\d{2})|\d{2}(?!\d)|\d{2}(?=\d{5,6}\s?[AP]M)|(?:19|20)\d{2}(?=\d)|\d{2}(?=\d{1,6}\/\d))/g;
// C's ctime form, which Unix-based tills print: the time between the day and the year
// ("THU NOV 20 19:13:00 2013").
const CTIME_RE = new RegExp(
  String.raw`(?<![A-Z0-9])((?:${MON})[A-Z]*)\.?\s+(\d{1,2})\s+\d{1,2}:\d{2}(?::\d{2})?\s+((?:19|20)\d{2})(?!\d)`,
  'g',
);
const EIGHT_RE = /(?<![\d.,])((?:19|20)\d{6}|\d{8})(?![\d.,])/g;
// OCR reads a thin "/" as 7, 1, I, l or | ("13707/2017", "12l18/2014"); the other separator is
// still there, or read the same way ("12|18|2014").
const LOST_SEPARATOR_RE = /(?<![\d.,/])(\d{2})[17IL|](\d{2})([/.-]|[IL|])((?:19|20)\d{2})(?!\d)/g;
// Or dropped one separator altogether ("04/012018", "0401/2018"): a four-digit year after it, the
// time run on or not ("1120/201318:55").
const DROPPED_SEPARATOR_RE =
  /(?<![\d.,/-])(\d{2})(?:([/.-])(\d{2})|(\d{2})([/.-]))((?:19|20)\d{2})(?=\d{1,2}:\d{2}|(?![/.-]?\d))/g;
// A number's label right before ("Ricevuta n. 1203/2018", "Invoice No. 0412/2019", "Bon Nr.
// 1511-2020", "#0701/2019"): a receipt or invoice number over its year, not a date missing a separator.
const NUMBER_LABEL_BEFORE = /(?:\b(?:N|NO|NR|NUM|NUMERO|NUMBER|NRO|N[°º])\.?\s*[:.]?|#|N[°º])\s*$/;
// A software version's label right before ("Version 1.1.15", "V2.3.18", "Build 4.10.18", OCR's
// "Uersion"): a till's release, not a date.
const VERSION_LABEL_BEFORE =
  /(?:\b[VU]ERS?(?:ION)?|\bV|\bREL(?:EASE)?|\bBUILD|\bFIRMWARE|\bSW)\.?\s*[:.]?\s*$/;
// The same on a year-first date, whose day may run into the time ("2016705/0416:26:26").
const ISO_LOST_SEPARATOR_RE =
  /(?<![\d.,/])((?:19|20)\d{2})[17IL|](\d{2})[/.-](\d{2})(?=\d{1,2}[:.]\d{2}|(?![\d.,]))/g;
// Year-first with the month as a word ("2014 DEC 18", "2014-Dec-18"); the word must be a whole
// month name, so a street number before a street word stays an address.
const Y_MON_D_RE = /(?<![\d.,])((?:19|20)\d{2})\s*[-/. ]\s*([A-Z]{3,9})\.?\s*[-/. ]\s*(\d{1,2})(?![\d.,]\d)/g;
// OCR reads one "/" of a date as a comma ("02,22/2014", "22/02,2014"); the year has four digits.
const COMMA_SEPARATOR_RE = /(?<![\d.,/])(\d{1,2})(?:,(\d{1,2})\/|\/(\d{1,2}),)((?:19|20)\d{2})(?!\d)/g;
// Or as a dash, dot or apostrophe ("11/30-16", "11-30/16", "11/30.2016", "11/30'16"); not inside
// an amount or a longer number, and a two-digit year not followed by cents.
const MIXED_SEPARATOR_RE =
  /(?<![\d.,/-])(\d{1,2})(?:\/(\d{1,2})[-.']|-(\d{1,2})\/)((?:19|20)\d{2}(?!\d)|\d{2}(?![\d]|[.,]\d))/g;

/**
 * Month abbreviations as OCR misreads them, a letter taken for its look-alike digit ("Ju1", "0CT",
 * "N0V", "5EP", "FE8", "0EC", "AU6"): read back as the month when digits or a date separator touch them.
 */
const MONTH_LOOKALIKES: Array<[RegExp, string]> = [
  [/JU[1I]/g, 'JUL'],
  [/[0]CT/g, 'OCT'],
  [/N[0]V/g, 'NOV'],
  [/[5]EP/g, 'SEP'],
  [/FE[8]/g, 'FEB'],
  [/[0]KT/g, 'OKT'],
  [/[0]EC/g, 'DEC'],
  [/AU[6]/g, 'AUG'],
].map(([re, month]) => [
  new RegExp(String.raw`(?<=\d|[\s/.'-]|^)${(re as RegExp).source}(?=\d|[\s/.'-])`, 'g'),
  month as string,
]);

/**
 * Letters a worn or photographed print turns into their neighbour (A read as 4, U as V, E as F,
 * C as G, L as I, N as H, O as D or Q), and small letters of one height into each other (a, e, o
 * and c: "Jon", "Mey", "Dcc"): what each misreading was printed as.
 */
const LETTER_MISREADS: Readonly<Record<string, readonly string[]>> = {
  '4': ['A'],
  V: ['U'],
  F: ['E'],
  G: ['C'],
  I: ['L'],
  H: ['N'],
  D: ['O'],
  Q: ['O'],
  O: ['A'],
  E: ['A'],
  C: ['E'],
  A: ['E', 'O'],
};
// A month word with one letter misread ("J4N", "AVG", "DFC", "JUIY", "FFBRUARY") between a day
// and a year or before a day and a four-digit year: a year or a time must follow closely, since
// "AVG 12.15" is an average, not the 12th of August.
const MISREAD_MONTH_RE =
  /(?<![A-Z])[A-Z4]{3,9}(?![A-Z])(?=['.]?[\s/,'-]*\d{1,2}(?:ST|ND|RD|TH)?[\s/.,'-]+(?:19|20)\d{2}|['.]?[\s/.,'-]*(?:19|20)\d{2}(?!\d)|['.]?[\s/,'-]*(?:\d{1,2}[\s/,'-]+)?\d{2}\s?\d{1,2}:\d{2})/g;

/** The month a word with one look-alike letter spells, when it spells exactly one. */
function misreadMonth(word: string): string | null {
  if (MONTHS[word] !== undefined) return null;
  const spelled = new Set<string>();
  [...word].forEach((ch, i) => {
    for (const to of LETTER_MISREADS[ch] ?? []) {
      const fixed = word.slice(0, i) + to + word.slice(i + 1);
      if (MONTHS[fixed] !== undefined && !BARE_ONLY.has(fixed)) spelled.add(fixed);
    }
  });
  return spelled.size === 1 ? ([...spelled][0] ?? null) : null;
}

function repairMonthWords(text: string): string {
  let out = text;
  for (const [re, month] of MONTH_LOOKALIKES) out = out.replace(re, month);
  out = out.replace(MISREAD_MONTH_RE, (word) => misreadMonth(word) ?? word);
  // Any other month word of four letters or more with one letter read as its look-alike digit
  // ("APR1L 1,2016", "0CTOBER 3"), before its day or year.
  return out.replace(/(?<![A-Z\d])(?=[A-Z]*\d)[A-Z012568]{4,9}(?=[\s/.,'-]+\d)/g, (word) => {
    if ((word.match(/\d/g)?.length ?? 0) !== 1) return word;
    const letters = word.replace(/[0-9]/g, (d) => LETTER_OF_DIGIT[d] ?? d);
    return MONTHS[letters] !== undefined ? letters : word;
  });
}

/**
 * Numeric dates with a letter OCR took for its look-alike digit ("11/3O/16", "1l/30/16",
 * "11/30/20l6", "12/1S/2014", "1B/12/2014", "Z5/12/2018", "2018-O3-23", "25/12/2O1821:28": O for
 * 0, I, l or | for 1, S for 5, B for 8, Z for 2, G for 6). Only inside a day-month-year or
 * year-month-day shape with at least four real digits, so words stay words; left alone, "20l6"
 * would read as the year 2020. A time may run straight on after the year or day.
 */
const LOOKALIKE = '[\\dOIL|SBZG]';
// A time run on after the date ("201812:14", "2018I2:14") is repaired with it, also one whose
// colons OCR lost before its AM/PM ("27/06/1850Z32 PM"); else no letter follows.
const GLUED_TIME = `(?:${LOOKALIKE}{0,2}[:.]${LOOKALIKE}{2}|${LOOKALIKE}{3,6}(?=\\s?[AP]\\.?M)|(?![A-Z]))`;
const LOOKALIKE_DATE_RES = [
  // One separator may be a comma ("0Z,22/2014", read as "02,22/2014" below).
  new RegExp(
    `(?<![A-Z])${LOOKALIKE}{1,2}(?:[/.-]${LOOKALIKE}{1,2}[/.,-]|,${LOOKALIKE}{1,2}[/.-])(?:${LOOKALIKE}{4}|${LOOKALIKE}{2})${GLUED_TIME}`,
    'g',
  ),
  new RegExp(`(?<![A-Z\\d])${LOOKALIKE}{4}[/.-]${LOOKALIKE}{1,2}[/.-]${LOOKALIKE}{1,2}${GLUED_TIME}`, 'g'),
  // The year alone after a day and month OCR ran together ("13707/2O17").
  new RegExp(`(?<=\\d[/.-])(?:[1IL|]9|[2Z][0O])${LOOKALIKE}{2}(?![A-Z\\d])`, 'g'),
  // Eight characters, day-month-year or year-month-day, a letter or two among the digits
  // ("25032O18"): at least six real digits.
  new RegExp(`(?<![A-Z\\d.,])${LOOKALIKE}{8}(?![A-Z\\d.,])`, 'g'),
  // The time printed after the date ("16/04/2019 1G:28"), which tells the sale date from others.
  new RegExp(`(?<=\\d\\s)${LOOKALIKE}{1,2}:${LOOKALIKE}{2}(?::${LOOKALIKE}{2})?(?![A-Z\\d])`, 'g'),
  // A time run straight on after a year ("17 MAY 1515:I7:28", "JUL/15/20171Z:25") or standing
  // before the date ("1Z:44 FRIDAY 2 MAR 2018"): colons make it a time, so its letters are digits.
  new RegExp(
    `(?<![A-Z])${LOOKALIKE}{1,2}:${LOOKALIKE}{2}(?::${LOOKALIKE}{2})?(?=[AP]\\.?M|(?![A-Z\\d]))`,
    'g',
  ),
];

function digitsOf(part: string): string {
  return part
    .replace(/O/g, '0')
    .replace(/[IL|]/g, '1')
    .replace(/S/g, '5')
    .replace(/B/g, '8')
    .replace(/Z/g, '2')
    .replace(/G/g, '6');
}

function repairDigitLookalikes(text: string): string {
  const minDigits = [4, 4, 2, 6, 2, 2];
  return LOOKALIKE_DATE_RES.reduce(
    (out, re, k) =>
      out.replace(re, (m) => ((m.match(/\d/g)?.length ?? 0) >= (minDigits[k] ?? 4) ? digitsOf(m) : m)),
    text,
  );
}

// The same letters in the day or year of a month-name date ("JAN3l'13", "JUL19'l4", "O4NOV'17"):
// each number keeps at least one real digit, and the month word is whole, so words stay words.
const LOOKALIKE_PART = String.raw`[\dOIL|SBZG]*\d[\dOIL|SBZG]*`;
const MON_LOOKALIKE_RE = new RegExp(
  String.raw`(?<![A-Z\d])(${MON})([./-]?\s?)(${LOOKALIKE_PART})(\s?['*\`,/.-]\s?|\s)(${LOOKALIKE_PART})(?![A-Z])`,
  'g',
);
const LOOKALIKE_MON_RE = new RegExp(
  String.raw`(?<![A-Z\d])(${LOOKALIKE_PART})([\s/.-]?)(${MON})(\.?\s?['*\`,/.-]?\s?)(${LOOKALIKE_PART})(?![A-Z])`,
  'g',
);

// A one-digit day read wholly as its look-alike letter ("APRIL I,2016", "ZMAR 2018"): taken only
// beside a whole month word ("MARS 2025" is French March, not March 5) and a four-place year of
// three real digits or more.
const LONE = '[IL|SBZG]';
const YEAR4 = String.raw`(?=[\dOIL|SBZG]{4}(?![A-Z\d]))(?:[12IL|][9][\dOIL|SBZG]{2}|[2Z][0O][\dOIL|SBZG]{2})`;
const MON_LONE_DAY_RE = new RegExp(
  String.raw`(?<![A-Z\d])(${MON})(?![A-Z])(\.\s?|\s)(${LONE})(\s?[',/.-]\s?|\s)(${YEAR4})`,
  'g',
);
const LONE_DAY_MON_RE = new RegExp(
  String.raw`(?<![A-Z\d])(${LONE})([\s/.-]?)(${MON})(?![A-Z])(\.?\s?['*\`,/.-]?\s?)(${YEAR4})`,
  'g',
);

function repairLoneDays(text: string): string {
  const sure = (year: string) => (year.match(/\d/g)?.length ?? 0) >= 3;
  return text
    .replace(MON_LONE_DAY_RE, (m, mon: string, a: string, day: string, sep: string, year: string) =>
      sure(year) ? `${mon}${a}${digitsOf(day)}${sep}${digitsOf(year)}` : m,
    )
    .replace(LONE_DAY_MON_RE, (m, day: string, a: string, mon: string, sep: string, year: string) =>
      sure(year) ? `${digitsOf(day)}${a}${mon}${sep}${digitsOf(year)}` : m,
    );
}

// US restaurant POS systems print the date and the time with no space or separator between them
// ("APR011812:11P", "08FEB'1507:18PM"): a look-alike letter there ("APRO11812:11P", "08FEB'1507:1BPM")
// is read back across the whole run of day, year and time, which keeps at least five real digits.
const L = LOOKALIKE;
const GLUED_TIME_AFTER = String.raw`${L}{1,2}[:.]${L}{2}(?=[AP]|(?![A-Z\d]))`;
const MON_GLUED_TIME_RE = new RegExp(String.raw`(?<![A-Z\d])(${MON})(${L}{4}${GLUED_TIME_AFTER})`, 'g');
const DAY_MON_GLUED_TIME_RE = new RegExp(
  String.raw`(?<![A-Z\d])(${L}{1,2})(${MON})(['*\`]?)(${L}{2}${GLUED_TIME_AFTER})`,
  'g',
);

function repairGluedMonthDateTimes(text: string): string {
  const sure = (...parts: string[]) => (parts.join('').match(/\d/g)?.length ?? 0) >= 5;
  return text
    .replace(MON_GLUED_TIME_RE, (m, mon: string, rest: string) =>
      sure(rest) ? `${mon}${digitsOf(rest)}` : m,
    )
    .replace(DAY_MON_GLUED_TIME_RE, (m, day: string, mon: string, mark: string, rest: string) =>
      sure(day, rest) ? `${digitsOf(day)}${mon}${mark}${digitsOf(rest)}` : m,
    );
}

function repairMonthDateDigits(text: string): string {
  const fix = (part: string, max: number) => (part.length <= max ? digitsOf(part) : part);
  // A four-digit year with the time run on ("20I712:25"): the year's four places are read alone.
  const fixYear = (part: string) => {
    if (part.length <= 4) return digitsOf(part);
    const year = digitsOf(part.slice(0, 4));
    return /^(?:19|20)\d\d$/.test(year) && /^\d{2}$/.test(part.slice(4)) ? year + part.slice(4) : part;
  };
  return text
    .replace(
      MON_LOOKALIKE_RE,
      (_m, mon: string, a: string, day: string, sep: string, year: string) =>
        `${mon}${a}${fix(day, 2)}${sep}${fixYear(year)}`,
    )
    .replace(
      LOOKALIKE_MON_RE,
      (_m, day: string, a: string, mon: string, sep: string, year: string) =>
        `${fix(day, 2)}${a}${mon}${sep}${fixYear(year)}`,
    );
}

// East Asian receipts print "2016年11月30日" (year, month, day marks).
const CJK_YMD_RE = /((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?/g;

/**
 * "APR IL 1,2016", "JU LY 20,2011": OCR broke a month name printed with wide letter spacing; the
 * two parts are joined when they spell a month of four letters or more and a number follows after
 * a space ("JUL I7" is July with a look-alike year). Same length: the space moves behind the word.
 */
function joinSplitMonths(text: string): string {
  return text.replace(/(?<![A-Z])([A-Z]{1,8}) ([A-Z]{1,8})(?=\.?\s\d)/g, (m, a: string, b: string) =>
    (a + b).length >= 4 && MONTHS[a + b] !== undefined ? `${a}${b} ` : m,
  );
}

/** A row's text with OCR's look-alike letters in dates and times read back (same length). */
function repairedDateText(upper: string): string {
  return repairLoneDays(
    repairMonthDateDigits(
      repairGluedMonthDateTimes(repairDigitLookalikes(repairMonthWords(joinSplitMonths(upper)))),
    ),
  );
}

/** A time printed with or after the date: a sale is timed, an expiry or a due date is not. */
function timedAfter(c: DateCandidate): boolean {
  const text = repairedDateText(c.row.upper);
  // "04:54 PM, 27 MARCH 2018", "12:44 Friday 2Mar 2018": some tills print the time first.
  return (
    /\d{1,2}[:.]\d{2}/.test(text.slice(c.at)) ||
    /(?<![\d.,])\d{1,2}:\d{2}(?::\d{2})?\s?(?:[AP]\.?M\.?)?[\s,]+(?:\p{L}{3,9},?\s+)?$/u.test(
      text.slice(0, c.at),
    )
  );
}

/** Where each OCR box of the row starts in its text. */
/** Where each box of the row starts and ends in its text (boxes are joined by one space). */
function boxSpans(row: Row): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const s of row.segments) {
    const text = normalizeText(s.text);
    if (!text) continue;
    spans.push([at, at + text.length]);
    at += text.length + 1;
  }
  return spans;
}

/**
 * A box's first character lost at its edge takes a day's or month's leading digit with it
 * ("23/03/2018" read "3/03/2018", "11.02.18" read "1.02.18"): a first part of one digit beside a
 * zero-padded second part, opening its box, is what is left. A till pads both parts or neither, so
 * the date is a guess, and an intact print elsewhere on the receipt wins over it.
 */
function clippedAtBoxStart(starts: Set<number>, at: number, first: string, second: string): boolean {
  return first.length === 1 && /^0\d$/.test(second) && starts.has(at);
}

/**
 * The far edge takes a year-first date's last digit ("2018-03-23" read "2018-03-2"): a day of one
 * digit after a zero-padded month, closing its box, is what is left; a till pads both or neither.
 */
function clippedAtBoxEnd(spans: Array<[number, number]>, end: number, month: string, day: string): boolean {
  return day.length === 1 && /^0\d$/.test(month) && spans.some(([, stop]) => stop === end);
}

/**
 * The same edge takes a year-first date's leading "2" ("2014-07-22" read "014-07-22"), which
 * otherwise reads as day 14 of July 2022: three digits opening the box before a month and day are
 * the year's last three.
 */
const CLIPPED_YEAR_FIRST_RE =
  /(0\d{2}|9\d{2})([-/.])(\d{1,2})\2(\d{2}(?=\d{1,2}[:.]\d{2})|\d{1,2}(?![\d.,]))/y;

/** Every date-like text on one row, with all readings it allows. */
export function dateCandidatesIn(row: Row): DateCandidate[] {
  const text = repairedDateText(row.upper);
  const out: DateCandidate[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && a < e);
  const push = (m: RegExpMatchArray, c: Omit<DateCandidate, 'row' | 'raw' | 'at'>) => {
    const s = m.index ?? 0;
    const e = s + m[0].length;
    if (overlaps(s, e)) return;
    taken.push([s, e]);
    out.push({ row, raw: m[0], at: s, ...c });
  };
  const spans = boxSpans(row);
  const starts = new Set(spans.map(([start]) => start));
  for (const m of text.matchAll(ISO_RE)) {
    const d = makeDate(Number(m[1]), Number(m[3]), Number(m[4]));
    const clipped = clippedAtBoxEnd(spans, (m.index ?? 0) + m[0].length, m[3] ?? '', m[4] ?? '');
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: clipped ? 'clipped' : 'iso', evidence: null });
  }
  for (const start of starts) {
    CLIPPED_YEAR_FIRST_RE.lastIndex = start;
    const m = CLIPPED_YEAR_FIRST_RE.exec(text);
    const year = m ? Number(`${m[1]?.startsWith('9') ? '1' : '2'}${m[1]}`) : 0;
    const d = m ? makeDate(year, Number(m[3]), Number(m[4])) : null;
    if (m && d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'clipped', evidence: null });
  }
  for (const m of text.matchAll(CJK_YMD_RE)) {
    const d = makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'iso', evidence: null });
  }
  for (const m of text.matchAll(Y_MON_D_RE)) {
    const month = MONTHS[m[2] ?? ''];
    const d = month ? makeDate(Number(m[1]), month, Number(m[3])) : null;
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'month-name', evidence: null });
  }
  for (const m of text.matchAll(D_MON_Y_RE)) {
    const month = monthOf(m[2] ?? '');
    const d = month ? makeDate(fullYear(m[3] ?? ''), month, Number(m[1])) : null;
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'month-name', evidence: null });
  }
  for (const m of text.matchAll(D_ABBR_Y_RE)) {
    const before = text.slice(0, m.index);
    if (m[2] && WORD_BEFORE.test(before) && !DATE_LABEL.test(before) && !DATE_LEAD.test(before)) continue;
    const month = DAY_FIRST_ABBREVIATIONS[(m[2] ?? m[5] ?? '').toUpperCase()];
    const d = month ? makeDate(fullYear(m[3] ?? m[6] ?? ''), month, Number(m[1])) : null;
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'month-name', evidence: null });
  }
  for (const m of text.matchAll(MON_D_Y_RE)) {
    if (DAY_FIRST_ONLY.has(m[1] ?? '')) continue;
    const month = monthOf(m[1] ?? '');
    const d = month ? makeDate(fullYear(m[3] ?? m[4] ?? ''), month, Number(m[2])) : null;
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'month-name', evidence: null });
  }
  for (const m of text.matchAll(CTIME_RE)) {
    const month = monthOf(m[1] ?? '');
    const d = month ? makeDate(Number(m[3]), month, Number(m[2])) : null;
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'month-name', evidence: null });
  }
  for (const m of text.matchAll(NUMERIC_RE)) {
    if (VERSION_LABEL_BEFORE.test(text.slice(0, m.index ?? 0))) continue;
    let a = Number(m[1]);
    // Digits run into the date from the left ("…0027/14/12"): drop the extra leading digit.
    if (
      m[1]?.length === 2 &&
      !makeDate(fullYear(m[4] ?? ''), Number(m[3]), a) &&
      !makeDate(fullYear(m[4] ?? ''), a, Number(m[3]))
    )
      a = Number(m[1].slice(1));
    const b = Number(m[3]);
    const year = fullYear(m[4] ?? '');
    const dmy = makeDate(year, b, a);
    const mdy = makeDate(year, a, b);
    if (!dmy && !mdy) continue;
    const fixed = dmy && !mdy ? dmy : mdy && !dmy ? mdy : a === b ? dmy : null;
    const evidence: DateOrder | null = dmy && !mdy ? 'DMY' : mdy && !dmy ? 'MDY' : null;
    const clipped = clippedAtBoxStart(starts, m.index ?? 0, m[1] ?? '', m[3] ?? '');
    push(m, { fixed, dmy, mdy, kind: clipped ? 'clipped' : 'numeric', evidence: clipped ? null : evidence });
  }
  // A day and month whose separator OCR lost: sure only when one order is not a date.
  const pushLostSeparator = (m: RegExpMatchArray, year: number, a: number, b: number) => {
    if (NUMBER_LABEL_BEFORE.test(text.slice(0, m.index ?? 0))) return;
    const dmy = makeDate(year, b, a);
    const mdy = makeDate(year, a, b);
    if (dmy || mdy)
      push(m, {
        fixed: dmy && !mdy ? dmy : mdy && !dmy ? mdy : null,
        dmy,
        mdy,
        kind: 'lost-separator',
        evidence: null,
      });
  };
  for (const m of text.matchAll(LOST_SEPARATOR_RE)) {
    pushLostSeparator(m, Number(m[4]), Number(m[1]), Number(m[2]));
  }
  for (const m of text.matchAll(DROPPED_SEPARATOR_RE)) {
    pushLostSeparator(m, Number(m[6]), Number(m[1]), Number(m[3] ?? m[4]));
  }
  for (const m of text.matchAll(ISO_LOST_SEPARATOR_RE)) {
    const d = makeDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (d) push(m, { fixed: d, dmy: d, mdy: d, kind: 'lost-separator', evidence: null });
  }
  for (const m of text.matchAll(COMMA_SEPARATOR_RE)) {
    pushLostSeparator(m, Number(m[4]), Number(m[1]), Number(m[2] ?? m[3]));
  }
  for (const m of text.matchAll(MIXED_SEPARATOR_RE)) {
    pushLostSeparator(m, fullYear(m[4] ?? ''), Number(m[1]), Number(m[2] ?? m[3]));
  }
  for (const m of text.matchAll(EIGHT_RE)) {
    const g = m[1] ?? '';
    const ymd = makeDate(Number(g.slice(0, 4)), Number(g.slice(4, 6)), Number(g.slice(6, 8)));
    if (ymd) {
      push(m, { fixed: ymd, dmy: ymd, mdy: ymd, kind: 'eight-digit', evidence: null });
      continue;
    }
    const year = Number(g.slice(4));
    const dmy = makeDate(year, Number(g.slice(2, 4)), Number(g.slice(0, 2)));
    const mdy = makeDate(year, Number(g.slice(0, 2)), Number(g.slice(2, 4)));
    if (dmy || mdy)
      push(m, {
        fixed: dmy && !mdy ? dmy : mdy && !dmy ? mdy : null,
        dmy,
        mdy,
        kind: 'eight-digit',
        evidence: null,
      });
  }
  // "Date.01|02/2018": a label's full stop is no decimal point before the date (same length).
  for (const d of damagedSeparatorDates(
    text.replace(/(?<=DATE|TARIKH|FECHA|DATUM|DATA)\.(?=\d)/g, ':'),
    spans,
  )) {
    const m = Object.assign([d.raw], { index: d.at }) as RegExpMatchArray;
    if (!d.yearFirst) pushLostSeparator(m, d.year, d.a, d.b);
    else {
      const ymd = makeDate(d.year, d.a, d.b);
      if (ymd) push(m, { fixed: ymd, dmy: ymd, mdy: ymd, kind: 'lost-separator', evidence: null });
    }
  }
  return out;
}

const DATE_LABEL = /DATE|DATUM|FECHA|DATA\b|TARIKH|DATED|\bDT\b|TRANS|ISSUED|SALE|INVOICE|BILL|TIME/;
const WRONG_DATE_LABEL =
  /EXP|EXPIRY|EXPIRES|VALID|DUE|BEST BEFORE|USE BY|MEMBER SINCE|SINCE|BIRTH|D\.?O\.?B|EXPIRE|REDEEM|RETURNS?\b|UNTIL|THRU\b|THROUGH|OFFER|ENDS\b/;

/**
 * "RETURNS WITH RECEIPT THRU 05/31/2016" with its spaces lost or a word broken by OCR
 * ("RETURNSITHRECEIPT", "R ETURNS"): a return window's end, read on the row's letters alone.
 */
const RETURN_POLICY = /RETURN|REFUNDBY|EXCHANGEBY|EXPIRES|EXPIRY/;

export interface DateChoice {
  iso: string;
  confidence: number;
  note: string | null;
  /**
   * What backs the date, for {@link dateConfidence} in confidence.ts; absent when a document
   * reader (e-mail, invoice) judged the date by its own labels and gave `confidence` itself.
   */
  evidence?: DateEvidence;
}

export interface DateEvidence {
  kind: DateCandidate['kind'];
  /** The text fixes day and month (a month name, year first, a part above 12). */
  unambiguous: boolean;
  /** An ambiguous date's order came from another, unambiguous date on the receipt. */
  orderFromReceipt: boolean;
  /** A date label before it ("Date:", "Tarikh") or a time after it. */
  labelled: boolean;
  timed: boolean;
  /** Other date texts on the receipt read as the same day. */
  repeats: number;
  /** Another date text reads as a different day. */
  rivals: number;
  rowConfidence: number;
}

export interface OrderEvidence {
  order: DateOrder;
  reason: string;
}

/**
 * Picks the receipt date: near a Date/Tarikh label and away from expiry or due dates, using the
 * day/month order decided for the whole receipt.
 */
export function chooseDate(rows: Row[], order: OrderEvidence): DateChoice | null {
  const candidates = rows.flatMap(dateCandidatesIn);
  if (candidates.length === 0) return null;
  // Unambiguous numeric dates on the same receipt settle the order for the ambiguous ones.
  const votes = { DMY: 0, MDY: 0 };
  for (const c of candidates) if (c.evidence) votes[c.evidence] += 1;
  let effective = order;
  if (votes.DMY !== votes.MDY) {
    const o: DateOrder = votes.DMY > votes.MDY ? 'DMY' : 'MDY';
    effective = { order: o, reason: 'another date on the receipt is unambiguous' };
  }
  const total = rows.length || 1;
  let best: { c: DateCandidate; d: Ymd; score: number } | null = null;
  const counts = new Map<string, number>();
  const readings = candidates.map(
    (c) => c.fixed ?? (effective.order === 'DMY' ? c.dmy : c.mdy) ?? c.dmy ?? c.mdy,
  );
  for (const d of readings) if (d) counts.set(isoOf(d), (counts.get(isoOf(d)) ?? 0) + 1);
  candidates.forEach((c, i) => {
    const d = readings[i];
    if (!d) return;
    let score = 1;
    const before = c.row.upper.slice(0, c.at);
    const prev = rows[c.row.index - 1]?.upper ?? '';
    if (DATE_LABEL.test(before) || (before.trim() === '' && /DATE|TARIKH/.test(prev))) score += 2;
    if (
      WRONG_DATE_LABEL.test(before) ||
      WRONG_DATE_LABEL.test(c.row.upper) ||
      RETURN_POLICY.test(c.row.upper.replace(/[^A-Z]/g, ''))
    )
      score -= 3;
    const timed = timedAfter(c);
    // A guess at where the parts split; one stamped with the time ("1803/1809:03") is the sale's
    // date more surely than a stray date-like number elsewhere is.
    if (c.kind === 'eight-digit' || c.kind === 'lost-separator' || c.kind === 'clipped')
      score -= timed ? 0.7 : 1.5;
    if (c.kind === 'numeric' && !c.fixed) score -= 0.2;
    // A clipped print that a whole print elsewhere completes ("2018-03-2" beside "2018-03-23",
    // "3/03/2018" beside "23/03/2018") is that print with a digit lost, whatever labels it.
    if (
      c.kind === 'clipped' &&
      readings.some((o, j) => j !== i && candidates[j]?.kind !== 'clipped' && completes(o, d))
    )
      score -= 3;
    if (timed) score += 0.5;
    score += 0.3 * ((counts.get(isoOf(d)) ?? 1) - 1);
    score -= (0.5 * c.row.index) / total;
    if (!best || score > best.score) best = { c, d, score };
  });
  if (!best) return null;
  const { c, d, score } = best as { c: DateCandidate; d: Ymd; score: number };
  const ambiguous = !c.fixed;
  const before = c.row.upper.slice(0, c.at);
  const prev = rows[c.row.index - 1]?.upper ?? '';
  const iso = isoOf(d);
  const evidence: DateEvidence = {
    kind: c.kind,
    unambiguous: !ambiguous || (c.dmy !== null && c.mdy !== null && isoOf(c.dmy) === isoOf(c.mdy)),
    orderFromReceipt: effective !== order,
    labelled: DATE_LABEL.test(before) || (before.trim() === '' && /DATE|TARIKH/.test(prev)),
    timed: timedAfter(c),
    repeats: (counts.get(iso) ?? 1) - 1,
    rivals: [...counts.keys()].filter((k) => k !== iso).length,
    rowConfidence: c.row.confidence,
  };
  const confidence = Math.max(0.2, Math.min(0.98, 0.55 + 0.12 * score - (ambiguous ? 0.15 : 0)));
  const note = ambiguous
    ? `Date "${c.raw.trim()}" read ${effective.order === 'DMY' ? 'day-first' : 'month-first'} because ${effective.reason}.`
    : null;
  return { iso, confidence: Math.round(confidence * 100) / 100, note, evidence };
}

/** `whole` is `clipped` with a day digit that a box edge cut off restored (23 for 2 or 3). */
function completes(whole: Ymd | null, clipped: Ymd): boolean {
  if (!whole || whole.year !== clipped.year || whole.month !== clipped.month || whole.day === clipped.day)
    return false;
  const w = String(whole.day);
  const c = String(clipped.day);
  return w.length === c.length + 1 && (w.startsWith(c) || w.endsWith(c));
}

// Digits OCR mistakes for one another in the last place of a year on thermal prints.
const YEAR_DIGIT_LOOKALIKES: Record<string, string> = { '3': '8', '0': '8', '1': '7' };
const MALAYSIAN_GST_FROM = '2015-04-01';
const MALAYSIAN_GST_UNTIL = '2018-08-31';

/**
 * Malaysia charged GST only from April 2015 to August 2018, so a GST receipt dated earlier has a
 * misread year ("04-05-2013" for 2018); the look-alike digit that lands inside that span is used.
 */
export function repairGstYear(iso: string): { iso: string; note: string } | null {
  if (iso >= MALAYSIAN_GST_FROM) return null;
  const fixed = YEAR_DIGIT_LOOKALIKES[iso.charAt(3)];
  if (!fixed) return null;
  const candidate = `${iso.slice(0, 3)}${fixed}${iso.slice(4)}`;
  if (candidate < MALAYSIAN_GST_FROM || candidate > MALAYSIAN_GST_UNTIL) return null;
  return {
    iso: candidate,
    note: `The date reads ${iso}, before Malaysian GST existed; the year is read as ${candidate.slice(0, 4)}.`,
  };
}

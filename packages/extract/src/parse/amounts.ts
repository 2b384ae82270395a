/**
 * Money on receipts, kept as integer hundredths of the currency unit ("cents") until the API edge.
 * Absorbs: thousands separators in both conventions (1,234.56 and 1.234,56), currency prefixes
 * (RM12.50, $12, S$ 3.00), trailing minus signs (12.50-), brackets, and OCR that drops the
 * decimal point (8091 for 80.91) or the spaces around a symbol.
 */
export interface MoneyToken {
  cents: number;
  /** Index range within the text the token was read from. */
  start: number;
  end: number;
  raw: string;
  /** ISO 4217 code implied by a symbol or code written next to the amount. */
  currency: string | null;
  /** True when the amount was printed with a decimal part (12.50, not 12). */
  hasDecimals: boolean;
  negative: boolean;
}

const CURRENCY_MARKS: Array<[RegExp, string]> = [
  [/^(RM|MYR)$/i, 'MYR'],
  [/^(S\$|SGD)$/i, 'SGD'],
  [/^(R\$|BRL)$/i, 'BRL'],
  [/^(US\$|USD)$/i, 'USD'],
  [/^(C\$|CA\$|CAD)$/i, 'CAD'],
  [/^(A\$|AU\$|AUD)$/i, 'AUD'],
  [/^(HK\$|HKD)$/i, 'HKD'],
  [/^(NZ\$|NZD)$/i, 'NZD'],
  [/^(€|EUR)$/i, 'EUR'],
  [/^(£|GBP)$/i, 'GBP'],
  [/^(₹|INR|RS\.?)$/i, 'INR'],
  [/^(¥|JPY)$/i, 'JPY'],
  [/^(₩|KRW)$/i, 'KRW'],
  [/^(CHF)$/i, 'CHF'],
  [/^\$$/, 'USD'],
];

export function currencyFromMark(mark: string): string | null {
  for (const [re, code] of CURRENCY_MARKS) if (re.test(mark)) return code;
  return null;
}

// "Rs" ends many English words ("SALESPERSON", "HOURS"), and ISO codes end French and English
// ones ("CHAUD", "SERVEUR", "FRAUD"), so these mark a currency only at a word start. Malaysia's
// "RM" and "MYR" may follow a label OCR glued to them ("TOTALRM12.00"), but glued to a word's end
// and set apart from the number ("LAMPESKÆRM 1", "PLATFORM 12.50") they are the word's letters.
const CUR = String.raw`(?:(?<!\p{L})(?:RM|MYR)|(?:RM|MYR)(?=\d)|S\$|(?<!\p{L})R\$|US\$|C\$|CA\$|A\$|AU\$|HK\$|NZ\$|(?<!\p{L})(?:SGD|USD|CAD|AUD|HKD|NZD|EUR|GBP|INR|RS\.?|JPY|CHF)|[$€£₹¥])`;
// "100. 60": OCR sometimes puts a space after the decimal point.
const NUM = String.raw`\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+\.\s\d{2}(?!\d)|\d+(?:[.,]\d{1,2})?`;
// Bounded so parts of dates (25/12/2018, 2017-02-12), times (12:30) and codes are not read as money. Letters
// may touch an amount that has decimals, because OCR drops spaces ("CASH20.00MYR"), and so may the
// colon after a label ("TOTAL:58.95", "Tota1:38,45"); a colon after a digit that no letter precedes is a time's.
const MONEY_RE = new RegExp(
  String.raw`(?<![\d/.,$€£¥-])(?<!(?<!\p{L})\d\s?:)(?<lead>[-(])?\s?(?<cur>${CUR})?\s?(?<neg>-)?\s?(?<num>${NUM})(?<trail>-|\))?(?![\d/:%]|[.,]\d|-\d)`,
  'giu',
);

/** Reads one numeric string into cents, deciding which separator is the decimal one. */
export function numberToCents(num: string): { cents: number; hasDecimals: boolean } | null {
  const lastSep = Math.max(num.lastIndexOf('.'), num.lastIndexOf(','));
  let intPart = num;
  let frac = '';
  if (lastSep >= 0) {
    const after = num.slice(lastSep + 1);
    // Exactly three digits after the only separator kind reads as thousands (1,234), else decimals.
    const seps = num.match(/[.,]/g) ?? [];
    const sameKind = seps.every((s) => s === seps[0]);
    if (after.length === 3 && sameKind) {
      intPart = num.replace(/[.,]/g, '');
    } else {
      intPart = num.slice(0, lastSep).replace(/[.,]/g, '');
      frac = after;
    }
  }
  if (!/^\d+$/.test(intPart) || (frac !== '' && !/^\d{1,2}$/.test(frac))) return null;
  const cents = Number(intPart) * 100 + (frac === '' ? 0 : Number(frac.padEnd(2, '0')));
  if (!Number.isSafeInteger(cents)) return null;
  return { cents, hasDecimals: frac !== '' };
}

/**
 * Swiss and Liechtenstein amounts group thousands with an apostrophe ("2'362.65"); written as a
 * comma, with the same length, so positions in the text stay valid.
 */
export function apostropheThousands(text: string): string {
  return text.replace(/(?<=\d)['’](?=\d{3}(?!\d))/g, ',');
}

// Metered quantities on bills ("Total Consumption 220 m3", "17.04 kilometres") are not money.
const UNIT_AFTER =
  /^\s?(?:m3|m³|kwh|kw|mwh|ccf|hcf|gal|gallons?|therms?|km|kilomet(?:er|re)s?|miles?|gb|mb|tb|mins?\b|minutes?|hours?|days?|jours?|tage?|months?|monate?)(?![a-z])/i;

export function isMeteredQuantity(text: string, end: number): boolean {
  return UNIT_AFTER.test(text.slice(end, end + 12));
}

/**
 * "RMO.20", "$O.50": OCR reads the zero after a currency mark as the letter O; read back as a
 * digit (same length, so positions hold).
 */
export function zeroAfterCurrency(text: string): string {
  return text.replace(/(?<=(?:\bRM|\$|€|£)\s?)[Oo](?=[.,]\d{2}(?!\d))/g, '0');
}

// An amount with cents in which OCR took a digit for its look-alike letter ("1O.45", "54.S0",
// "3B.20", "Z5.00", "4l.50", "$S2.97", "TOTALRMZ0.40"). A leading S stays a misread "$" ("Tax
// S3.61", see totals.ts) unless a currency mark is before it, and a trailing L a litre ("1.5L").
const LOOKALIKE_AMOUNT =
  /(?:(?<![A-Za-z\d])|(?<=RM))(?:(?<=(?:RM|[$€£])\s?)(?=S)|(?=[\dOoIlL|BZG]))([\dOoIlL|SBZG]{1,7})([.,])([\dOoIlL|SBZG][\dOoI|SBZG])(?![A-Za-z\d])/g;

/**
 * Reads look-alike letters in an amount back as digits (same length, so positions hold): only
 * where the integer part has a real digit, or is one letter after a currency mark, and two real
 * digits are there ("ROOM O.50" is no amount).
 */
export function digitsInAmounts(text: string): string {
  return text.replace(LOOKALIKE_AMOUNT, (m, whole: string, sep: string, cents: string, at: number) => {
    if (!/[A-Za-z|]/.test(m) || (m.match(/\d/g)?.length ?? 0) < 2) return m;
    // "$ G.69", "RMZ.19": after a currency mark even a whole part of one letter is a digit.
    if (!/\d/.test(whole) && !(whole.length === 1 && /(?:RM|[$€£])\s?$/.test(text.slice(0, at)))) return m;
    const digits = (part: string) =>
      part
        .replace(/[Oo]/g, '0')
        .replace(/[IlL|]/g, '1')
        .replace(/S/g, '5')
        .replace(/B/g, '8')
        .replace(/Z/g, '2')
        .replace(/G/g, '6');
    return `${digits(whole)}${sep}${digits(cents)}`;
  });
}

/**
 * Nordic, Polish, Czech and French prices group thousands with a space; after a currency mark
 * written before them ("kr 1 499,00", "€ 1 250,00") the groups are one amount, as a quantity does
 * not stand between a mark and its price. Written with commas, the same length, so positions in
 * the text stay valid. A mark after the number ("2 150,00 kr") is left alone: there a count often
 * precedes the price.
 */
export function spacedThousandsAfterMark(text: string): string {
  return text.replace(
    /(?<!\p{L})((?:KR|NOK|SEK|DKK|PLN|ZŁ|CZK|KČ|EUR|€)\.?\s?)(\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?=[.,]\d{2}(?!\d))/giu,
    (_m, mark: string, head: string, groups: string) =>
      `${mark}${head}${groups.replace(/[ \u00a0\u202f]/g, ',')}`,
  );
}

/**
 * "90 170 Ft", "1 250 000 HUF": forint amounts print no decimals and group their thousands with
 * spaces, the mark after. Joined with commas, the same length, so positions stay valid; a count
 * before a price is set apart by its unit ("6 óra 9 500 Ft", "1 db 14 000 Ft").
 */
export function spacedThousandsBeforeForint(text: string): string {
  return text.replace(
    /(?<![\d.,])(\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?=[ \u00a0]?(?:FT|HUF)(?!\p{L}))/giu,
    (_m, head: string, groups: string) => `${head}${groups.replace(/[ \u00a0\u202f]/g, ',')}`,
  );
}

/**
 * "$4'86", "593'10": the decimal point read as an apostrophe (a speck above the line). Two digits
 * after it, and a number standing alone before it: a year after a month or a day ("JAN31'13",
 * "11/30'16") and Swiss thousands ("2'362.65") keep theirs. Same length, so positions hold.
 */
export function apostrophePoint(text: string): string {
  return text.replace(/(?<![\p{L}\d/.,'-])(\d{1,6})['’](\d{2})(?![\d'’]|[.,]\d)/gu, '$1.$2');
}

/** Finds every amount in a text, left to right. */
export function findMoney(input: string): MoneyToken[] {
  const text = digitsInAmounts(
    zeroAfterCurrency(
      apostrophePoint(spacedThousandsBeforeForint(spacedThousandsAfterMark(apostropheThousands(input)))),
    ),
  );
  const out: MoneyToken[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const g = m.groups ?? {};
    const num = g.num ?? '';
    const parsed = numberToCents(num.replace(/\s/g, ''));
    if (!parsed) continue;
    const index = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
    const before = text[index - 1] ?? ' ';
    const after = text[(m.index ?? 0) + m[0].length] ?? ' ';
    // Japanese prices write the yen after the number ("2,172円"), Korean ones the won ("68,500원"):
    // a mark, not a letter.
    const yenAfter = after === '円';
    const wonAfter = after === '원';
    const touchesLetter = /\p{L}/u.test(before) || (/\p{L}/u.test(after) && !yenAfter && !wonAfter);
    if (touchesLetter && !parsed.hasDecimals && !g.cur) continue;
    if (!g.cur && isMeteredQuantity(text, (m.index ?? 0) + m[0].length)) continue;
    const negative =
      Boolean(g.neg) || g.trail === '-' || g.lead === '-' || (g.lead === '(' && g.trail === ')');
    out.push({
      cents: negative ? -parsed.cents : parsed.cents,
      start: index,
      end: (m.index ?? 0) + m[0].length,
      raw: m[0].trim(),
      currency: g.cur ? currencyFromMark(g.cur) : yenAfter ? 'JPY' : wonAfter ? 'KRW' : null,
      hasDecimals: parsed.hasDecimals,
      negative,
    });
  }
  return out;
}

/**
 * A currency code written right after or right before an amount whose own token carries no mark
 * ("35.00 EUR", "58 EUR", "CZK 340"): the codes {@link findMoney} leaves beside the number; and a
 * currency sign written after the amount, as European prices put it ("860,00 €", "124,99 zł",
 * "272 Kč", "90 170 Ft", "773,50 lei"), not before a letter ("12 € PER" is still marked; "5 ZŁOTYCH" spells a word out).
 */
export function codeBeside(upper: string, m: MoneyToken): boolean {
  return (
    /^\s?(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|CAD|AUD|HUF|RON)\b/.test(upper.slice(m.end)) ||
    /^\s?(?:€|£|ZŁ|KČ|FT|LEI)(?!\p{L})/u.test(upper.slice(m.end)) ||
    /\b(?:EUR|USD|GBP|CHF|SEK|NOK|DKK|PLN|CZK|CAD|AUD)\s?$/.test(upper.slice(0, m.start))
  );
}

/** Cents to the decimal number the API carries. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Currency marks written beside amounts, upper-case as the parser sees text, each with its ISO 4217
 * code. Provenance: ISO 4217 codes and the symbols and local abbreviations of the CLDR currency
 * data for the currencies of the receipts we read ("zł" for PLN, "kr" for SEK, "Fr." for CHF,
 * "Rs" for INR, "CA$" for CAD, "R$" for BRL, "₺" for TRY).
 */
const MARKS: Array<[string, string]> = [
  [String.raw`CA\$|C\$|CAD`, 'CAD'],
  [String.raw`US\$|USD`, 'USD'],
  [String.raw`AU\$|A\$|AUD`, 'AUD'],
  [String.raw`NZ\$|NZD`, 'NZD'],
  [String.raw`HK\$|HKD`, 'HKD'],
  [String.raw`S\$|SGD`, 'SGD'],
  // Brazil's real: "R$ 836,95" on consumer receipts (NFC-e) and shop mails; not a bare dollar.
  [String.raw`R\$|BRL`, 'BRL'],
  ['€|EUR|EURO|EUROS', 'EUR'],
  ['£|GBP', 'GBP'],
  [String.raw`CHF|SFR\.?|FR\.`, 'CHF'],
  ['ZŁ|ZL|PLN', 'PLN'],
  ['SEK', 'SEK'],
  ['NOK', 'NOK'],
  ['DKK', 'DKK'],
  [String.raw`KR\.?`, 'SEK'],
  // "Kc": the crown's mark where the font or an ASCII export drops the háček ("60 500 Kc").
  ['KČ|KC|CZK', 'CZK'],
  [String.raw`₹|INR|RS\.?`, 'INR'],
  ['RM|MYR', 'MYR'],
  ['¥|JPY', 'JPY'],
  // The won, written after the amount in Korean ("68,500원") or as ₩ before it.
  ['₩|KRW|원', 'KRW'],
  ['₺|TRY', 'TRY'],
  ['HUF', 'HUF'],
  // Dollars of some country: the caller decides which ("$" is reported as "$").
  [String.raw`\$`, '$'],
];

const AMOUNT = String.raw`\d[\d.,' ]*\d|\d`;
/**
 * A mark right before or right after an amount ("PLN 44.59", "56,02 €", "48.24 ZŁ"), on its line: a
 * row starting "TRY OUR NEW APP" under "Total 24.50" marks no lira.
 */
const GAP = String.raw`[^\S\n]?`;
const BESIDE = MARKS.map(([mark, code]) => ({
  code,
  re: new RegExp(
    String.raw`(?:(?<![\p{L}])(?:${mark})${GAP}(?:${AMOUNT}))|(?:(?:${AMOUNT})${GAP}(?:${mark})(?![\p{L}]))`,
    'gu',
  ),
}));

/**
 * Hungary's forint "Ft" and Romania's leu "lei" or "RON", written after the amount ("90 170 Ft",
 * "773,50 lei"); "FT" after a number is as often feet ("HDMI CABLE 6 FT"), so the forint counts only on a
 * text that names the Hungarian VAT ("ÁFA"), which {@link currencyMarks} checks.
 */
const FORINT_AND_LEU: Array<[string, string]> = [
  ['FT', 'HUF'],
  // "RON" before a number is as often a waiter's name ("Server: Ron 12"): after it only.
  ['LEI|RON', 'RON'],
];
const HUNGARIAN_VAT = /(?<![\p{L}])ÁFA(?![\p{L}])/u;

/**
 * Marks written only after the amount: Turkish invoices and shops write the lira "TL" there
 * ("9.092,50 TL", "760,80TL"); before a number "TL" is more often a phone or a line code.
 */
const AFTER_ONLY: Array<{ code: string; re: RegExp }> = [
  { code: 'TRY', re: new RegExp(String.raw`(?:${AMOUNT})${GAP}TL(?![\p{L}])`, 'gu') },
  ...FORINT_AND_LEU.map(([mark, code]) => ({
    code,
    re: new RegExp(String.raw`(?:${AMOUNT})${GAP}(?:${mark})(?![\p{L}])`, 'gu'),
  })),
];

/** Counts of each currency written beside an amount in `text` (upper-case). */
export function currencyMarks(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { code, re } of AFTER_ONLY) {
    if (code === 'HUF' && !HUNGARIAN_VAT.test(text)) continue;
    const n = [...text.matchAll(re)].length;
    if (n > 0) counts.set(code, (counts.get(code) ?? 0) + n);
  }
  for (const { code, re } of BESIDE) {
    // A bare "$" after a letter is the end of "CA$" or "US$", which the lookbehind leaves out.
    const n = [...text.matchAll(re)].length;
    if (n > 0) counts.set(code, (counts.get(code) ?? 0) + n);
  }
  return counts;
}

/**
 * Codes named anywhere ("Total in PLN", "Amount (EUR)"), for documents with bare amounts. A Turkish
 * street ("Atatürk Cad. No 14", "1961 CAD.NO:56": "Caddesi") names no Canadian dollar, and "Try our
 * new app" no lira: "TRY", an English verb in the upper-cased text, counts only where a code stands
 * (in brackets, beside a number, after "in" or a currency label, or as the last word of a line).
 */
export function currencyCodesNamed(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(
    /\b(USD|EUR|GBP|CHF|CAD|AUD|NZD|PLN|SEK|NOK|DKK|CZK|INR|JPY|SGD|HKD|MYR|BRL|HUF|RON|MXN)\b(?!(?<=CAD)\.\s*NO\b)/g,
  ))
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  const lira = [...text.matchAll(LIRA_CODE)].length;
  if (lira > 0) counts.set('TRY', lira);
  return counts;
}

const LIRA_CODE =
  /\(\s?TRY\s?\)|(?:\bIN|CURRENCY|B[Iİ]R[Iİ]M[Iİ]|D[OÖ]V[Iİ]Z)\W{0,3}TRY\b|\d[ \t]?TRY\b|\bTRY[ \t]?\d|\bTRY[ \t]*$/gmu;

const MARK_ONLY = new RegExp(`^(?:${MARKS.map(([mark]) => mark).join('|')})$`, 'u');

/** Whether `text` (upper-case) is a currency mark alone, once spaces and emphasis marks are dropped ("ZŁ", "*EUR*"). */
export function isCurrencyMark(text: string): boolean {
  return MARK_ONLY.test(text.replace(/[\s*_:]/g, ''));
}

/**
 * The step, in minor units, that bills are rounded to on the receipt itself, where the smallest
 * coins were withdrawn and the rounding is applied to the whole bill: a total off the step is the
 * bill before a rounding line, and the amount charged is another. Provenance: Bank Negara
 * Malaysia's rounding mechanism (5 sen, from 2008, applied to the total bill); on the SROIE tuning
 * scans 167 of the 170 ringgit totals read are on the step. Where only cash tender is rounded and
 * the receipt prints the bill unrounded (Australia, Canada: 5 of the 9 CAD and AUD totals of the
 * tuning photos are off the 5-cent step, and right), the currency is not listed.
 */
export const BILL_ROUNDING_STEP: Readonly<Record<string, number>> = {
  MYR: 5,
};

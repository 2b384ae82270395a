import { MULTILINGUAL_MONTHS } from '../parse/lexicon/months';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An RFC 5322 date ("Fri, 31 Mar 2017 20:08:31 -0700", also "Wed, 7 Sept 2022 at 19:49" as mail
 * clients print it in forwards) as the sender's local time with its offset
 * ("2017-03-31T20:08:31-07:00"), so the first ten characters are the sender's calendar date and
 * not the UTC one. Undefined when the text is not in that form.
 */
export function senderLocalTime(value: string): string | undefined {
  const m =
    /(?:^|[\s,])(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})(?:,?\s+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s*([+-])(\d{2}):?(\d{2}))?/i.exec(
      value,
    );
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
  const day = Number(m[1]);
  if (month === 0 || day < 1 || day > 31) return undefined;
  const p = (n: string | undefined) => (n ?? '0').padStart(2, '0');
  const offset = m[7] ? `${m[7]}${m[8]}:${m[9]}` : '';
  return `${m[3]}-${p(String(month))}-${p(m[1])}T${p(m[4])}:${p(m[5])}:${p(m[6])}${offset}`;
}

/**
 * The signing domain (d=) of a message's first DKIM signature. Mail-sending services sign for
 * many companies, so callers still judge the domain.
 */
export function dkimDomain(lines: string[]): string | undefined {
  for (const line of lines) {
    const m = /(?:^|[;\s])d=([a-z0-9.-]+)/i.exec(line.replace(/\r?\n\s*/g, ' '));
    if (m) return m[1]!.toLowerCase();
  }
  return undefined;
}

const ENGLISH_MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];
const MONTH_NAMES: Array<[string, number]> = [
  ...ENGLISH_MONTHS.map((m, i): [string, number] => [m, i + 1]),
  // Dutch forms the month lexicon leaves to dates.ts (shared with Malay there).
  ['JANUARI', 1],
  ['FEBRUARI', 2],
  ['MEI', 5],
  ...Object.entries(MULTILINGUAL_MONTHS).map(([m, n]): [string, number] => [fold(m), n]),
];

/**
 * The month a mail client's month word names, in any of the lexicon's languages, abbreviated as
 * clients abbreviate it ("dic", "Dez.", "févr.", "mrt"): every month name it begins (or that begins
 * it) must agree.
 */
function monthWord(word: string): number | null {
  const w = fold(word).replace(/[^A-Z]/g, '');
  if (w.length < 3) return null;
  const months = new Set(
    MONTH_NAMES.filter(([name]) => name.startsWith(w) || (w.startsWith(name) && name.length >= 3)).map(
      ([, n]) => n,
    ),
  );
  return months.size === 1 ? [...months][0]! : null;
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/**
 * A forwarded header's date as a mail client prints it in the user's language, day first ("lun,
 * 9 dic 2024, 18:05", "Montag, 9. Dezember 2024 18:05", "jeudi 6 mars 2025 17:42", "9 de
 * diciembre de 2024", "den 9 december 2024 kl. 18:05") or numeric ("09.12.2024 18:05",
 * "2024-12-09 18:05"), as local time without an offset: its first ten characters are the date the
 * sender's client showed. Undefined when the text holds no such date.
 */
export function printedLocalTime(value: string): string | undefined {
  const p = (n: number | string) => String(n).padStart(2, '0');
  const time = (rest: string) => {
    const t = /(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?\s*([AP]\.?M\.?)?/i.exec(rest);
    if (!t) return 'T00:00:00';
    let hour = Number(t[1]);
    if (t[3] && /^p/i.test(t[3]) && hour < 12) hour += 12;
    if (t[3] && /^a/i.test(t[3]) && hour === 12) hour = 0;
    return `T${p(hour)}:${t[2]}:00`;
  };
  const named =
    /(?<!\d)(\d{1,2})\.?\s+(?:de\s+)?(\p{L}{3,12})\.?,?\s+(?:de\s+)?((?:19|20)\d{2})(?!\d)(.*)$/iu.exec(
      value,
    );
  if (named) {
    const month = monthWord(named[2]!);
    const day = Number(named[1]);
    if (month && day >= 1 && day <= 31) return `${named[3]}-${p(month)}-${p(day)}${time(named[4]!)}`;
  }
  const iso = /(?<!\d)((?:19|20)\d{2})-(\d{2})-(\d{2})(?!\d)(.*)$/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}${time(iso[4]!)}`;
  const dotted = /(?<!\d)(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?!\d)(.*)$/.exec(value);
  if (dotted && Number(dotted[2]) <= 12 && Number(dotted[1]) <= 31)
    return `${dotted[3]}-${p(dotted[2]!)}-${p(dotted[1]!)}${time(dotted[4]!)}`;
  return undefined;
}

import { countryNames } from '../lexicon/country-names';
import type { Row } from '../text';
import { fixLetterDigits } from './ocr-repair';

/**
 * Stores print their web site or e-mail address on the slip ("www.timesbookstores.com.my",
 * "care@mynews.com.my"), and the domain usually spells the name. OCR reads the two lines apart,
 * so a letter the name line lost ("TIHES BOOKSTORES") is often right in the domain.
 */

const HOST =
  /(?:www\.|@|https?:\/\/)?([A-Za-z0-9-]{4,})\s?\.\s?(?:com|net|org|co|my|sg|de|uk|au|ca|info|biz)\b/gi;

/** The names the receipt's domains spell, upper-case letters only ("TIMESBOOKSTORES"). */
export function domainsOf(rows: Row[]): string[] {
  const found = new Set<string>();
  for (const row of rows)
    for (const m of row.text.matchAll(HOST)) {
      const letters = (m[1] ?? '').toUpperCase().replace(/[^A-Z]/g, '');
      if (letters.length >= 6) found.add(letters);
    }
  return [...found];
}

/**
 * Repairs letters of `name` that a domain spells otherwise: the name's letters (spaces and
 * punctuation aside) must match a stretch of the domain but for one letter in eight, at most two.
 * Names shorter than eight letters are left alone: a short stretch matches by chance.
 */
export function spellFromDomain(name: string, domains: string[]): string {
  const positions: number[] = [];
  for (let i = 0; i < name.length; i++) if (/[A-Za-z]/.test(name[i] ?? '')) positions.push(i);
  const letters = positions.map((i) => (name[i] ?? '').toUpperCase()).join('');
  if (letters.length < 8) return name;
  const allowed = Math.min(2, Math.floor(letters.length / 8));
  for (const domain of domains) {
    for (let start = 0; start + letters.length <= domain.length; start++) {
      const wrong: number[] = [];
      for (let k = 0; k < letters.length && wrong.length <= allowed; k++)
        if (letters[k] !== domain[start + k]) wrong.push(k);
      if (wrong.length === 0) return name;
      if (wrong.length > allowed) continue;
      const chars = [...name];
      for (const k of wrong) {
        const at = positions[k] ?? 0;
        const right = domain[start + k] ?? '';
        chars[at] = chars[at] === chars[at]?.toLowerCase() ? right.toLowerCase() : right;
      }
      return chars.join('');
    }
  }
  return name;
}

/**
 * A header line that is only the shop's web or mail address, its dot or @ lost to OCR
 * ("lnfopizzaroma de" for info@pizzaroma.de, "www lunabakery com"): the shop prints its name only
 * in a logo OCR did not read. Prefix and top-level domain both matter: without them the line is a word.
 */
const BARE_ADDRESS =
  /^(?:www|[il1|]nf[o0]|mail|kontakt|contact|office|hello|service|shop)\s*[.@,:]?\s*([a-z0-9][a-z0-9-]{2,})\s*[.,]?\s*(?:de|com|net|org|at|ch|fr|es|it|nl|be|eu|uk|co\.uk|com\.au|au|ca|us|info|biz)$/i;

/** The name a bare web or mail address spells ("Pizza Roma" for "info pizza-roma-deutschland de"), or null. */
export function nameFromBareAddress(text: string): string | null {
  const m = BARE_ADDRESS.exec(text.trim());
  // Letters OCR read as digits ("guac0mole") are repaired; a domain with real digits is no name.
  const stem = m?.[1] ? fixLetterDigits(m[1]) : '';
  if (!stem || /\d/.test(stem)) return null;
  const countries = countryNames();
  const parts = stem.toLowerCase().split('-').filter(Boolean);
  while (parts.length > 1 && countries.has(parts.at(-1) ?? '')) parts.pop();
  // Glued: "guacamoledeutschland"; the stem left must still be a name.
  const last = parts.at(-1) ?? '';
  for (const country of countries)
    if (country.length >= 5 && last.endsWith(country) && last.length - country.length >= 4) {
      parts[parts.length - 1] = last.slice(0, -country.length);
      break;
    }
  const name = parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join(' ');
  return name.replace(/\s/g, '').length >= 3 ? name : null;
}

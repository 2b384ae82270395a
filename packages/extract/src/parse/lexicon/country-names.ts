/**
 * Country names as shops append them to their web domains ("pizzaroma-deutschland.de",
 * "brand-usa.com"): the stem before one is the shop's name. Source: the ICU region names that
 * Node's Intl.DisplayNames ships (CLDR), in the languages of the receipts we read, folded to
 * lower-case ASCII letters; plus the short forms CLDR does not list as names.
 */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ms'];
const SHORT_FORMS = ['usa', 'uk', 'espana', 'oesterreich'];

let names: Set<string> | undefined;

/** Country names, lower-case letters only ("deutschland", "unitedkingdom"). */
export function countryNames(): Set<string> {
  if (names) return names;
  names = new Set(SHORT_FORMS);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const language of LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const a of letters)
      for (const b of letters) {
        // ZZ is CLDR's "Unknown Region".
        const name = a === 'Z' && b === 'Z' ? undefined : display.of(`${a}${b}`);
        if (!name) continue;
        const folded = name
          .normalize('NFKD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase();
        if (folded.length >= 4) names.add(folded);
      }
  }
  return names;
}

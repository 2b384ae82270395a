import { SUMMARY_WORDS } from './lexicon/summary-words';

/**
 * Letters thin print or a worn head turns into their neighbours, within one group: round letters
 * ("Tatal", "Totol", "TDTAL", "Chengc", "Raunding", "Amaunt"), strokes ("TOTAI", "CASHLER"), E and
 * F ("CHANGF"), b and h ("Payahte"). A letter is never taken for one outside its group, so
 * "CHARGE" stays a charge and "ORANGE" no change.
 */
const GROUPS = ['AOECDQU0', 'IL1|!T', 'EF', 'BH8', 'MN', 'S5'];

const groupsOf = new Map<string, Set<number>>();
GROUPS.forEach((group, k) => {
  for (const ch of group) groupsOf.set(ch, (groupsOf.get(ch) ?? new Set()).add(k));
});

function lookalike(a: string, b: string): boolean {
  if (a === b) return true;
  const ga = groupsOf.get(a);
  const gb = groupsOf.get(b);
  return !!ga && !!gb && [...ga].some((k) => gb.has(k));
}

/** Whether `word` is `key` with at most one look-alike letter per four (one in TOTAL, two in ROUNDING). */
function misreadOf(word: string, key: string): boolean {
  if (word.length !== key.length || word === key) return false;
  let changed = 0;
  for (let i = 0; i < key.length; i++) {
    const w = word[i] as string;
    const k = key[i] as string;
    if (w === k) continue;
    if (!lookalike(w, k)) return false;
    changed++;
  }
  // The first letter keeps its shape more often than any other; a word changed there is another
  // word ("DASH" is no "CASH").
  return changed <= Math.floor(key.length / 4) && word[0] === key[0];
}

/**
 * The text with each word that is a summary label with a look-alike letter or two ("TATAL SALES",
 * "COSH RECAIVED") read as that label; same length, so positions hold. Other words stay.
 */
export function summaryWordsMended(upper: string): string {
  return upper.replace(/[A-Z0-9|!]{4,}/g, (word) => {
    if (!/[A-Z]/.test(word)) return word;
    return SUMMARY_WORDS.find((key) => misreadOf(word, key)) ?? word;
  });
}

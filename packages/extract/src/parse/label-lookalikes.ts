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

/**
 * Summary words with a letter cut off that are words or names of their own: "MOUNT", "RAND" the
 * currency, "CHANG" a name, "GRAN" Spanish and Italian for great. RECEIVE is left to mean RECEIVED.
 */
const WORDS_OF_THEIR_OWN = new Set(['MOUNT', 'RAND', 'ENDER', 'CHANG', 'GRAN', 'ROUNDE']);
/**
 * Clipped summary words that are an item's word in another language of the receipts: Italian
 * "TENDE" (curtains: "TENDE 29,90", "COPPIA TENDE"). Read whole only after another summary word of
 * the label ("AMOUNT TENDE", "CASH TENDE").
 */
const ITEM_WORDS_OF_OTHER_LANGUAGES = new Set(['TENDE']);
const SUMMARY_WORD_BEFORE = new RegExp(`\\b(?:${SUMMARY_WORDS.join('|')})\\b`);
const CLIPPED_SUBTOTAL = /^(\s*)UB(?=[\s.-]?T[O0]TAL)/;
// "ASH 50.00", "CAS 50.00": CASH with its first or last letter cut off, as the whole label only,
// since ash is a word ("ASH TRAY").
const CLIPPED_CASH = /^(\s*)(?:ASH|CAS)(?=[\s:.]*$)/;

/**
 * The label with a summary word read whole where the box edge cut off a letter: the first word's
 * first letter ("OTAL 28.00", "ALANCE DUE", "UB-TOTAL", "ounding Adj"), the last word's last letter
 * ("AMOUN", "ROUNDIN"). A text box clips at its edges, and a label opens its row's box or ends its
 * own. Only summary words of five letters or more, and not where what is left is a word itself.
 */
export function clippedSummaryWordMended(upper: string): string {
  const front = upper
    .replace(CLIPPED_SUBTOTAL, '$1SUB')
    .replace(CLIPPED_CASH, '$1CASH')
    .replace(/^(\s*)([A-Z]{4,})(?![A-Z])/, (whole, space: string, word: string) => {
      if (WORDS_OF_THEIR_OWN.has(word)) return whole;
      const key = SUMMARY_WORDS.find((k) => k.length >= 5 && k.slice(1) === word);
      return key ? `${space}${key}` : whole;
    });
  return front.replace(/(?<![A-Z])([A-Z]{4,})(?=[^A-Z]*$)/, (whole, word: string, at: number) => {
    if (WORDS_OF_THEIR_OWN.has(word) || SUMMARY_WORDS.some((k) => k === word)) return whole;
    if (ITEM_WORDS_OF_OTHER_LANGUAGES.has(word) && !SUMMARY_WORD_BEFORE.test(front.slice(0, at)))
      return whole;
    return SUMMARY_WORDS.find((k) => k.length >= 5 && k.slice(0, -1) === word) ?? whole;
  });
}

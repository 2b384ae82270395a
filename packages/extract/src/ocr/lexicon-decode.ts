import type { CtcEmission } from './ctc';

/**
 * Lexicon-constrained CTC decoding of doubtful words. Greedy decoding takes the best class at each
 * timestep, so a D whose pixels are nearly as much an O comes out "SON". Where a word has such
 * low-margin steps, a CTC prefix beam search restricted to a lexicon (a trie) proposes the words
 * the pixels allow; each is scored by its exact CTC probability over the word's timesteps, plus a
 * prior for the kind of word (legal forms and receipt labels over common words over anything
 * else), and the best one replaces the greedy reading.
 */

/** One recognizer timestep: the classes above 1% as [character ('' = blank), probability], best first. */
export type StepCandidates = Array<[string, number]>;
/**
 * The timesteps of one line. Fetched lazily: at run time a step's candidates cost a pass over all
 * classes, and only the steps of doubtful words are looked at.
 */
export interface LineSteps {
  count: number;
  /** Probability of the step's best class. */
  best(t: number): number;
  at(t: number): StepCandidates;
}

/**
 * What a lexicon word is: a legal form, receipt label, month or trade word ('form'), or a common
 * word ('word'). Each kind has its prior in {@link LexiconDecodeOptions}.
 */
export type WordKind = 'form' | 'word';

interface TrieNode {
  char: string;
  /** Absent on a leaf: no empty map for the last letter of each word. */
  children?: Map<string, TrieNode>;
  kind?: WordKind;
  word?: string;
}

export interface Lexicon {
  root: TrieNode;
  /** The kind of a word the decoder may write, or of a rarer word it leaves as it is. */
  kindOf(word: string): WordKind | undefined;
  /** Form words that go together ("SDN BHD"): the first is likelier before the second. */
  pairs: ReadonlySet<string>;
}

export interface LexiconDecodeOptions {
  /** A word is searched when one of its timesteps has its best class below this probability. */
  trigger: number;
  /** Log-probability a legal form, receipt label or month may lose to the greedy reading and still win. */
  formPrior: number;
  /** The same for a common English or Malay word. */
  wordPrior: number;
  /** Added to a form word's prior when the next word completes a pair with it ("SDN" before "BHD"). */
  pairPrior: number;
  /** Log-probability a word pays per letter it has more or fewer than the greedy reading. */
  lengthChange: number;
  /** Log-probability a word pays for taking in a space the line was read with ("B HD" → "BHD"). */
  join: number;
  /** Probability of the space class between two letters at which a glued form word is split off. */
  glued: number;
  /** Prefixes kept per timestep by the beam search. */
  beam: number;
  /** Words the search proposes that are rescored exactly. */
  candidates: number;
}

export const LEXICON_DECODE: LexiconDecodeOptions = {
  trigger: 0.9,
  formPrior: 4,
  wordPrior: 2,
  pairPrior: 3,
  lengthChange: 1.5,
  join: 1,
  glued: 0.25,
  beam: 16,
  candidates: 4,
};

/** Probability of a class the recognizer scored below the 1% that steps keep. */
const MISSING = 0.002;

/**
 * Builds the trie of `forms` and `words` (upper-case letters only; a word listed in both kinds
 * counts as a form). `known` words are never proposed, but a greedy reading that is one is kept
 * unless a form word beats it.
 */
export function buildLexicon(
  forms: Iterable<string>,
  words: Iterable<string>,
  options: { known?: Iterable<string>; pairs?: Iterable<[string, string]> } = {},
): Lexicon {
  const root: TrieNode = { char: '', children: new Map() };
  const kinds = new Map<string, WordKind>();
  const add = (word: string, kind: WordKind) => {
    if (!/^[A-Z]{2,}$/.test(word) || kinds.get(word) === 'form') return;
    kinds.set(word, kind);
    let node = root;
    for (const c of word) {
      node.children ??= new Map();
      let child = node.children.get(c);
      if (!child) {
        child = { char: c };
        node.children.set(c, child);
      }
      node = child;
    }
    node.kind = kind;
    node.word = word;
  };
  for (const w of forms) add(w, 'form');
  for (const w of words) add(w, 'word');
  const known = new Set(options.known ?? []);
  return {
    root,
    kindOf: (w) => kinds.get(w) ?? (known.has(w) ? 'word' : undefined),
    pairs: new Set([...(options.pairs ?? [])].map(([a, b]) => `${a} ${b}`)),
  };
}

/** A step's probabilities with letters case-folded (p(S) + p(s)) and the space class counted as blank. */
type FoldedStep = Map<string, number>;

function fold(step: StepCandidates): FoldedStep {
  const out: FoldedStep = new Map();
  for (const [c, p] of step) {
    const key = c === ' ' ? '' : c.toUpperCase();
    out.set(key, (out.get(key) ?? 0) + p);
  }
  return out;
}

const prob = (step: FoldedStep, c: string) => step.get(c) ?? MISSING;

/** Natural log of the CTC probability that the steps read exactly `label` (folded), by the forward algorithm. */
export function ctcLogProbability(steps: readonly FoldedStep[], label: string): number {
  // The label with blanks around and between its characters: "" L1 "" L2 "" ...
  const symbols = ['', ...[...label].flatMap((c) => [c, ''])];
  const s = symbols.length;
  let alpha = new Float64Array(s);
  let next = new Float64Array(s);
  let logScale = 0;
  for (let t = 0; t < steps.length; t++) {
    const step = steps[t]!;
    let total = 0;
    for (let i = 0; i < s; i++) {
      let a: number;
      if (t === 0) a = i <= 1 ? 1 : 0;
      else {
        a = alpha[i]! + (i >= 1 ? alpha[i - 1]! : 0);
        // A character may follow the one before it directly unless they are the same.
        if (i >= 2 && symbols[i] !== '' && symbols[i] !== symbols[i - 2]) a += alpha[i - 2]!;
      }
      next[i] = a === 0 ? 0 : a * prob(step, symbols[i]!);
      total += next[i]!;
    }
    if (total === 0) return Number.NEGATIVE_INFINITY;
    for (let i = 0; i < s; i++) next[i] = next[i]! / total;
    logScale += Math.log(total);
    [alpha, next] = [next, alpha];
  }
  const end = alpha[s - 1]! + (s >= 2 ? alpha[s - 2]! : 0);
  return end > 0 ? logScale + Math.log(end) : Number.NEGATIVE_INFINITY;
}

interface Beam {
  node: TrieNode;
  pb: number;
  pnb: number;
}

function beamAt(beams: Map<TrieNode, Beam>, node: TrieNode): Beam {
  let b = beams.get(node);
  if (!b) {
    b = { node, pb: 0, pnb: 0 };
    beams.set(node, b);
  }
  return b;
}

/** CTC prefix beam search whose prefixes stay on the lexicon's trie; returns whole words, likeliest first. */
export function lexiconBeamSearch(steps: readonly FoldedStep[], lexicon: Lexicon, width: number): string[] {
  let beams = new Map<TrieNode, Beam>([[lexicon.root, { node: lexicon.root, pb: 1, pnb: 0 }]]);
  for (const step of steps) {
    const next = new Map<TrieNode, Beam>();
    const blank = prob(step, '');
    for (const { node, pb, pnb } of beams.values()) {
      const stay = beamAt(next, node);
      stay.pb += (pb + pnb) * blank;
      if (node !== lexicon.root) stay.pnb += pnb * prob(step, node.char);
      for (const [c, p] of step) {
        if (c === '') continue;
        const child = node.children?.get(c);
        if (!child) continue;
        // A repeated letter needs a blank between its two emissions.
        beamAt(next, child).pnb += (c === node.char ? pb : pb + pnb) * p;
      }
    }
    const kept = [...next.values()].sort((a, b) => b.pb + b.pnb - (a.pb + a.pnb)).slice(0, width);
    const top = kept[0] ? kept[0].pb + kept[0].pnb : 1;
    beams = new Map(kept.map((b) => [b.node, { node: b.node, pb: b.pb / top, pnb: b.pnb / top }]));
  }
  return [...beams.values()]
    .filter((b) => b.node.word)
    .sort((a, b) => b.pb + b.pnb - (a.pb + a.pnb))
    .map((b) => b.node.word!);
}

/** Greedy emissions of saved steps, as {@link ctcEmissions} gives them from the model's output. */
export function emissionsFromSteps(steps: readonly StepCandidates[]): CtcEmission[] {
  const emissions: CtcEmission[] = [];
  let previous = '';
  let current: CtcEmission | undefined;
  steps.forEach((step, t) => {
    const [char, p] = step[0] ?? ['', 1];
    if (char !== '' && char === previous && current) current.last = t;
    else if (char !== '') {
      current = { char, first: t, last: t, probability: p };
      emissions.push(current);
    }
    previous = char;
  });
  return emissions;
}

/**
 * For each character of `text` (greedy emissions with word spaces put in by spacedText, trimmed),
 * the index of its emission, or -1 for a space the spacing put in. Undefined when they disagree.
 */
function alignText(text: string, emissions: readonly CtcEmission[]): number[] | undefined {
  const out: number[] = [];
  let e = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    while (e < emissions.length && emissions[e]!.char !== ch && emissions[e]!.char === ' ') e++;
    if (e < emissions.length && emissions[e]!.char === ch) {
      out.push(e);
      e++;
    } else if (ch === ' ') out.push(-1);
    else return undefined;
  }
  return out;
}

/** Writes `word` (upper-case) in the letter case of the text it replaces. */
function inCaseOf(original: string, word: string): string {
  const isLower = (c: string) => /[a-z]/.test(c);
  const isUpper = (c: string) => /[A-Z]/.test(c);
  const rest = [...original.slice(1)];
  const lower = rest.filter(isLower).length;
  // Mostly small letters after the first ("LeveI", "5dn"): the first letter says which case the word starts with.
  if (lower > 0 && lower >= rest.filter(isUpper).length)
    return isLower(original[0]!) ? word.toLowerCase() : word[0] + word.slice(1).toLowerCase();
  return /[A-Z]/.test(original) ? word : word.toLowerCase();
}

interface Unit {
  /** Range in the text, end exclusive. */
  from: number;
  to: number;
  /** Digits in the run it is part of (2 stands for two or more). */
  digits: number;
  /** The word it reads as, decided already (a split word joined). */
  fixed?: string;
}

/**
 * The stretches of a line a lexicon word may replace. Amounts, codes and dates are never turned
 * into letters: a run holding two or more digits only has its letter parts looked at ("31JAN18"),
 * and a word with one digit may only become a form word or a common word of four letters or more
 * ("8HD" → "BHD", "1DEA" → "IDEA").
 */
function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
    const run = m[0];
    const digits = run.replace(/[^0-9]/g, '').length;
    if (digits >= 2) {
      for (const part of run.matchAll(/[A-Za-z]{2,}/g))
        units.push({ from: m.index + part.index, to: m.index + part.index + part[0].length, digits: 2 });
    } else if (run.length >= 2 && run.length - digits >= 1) {
      units.push({ from: m.index, to: m.index + run.length, digits });
    }
  }
  return units;
}

/**
 * Reads the doubtful words of one line again against the lexicon. `text` is the line as the
 * greedy decoding and word spacing gave it; `emissions` are that decoding's characters and
 * `steps` the line's timesteps. Returns the text with the words the lexicon decoding changed.
 */
export function lexiconDecode(
  greedyText: string,
  emissions: readonly CtcEmission[],
  steps: LineSteps,
  lexicon: Lexicon,
  options: LexiconDecodeOptions = LEXICON_DECODE,
): string {
  let text = greedyText;
  if (unitsOf(text).length === 0) return text;
  let align = alignText(text, emissions);
  if (!align) return text;
  let window = doubtfulWindow(align, emissions, steps, options);
  const unglued = ungluedText(text, align, emissions, steps, window, lexicon, options);
  if (unglued !== text) {
    text = unglued;
    align = alignText(text, emissions);
    if (!align) return text;
    window = doubtfulWindow(align, emissions, steps, options);
  }
  let units = unitsOf(text);
  for (const split of splitWordsOf(text, lexicon)) {
    if (units.some((u) => u.fixed !== undefined && u.from < split.to && u.to > split.from)) continue;
    const folded = window(split.from, split.to);
    const word = folded && joinedWord(text.slice(split.from, split.to), folded, lexicon, options);
    if (!word) continue;
    units = units.filter((u) => u.to <= split.from || u.from >= split.to);
    units.push({ ...split, fixed: word });
  }
  units.sort((a, b) => a.from - b.from);
  let out = text;
  // Right to left, so a word knows how the word after it reads ("SDN" is likelier before "BHD").
  let nextWord: string | undefined;
  for (let u = units.length - 1; u >= 0; u--) {
    const unit = units[u]!;
    const original = text.slice(unit.from, unit.to);
    const next = units[u + 1];
    const following = next && /^[\s.]*$/.test(text.slice(unit.to, next.from)) ? nextWord : undefined;
    nextWord = original.toUpperCase();
    let replacement = unit.fixed;
    if (replacement === undefined) {
      const folded = window(unit.from, unit.to);
      if (!folded) continue;
      replacement = bestWord(original, folded, unit.digits, following, lexicon, options);
      if (replacement === undefined) continue;
    }
    nextWord = replacement;
    out = out.slice(0, unit.from) + inCaseOf(original.replaceAll(' ', ''), replacement) + out.slice(unit.to);
  }
  return out;
}

type Window = (from: number, to: number) => FoldedStep[] | undefined;

/**
 * The folded timesteps of text[from, to) (from the emission before it to the one after), or
 * undefined when none of them is doubtful.
 */
function doubtfulWindow(
  align: readonly number[],
  emissions: readonly CtcEmission[],
  steps: LineSteps,
  options: LexiconDecodeOptions,
): Window {
  return (from, to) => {
    const firstE = align[from]!;
    const lastE = align[to - 1]!;
    const start = firstE > 0 ? emissions[firstE - 1]!.last + 1 : 0;
    const end = lastE + 1 < emissions.length ? emissions[lastE + 1]!.first : steps.count;
    let doubtful = false;
    for (let t = start; t < end && !doubtful; t++) doubtful = steps.best(t) < options.trigger;
    if (!doubtful) return undefined;
    const folded: FoldedStep[] = [];
    for (let t = start; t < end; t++) folded.push(fold(steps.at(t)));
    return folded;
  };
}

/**
 * The highest probability of the space class between two emissions, where it reaches `floor`.
 * A step whose best class is surer than 1 - floor cannot hold such a space, so its candidates
 * (a pass over all classes at run time) are not fetched.
 */
function spaceBetween(emissions: readonly CtcEmission[], e: number, steps: LineSteps, floor: number): number {
  let best = 0;
  for (let t = emissions[e]!.last + 1; t < emissions[e + 1]!.first; t++) {
    if (steps.best(t) > 1 - floor) continue;
    for (const [c, p] of steps.at(t)) if (c === ' ' && p > best) best = p;
  }
  return best;
}

/**
 * Puts back the spaces the greedy decoding dropped between a name and a legal form or trade word
 * ("HUATHARDMARE" → "HUAT HARDMARE", "ALAMSDN" → "ALAM SDN"): where the space class was nearly
 * as likely as the blank between two letters of a run that is no word, and a part on either side
 * is or reads as a form word. Only the parts' own reading decides, so a word that merely holds a
 * form word ("CARDIGAN") stays whole unless the recognizer saw a space in it.
 */
function ungluedText(
  text: string,
  align: readonly number[],
  emissions: readonly CtcEmission[],
  steps: LineSteps,
  window: Window,
  lexicon: Lexicon,
  options: LexiconDecodeOptions,
): string {
  const readsAsForm = (from: number, to: number): boolean => {
    const part = text.slice(from, to).toUpperCase();
    if (lexicon.kindOf(part) === 'form') return part.length >= 3;
    const folded = window(from, to);
    if (!folded) return false;
    const word = bestWord(part, folded, 0, undefined, lexicon, options);
    return word !== undefined && word.length >= 3 && lexicon.kindOf(word) === 'form';
  };
  const cuts: number[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z0-9])[A-Za-z]{5,}(?![A-Za-z0-9])/g)) {
    if (lexicon.kindOf(m[0].toUpperCase()) !== undefined) continue;
    const gaps: number[] = [];
    for (let i = m.index + 2; i <= m.index + m[0].length - 2; i++) {
      if (align[i] !== align[i - 1]! + 1) continue;
      if (spaceBetween(emissions, align[i - 1]!, steps, options.glued) >= options.glued) gaps.push(i);
    }
    let from = m.index;
    gaps.forEach((gap, k) => {
      const to = gaps[k + 1] ?? m.index + m[0].length;
      if (!readsAsForm(from, gap) && !readsAsForm(gap, to)) return;
      cuts.push(gap);
      from = gap;
    });
  }
  let out = text;
  for (const cut of cuts.reverse()) out = `${out.slice(0, cut)} ${out.slice(cut)}`;
  return out;
}

/**
 * Words the line was read with a space or two inside: a lone letter or two beside longer runs of
 * letters ("SDN B HD", "T HREE", "Peta l ing"), three parts at most, longest first. A short part
 * that is a word of its own ("A", "TO") is left apart.
 */
function splitWordsOf(text: string, lexicon: Lexicon): Unit[] {
  const runs = [...text.matchAll(/(?<![A-Za-z0-9])[A-Za-z]+(?![A-Za-z0-9])/g)].map((m) => ({
    from: m.index,
    to: m.index + m[0].length,
    short: m[0].length <= 2 && !/^[AI]$/i.test(m[0]) && !lexicon.kindOf(m[0].toUpperCase()),
  }));
  const out: Unit[] = [];
  for (const parts of [3, 2]) {
    for (let i = 0; i + parts <= runs.length; i++) {
      const group = runs.slice(i, i + parts);
      if (!group.some((r) => r.short)) continue;
      if (group.some((r, k) => k > 0 && text.slice(group[k - 1]!.to, r.from) !== ' ')) continue;
      if (group.at(-1)!.to - group[0]!.from - (parts - 1) < 3) continue;
      out.push({ from: group[0]!.from, to: group.at(-1)!.to, digits: 0 });
    }
  }
  return out;
}

/** The lexicon word a split word reads as, when it beats keeping the two parts apart. */
function joinedWord(
  original: string,
  steps: FoldedStep[],
  lexicon: Lexicon,
  options: LexiconDecodeOptions,
): string | undefined {
  const parts = original.toUpperCase().split(' ');
  const greedy = parts.join('');
  const prior = (word: string) => {
    const kind = lexicon.kindOf(word);
    return kind === 'form' ? options.formPrior : kind === 'word' ? options.wordPrior : 0;
  };
  let best: string | undefined;
  let bestScore = ctcLogProbability(steps, greedy) + Math.max(...parts.map(prior));
  const proposals = lexiconBeamSearch(steps, lexicon, options.beam).slice(0, options.candidates);
  for (const w of proposals) {
    if (lexicon.kindOf(w) === undefined) continue;
    const score =
      ctcLogProbability(steps, w) +
      prior(w) -
      options.join -
      options.lengthChange * Math.abs(w.length - greedy.length);
    if (score > bestScore) {
      bestScore = score;
      best = w;
    }
  }
  return best;
}

function bestWord(
  original: string,
  steps: FoldedStep[],
  digits: number,
  following: string | undefined,
  lexicon: Lexicon,
  options: LexiconDecodeOptions,
): string | undefined {
  const greedy = original.toUpperCase();
  const prior = (word: string) => {
    const kind = lexicon.kindOf(word);
    if (kind === 'word') return options.wordPrior;
    if (kind !== 'form') return 0;
    const pair = following !== undefined && lexicon.pairs.has(`${word} ${following}`);
    return options.formPrior + (pair ? options.pairPrior : 0);
  };
  const greedyKind = lexicon.kindOf(greedy);
  // A form word read well stays; a common word can still lose to a form word ("SON" → "SDN").
  if (greedyKind === 'form') return undefined;
  const proposals = lexiconBeamSearch(steps, lexicon, options.beam)
    .filter((w) => w !== greedy)
    .filter((w) => {
      // A digit may be read as a letter, never dropped ("CASHIER2" stays).
      if (digits > 0 && w.length !== greedy.length) return false;
      const kind = lexicon.kindOf(w);
      if (kind === 'form') return true;
      // Two-letter words are too many and too alike to read from doubtful pixels ("alt" → "it").
      if (greedyKind === 'word' || digits >= 2 || w.length < 3) return false;
      return digits === 0 || w.length >= 4;
    })
    .slice(0, options.candidates);
  if (proposals.length === 0) return undefined;
  let best: string | undefined;
  let bestScore = ctcLogProbability(steps, greedy) + prior(greedy);
  for (const w of proposals) {
    const score =
      ctcLogProbability(steps, w) + prior(w) - options.lengthChange * Math.abs(w.length - greedy.length);
    if (score > bestScore) {
      bestScore = score;
      best = w;
    }
  }
  return best;
}

/** A line's steps as {@link ctcEmissions} collects them or bench/src/ocr-dump.ts saves them. */
export function savedSteps(steps: readonly StepCandidates[]): LineSteps {
  return {
    count: steps.length,
    best: (t) => steps[t]?.[0]?.[1] ?? 0,
    at: (t) => steps[t] ?? [],
  };
}

/** {@link lexiconDecode} on a line saved with its steps (bench/src/ocr-dump.ts keepSteps). */
export function lexiconDecodeSaved(
  text: string,
  steps: readonly StepCandidates[],
  lexicon: Lexicon,
  options: LexiconDecodeOptions = LEXICON_DECODE,
): string {
  return lexiconDecode(text, emissionsFromSteps(steps), savedSteps(steps), lexicon, options);
}

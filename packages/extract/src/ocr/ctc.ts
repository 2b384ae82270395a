import type { StepCandidates } from './lexicon-decode';

/** One character the recognizer emitted: its label and the timesteps it spans (inclusive). */
export interface CtcEmission {
  char: string;
  first: number;
  last: number;
  probability: number;
  /** Width of the widest ink-free stretch between this character and the one before, in input columns. */
  gapBefore?: number;
}

export interface WordSpacingOptions {
  /** A gap wider than this many times the line's median gap between characters marks a space… */
  gapRatio: number;
  /** …when it is also this much wider than the median (input columns at the 48-px line height). */
  minExtra: number;
}

/**
 * Tuned against the spaced company and address labels of the 60 SROIE dev receipts: 469 of the
 * 470 spaces put in are right and 94% of the printed spaces come out, against 74% from the model alone.
 */
export const WORD_SPACING: WordSpacingOptions = { gapRatio: 2.5, minExtra: 8 };

/** Classes below this probability are left out of a step's candidates. */
const STEP_FLOOR = 0.01;

/**
 * One timestep's classes of probability 1% or more, best first, rounded to three decimals: what
 * the lexicon decoder reads and ocr-dump saves. A second pass over the classes, so it is only
 * made for the steps of doubtful words.
 */
export function stepCandidates(
  data: Float32Array,
  base: number,
  classes: number,
  charset: readonly string[],
): StepCandidates {
  const step: StepCandidates = [];
  for (let c = 0; c < classes; c++) {
    const p = data[base + c]!;
    if (p >= STEP_FLOOR) step.push([charset[c] ?? '', Math.round(p * 1000) / 1000]);
  }
  return step.sort((a, b) => b[1] - a[1]);
}

/**
 * Greedy CTC decoding: best class per step, repeats collapsed, blanks (class 0) dropped. Keeps
 * where each character sits along the line, because the recognizer often does not emit the
 * spaces it sees and the blank run between characters is the only trace of them.
 */
export function ctcEmissions(
  data: Float32Array,
  offset: number,
  steps: number,
  classes: number,
  charset: readonly string[],
  /** When given, receives each step's best probability (the lexicon decoder's doubt test). */
  bestOut?: Float32Array,
): CtcEmission[] {
  const emissions: CtcEmission[] = [];
  let previous = -1;
  let current: CtcEmission | undefined;
  for (let t = 0; t < steps; t++) {
    const base = offset + t * classes;
    let best = 0;
    let bestP = data[base]!;
    for (let c = 1; c < classes; c++) {
      const p = data[base + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (bestOut) bestOut[t] = bestP;
    if (best !== 0 && best === previous && current) {
      current.last = t;
    } else if (best !== 0) {
      current = { char: charset[best] ?? '', first: t, last: t, probability: bestP };
      emissions.push(current);
    }
    previous = best;
  }
  return emissions;
}

/**
 * The lowest probability the recognizer gave a digit it read on the line, undefined when it read
 * none: how surely the line's amounts were told from look-alike digits (3 and 8, 1 and 7).
 */
export function lowestDigitProbability(emissions: readonly CtcEmission[]): number | undefined {
  let lowest: number | undefined;
  for (const e of emissions)
    if (e.char >= '0' && e.char <= '9')
      lowest = Math.min(lowest ?? 1, Math.round(e.probability * 1000) / 1000);
  return lowest;
}

/** Tuned on the dev receipts: at 0.5 the faint base of an L went unseen ("KUAL A LUMPUR"). */
export const INK_CUT = 0.7;

/**
 * Marks the columns of one recognizer input (planar, normalised to [-1, 1], first plane used)
 * that hold ink: darker than `cutFraction` of the way from the line's darkest to its lightest column.
 */
export function inkColumns(
  input: Float32Array,
  offset: number,
  rowStride: number,
  width: number,
  height: number,
  cutFraction = INK_CUT,
): Uint8Array {
  const darkest = new Float32Array(width).fill(Number.POSITIVE_INFINITY);
  for (let j = 0; j < height; j++) {
    const row = offset + j * rowStride;
    for (let i = 0; i < width; i++) {
      const v = input[row + i]!;
      if (v < darkest[i]!) darkest[i] = v;
    }
  }
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of darkest) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const cut = lo + (hi - lo) * cutFraction;
  const ink = new Uint8Array(width);
  for (let i = 0; i < width; i++) ink[i] = darkest[i]! < cut ? 1 : 0;
  return ink;
}

/**
 * Sets `gapBefore` on each emission: the longest run of ink-free columns between the centres of
 * it and the character before. The image resolves a gap eight times finer than the timesteps.
 */
export function measureGaps(emissions: CtcEmission[], ink: Uint8Array, columnsPerStep: number): void {
  for (let k = 1; k < emissions.length; k++) {
    const a = emissions[k - 1]!;
    const b = emissions[k]!;
    const from = Math.floor(((a.first + a.last + 1) / 2) * columnsPerStep);
    const to = Math.min(ink.length, Math.ceil(((b.first + b.last + 1) / 2) * columnsPerStep));
    let run = 0;
    let widest = 0;
    for (let i = from; i < to; i++) {
      run = ink[i] ? 0 : run + 1;
      if (run > widest) widest = run;
    }
    b.gapBefore = widest;
  }
}

const NUMERIC = /[0-9]/;
const NUMBER_JOINER = /[.,:/-]/;

/**
 * A space inside a number or date ("1,234.56", "09/03/2018", "21:28") would split one value into
 * two. Digits on both sides of a joiner, or a digit and a joiner, never get one inserted.
 */
function insideNumber(before: string, after: string): boolean {
  return (
    (NUMERIC.test(before) && (NUMERIC.test(after) || NUMBER_JOINER.test(after))) ||
    (NUMBER_JOINER.test(before) && NUMERIC.test(after))
  );
}

function gapBetween(a: CtcEmission, b: CtcEmission): number {
  return b.gapBefore ?? b.first - a.last - 1;
}

// Receipts print no space before these, nor after an opening bracket or a slash (S/B, H/P).
const NO_SPACE_BEFORE = /[,.;:)%/]/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Text of a line with word spaces recovered: a space goes where the run of blank timesteps
 * between two characters is clearly wider than the line's typical gap between letters. Spaces
 * the model emits are kept (and not doubled), and numbers and dates are never split.
 */
export function spacedText(
  emissions: readonly CtcEmission[],
  options: WordSpacingOptions = WORD_SPACING,
): string {
  const gaps: number[] = [];
  const stepGaps: number[] = [];
  for (let i = 1; i < emissions.length; i++) {
    const a = emissions[i - 1]!;
    const b = emissions[i]!;
    if (a.char !== ' ' && b.char !== ' ') {
      gaps.push(gapBetween(a, b));
      stepGaps.push(b.first - a.last - 1);
    }
  }
  // Too few gaps to know the line's rhythm: keep the model's reading.
  const typical = gaps.length >= 3 ? median(gaps) : Number.POSITIVE_INFINITY;
  const typicalSteps = stepGaps.length >= 3 ? median(stepGaps) : 0;
  const threshold = Math.max(typical * options.gapRatio, typical + options.minExtra);
  let text = '';
  for (let i = 0; i < emissions.length; i++) {
    const e = emissions[i]!;
    const prev = emissions[i - 1];
    if (
      prev &&
      e.char !== ' ' &&
      prev.char !== ' ' &&
      gapBetween(prev, e) > threshold &&
      // A wide white stretch over a narrow glyph's side bearing ("Mal l") is no wider in timesteps.
      e.first - prev.last - 1 >= typicalSteps &&
      !insideNumber(prev.char, e.char) &&
      !NO_SPACE_BEFORE.test(e.char) &&
      prev.char !== '(' &&
      prev.char !== '/'
    ) {
      text += ' ';
    }
    if (e.char === ' ' && text.endsWith(' ')) continue;
    text += e.char;
  }
  return text;
}

/** Mean probability of the emitted characters: the line's confidence. */
export function ctcConfidence(emissions: readonly CtcEmission[]): number {
  if (emissions.length === 0) return 0;
  let sum = 0;
  for (const e of emissions) sum += e.probability;
  return sum / emissions.length;
}

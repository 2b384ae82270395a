/** One character the recognizer emitted: its label and the timesteps it spans (inclusive). */
export interface CtcEmission {
  char: string;
  first: number;
  last: number;
  probability: number;
}

export interface WordSpacingOptions {
  /** A gap of blank timesteps wider than this many times the line's median gap marks a space. */
  gapRatio: number;
  /** …and at least this many blank timesteps wider than the median, so a median of 0–1 is not noise. */
  minExtraSteps: number;
}

/** Tuned on the dev receipts (see bench/src/ocr-dump.ts and the OCR notes in STACK.md). */
export const WORD_SPACING: WordSpacingOptions = { gapRatio: 2, minExtraSteps: 2 };

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
export function spacedText(emissions: readonly CtcEmission[], options: WordSpacingOptions = WORD_SPACING): string {
  const gaps: number[] = [];
  for (let i = 1; i < emissions.length; i++) {
    const a = emissions[i - 1]!;
    const b = emissions[i]!;
    if (a.char !== ' ' && b.char !== ' ') gaps.push(b.first - a.last - 1);
  }
  // Too few gaps to know the line's rhythm: keep the model's reading.
  const typical = gaps.length >= 3 ? median(gaps) : Number.POSITIVE_INFINITY;
  const threshold = Math.max(typical * options.gapRatio, typical + options.minExtraSteps);
  let text = '';
  for (let i = 0; i < emissions.length; i++) {
    const e = emissions[i]!;
    const prev = emissions[i - 1];
    if (
      prev &&
      e.char !== ' ' &&
      prev.char !== ' ' &&
      e.first - prev.last - 1 > threshold &&
      !insideNumber(prev.char, e.char)
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

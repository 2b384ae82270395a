import { describe, expect, it } from 'vitest';
import { spacedText } from './ctc';
import { receiptLexicon } from './lexicon';
import {
  buildLexicon,
  ctcLogProbability,
  emissionsFromSteps,
  lexiconDecodeSaved,
  type StepCandidates,
} from './lexicon-decode';

/**
 * A recognizer output for one line: each entry is one character's timestep, written as the
 * character itself (read with certainty) or as its candidates ({ O: 0.6, D: 0.35 }); a blank step
 * follows every character, as the recognizer leaves between letters.
 */
function stepsOf(...chars: Array<string | Record<string, number>>): StepCandidates[] {
  const steps: StepCandidates[] = [[['', 1]]];
  for (const c of chars) {
    const step: StepCandidates =
      typeof c === 'string' ? [[c, 0.99]] : Object.entries(c).map(([k, p]) => [k, p] as [string, number]);
    steps.push(
      step.sort((a, b) => b[1] - a[1]),
      [['', 0.98]],
    );
  }
  return steps;
}

/** The line as the engine reads it: greedy text, then the lexicon decoder over the same steps. */
function read(steps: StepCandidates[]): { greedy: string; decoded: string } {
  const greedy = spacedText(emissionsFromSteps(steps)).trim();
  return { greedy, decoded: lexiconDecodeSaved(greedy, steps, receiptLexicon()) };
}

describe('lexicon decoding of legal forms misread by OCR', () => {
  it('reads SDN BHD when the pixels allow SON BHD', () => {
    const line = stepsOf('S', { O: 0.55, D: 0.4 }, 'N', ' ', 'B', 'H', 'D');
    expect(read(line)).toEqual({ greedy: 'SON BHD', decoded: 'SDN BHD' });
  });

  it('keeps SON when the pixels show an O and nothing like a D', () => {
    const line = stepsOf('S', { O: 0.95, Q: 0.03 }, 'N', ' ', 'B', 'H', 'D');
    expect(read(line).decoded).toBe('SON BHD');
  });

  it('reads BHD when the B was read as an 8 that could be a B', () => {
    const line = stepsOf('M', 'A', 'J', 'U', ' ', { 8: 0.6, B: 0.35 }, 'H', 'D');
    expect(read(line)).toEqual({ greedy: 'MAJU 8HD', decoded: 'MAJU BHD' });
  });

  it('reads CO. when its O was read as a zero that could be an O', () => {
    const line = stepsOf('T', 'R', 'A', 'D', 'I', 'N', 'G', ' ', 'C', { 0: 0.7, O: 0.25 }, '.');
    expect(read(line)).toEqual({ greedy: 'TRADING C0.', decoded: 'TRADING CO.' });
  });

  it('reads SDN before BHD on weaker evidence than SDN alone', () => {
    const doubtful = { O: 0.88, U: 0.09, D: 0.02 };
    expect(read(stepsOf('S', doubtful, 'N', ' ', 'B', 'H', 'D')).decoded).toBe('SDN BHD');
    expect(read(stepsOf('S', doubtful, 'N', ' ', 'W', 'A', 'Y')).decoded).toBe('SON WAY');
  });

  it('writes the lexicon word in the case the line prints it ("5dn Bhd" → "Sdn Bhd")', () => {
    const line = stepsOf({ 5: 0.6, S: 0.3 }, 'd', 'n', ' ', 'B', 'h', 'd');
    expect(read(line)).toEqual({ greedy: '5dn Bhd', decoded: 'Sdn Bhd' });
  });
});

describe('lexicon decoding of receipt labels and common words', () => {
  it('reads TOTAL when a letter was read as a look-alike digit ("TOTA1")', () => {
    const line = stepsOf('T', 'O', 'T', 'A', { 1: 0.55, L: 0.4 });
    expect(read(line).decoded).toBe('TOTAL');
  });

  it('reads a common English word when one letter is doubtful ("Plaase" → "Please")', () => {
    const line = stepsOf('P', 'l', { a: 0.5, e: 0.45 }, 'a', 's', 'e');
    expect(read(line)).toEqual({ greedy: 'Plaase', decoded: 'Please' });
  });

  it('reads a word whose letter was read as a look-alike digit ("1DEA" → "IDEA")', () => {
    const line = stepsOf('U', 'R', 'B', 'A', 'N', ' ', { 1: 0.6, I: 0.39 }, 'D', 'E', 'A');
    expect(read(line)).toEqual({ greedy: 'URBAN 1DEA', decoded: 'URBAN IDEA' });
  });

  it('reads a misread trade word of a shop name ("HARDUARE" → "HARDWARE")', () => {
    const line = stepsOf('H', 'A', 'R', 'D', { U: 0.5, W: 0.05, H: 0.1 }, 'A', 'R', 'E');
    expect(read(line)).toEqual({ greedy: 'HARDUARE', decoded: 'HARDWARE' });
  });

  it('reads the trade word of a petrol station or tailor when a letter is doubtful ("PEIRO", "TAILCRING")', () => {
    expect(read(stepsOf('P', 'E', { I: 0.86, T: 0.13 }, 'R', 'O')).decoded).toBe('PETRO');
    expect(read(stepsOf('T', 'A', 'I', 'L', { C: 0.85, O: 0.1 }, 'R', 'I', 'N', 'G')).decoded).toBe(
      'TAILORING',
    );
  });

  it('reads the doubled letter of a wholesale trade word the greedy reading ran together ("Cary" → "Carry")', () => {
    const steps = stepsOf('C', 'a', 'r', { '': 0.62, r: 0.12, t: 0.11 }, 'y');
    expect(read(steps)).toEqual({ greedy: 'Cary', decoded: 'Carry' });
  });

  it('reads the dish or kind of a restaurant its name says, a letter the greedy reading dropped ("Suhi" → "Sushi")', () => {
    const steps = stepsOf('S', 'u', { '': 0.42, s: 0.36, a: 0.11 }, 'h', 'i');
    expect(read(steps)).toEqual({ greedy: 'Suhi', decoded: 'Sushi' });
  });

  it('reads the given name a shop is named after when a letter is doubtful ("CHEZ MARTE" → "CHEZ MARIE")', () => {
    const line = stepsOf('C', 'H', 'E', 'Z', ' ', 'M', 'A', 'R', { T: 0.6, I: 0.37 }, 'E');
    expect(read(line)).toEqual({ greedy: 'CHEZ MARTE', decoded: 'CHEZ MARIE' });
  });

  it('keeps an everyday word of another language the receipts are in ("mit" is not "nit")', () => {
    const line = stepsOf('3', ' ', 'x', ' ', { m: 0.6, n: 0.35 }, 'i', 't');
    expect(read(line).decoded).toBe('3 x mit');
  });

  it('does not read a doubtful word as a two-letter English word', () => {
    // "it" is nearly as likely as "xt", but a two-letter word is too easily made from noise.
    const line = stepsOf({ x: 0.5, i: 0.45 }, 't');
    expect(read(line)).toEqual({ greedy: 'xt', decoded: 'xt' });
  });

  it('leaves a name alone when no lexicon word is nearly as likely', () => {
    const line = stepsOf('W', { O: 0.8, A: 0.15 }, 'O', 'N', ' ', 'Y', 'A', 'N', 'N');
    expect(read(line).decoded).toBe('WOON YANN');
  });
});

describe('lexicon decoding of words read with a space inside', () => {
  it('joins a legal form split around a lone letter ("SDN B HO" → "SDN BHD")', () => {
    const line = stepsOf('S', 'D', 'N', ' ', 'B', ' ', 'H', { O: 0.6, D: 0.35 });
    expect(read(line)).toEqual({ greedy: 'SDN B HO', decoded: 'SDN BHD' });
  });

  it('joins a common word split after its first letter ("T HREE" → "THREE")', () => {
    const line = stepsOf('T', ' ', 'H', { R: 0.85, P: 0.1 }, 'E', 'E');
    expect(read(line)).toEqual({ greedy: 'T HREE', decoded: 'THREE' });
  });

  it('keeps the article "A" apart from the word after it', () => {
    const line = stepsOf('A', ' ', 'M', { A: 0.8, E: 0.15 }, 'N');
    expect(read(line).decoded).toBe('A MAN');
  });
});

/** `stepsOf` with the blank step after character `after` (0-based) showing a space of probability `p`. */
function withSpaceAfter(steps: StepCandidates[], after: number, p: number): StepCandidates[] {
  const out = steps.slice();
  out[2 * after + 2] = [
    ['', 1 - p],
    [' ', p],
  ];
  return out;
}

describe('lexicon decoding of a name glued to a legal form or trade word', () => {
  it('splits off a misread trade word where the recognizer nearly saw a space ("KEKHARDMARE")', () => {
    const line = withSpaceAfter(
      stepsOf('K', 'E', 'K', 'H', 'A', 'R', 'D', { M: 0.55, W: 0.05 }, 'A', 'R', 'E'),
      2,
      0.45,
    );
    expect(read(line)).toEqual({ greedy: 'KEKHARDMARE', decoded: 'KEK HARDWARE' });
  });

  it('splits a legal form off the place name before it ("ALAMSDN BHD")', () => {
    const line = withSpaceAfter(
      stepsOf('A', 'L', 'A', 'M', 'S', 'D', 'N', ' ', 'B', 'H', { D: 0.8, O: 0.15 }),
      3,
      0.4,
    );
    expect(read(line).decoded).toBe('ALAM SDN BHD');
  });

  it('leaves a run whole when the recognizer saw no space in it', () => {
    const line = stepsOf('K', 'E', 'K', 'H', 'A', 'R', 'D', { W: 0.8, U: 0.15 }, 'A', 'R', 'E');
    expect(read(line).decoded).toBe('KEKHARDWARE');
  });

  it('leaves a run whole when neither side is a form word, space or not ("ZUBIRKOTAK")', () => {
    const line = withSpaceAfter(
      stepsOf('Z', 'U', 'B', 'I', 'R', 'K', { O: 0.8, A: 0.1 }, 'T', 'A', 'K'),
      4,
      0.45,
    );
    expect(read(line).decoded).toBe('ZUBIRKOTAK');
  });
});

describe('lexicon decoding never touches amounts and codes', () => {
  it('keeps the digits of an amount even where letters are almost as likely', () => {
    const line = stepsOf('1', { 0: 0.55, O: 0.4 }, '.', { 5: 0.55, S: 0.4 }, '0');
    expect(read(line).decoded).toBe('10.50');
  });

  it('never drops the digit of a code to make a word ("CASHIER2")', () => {
    const line = stepsOf('C', 'A', 'S', 'H', 'I', 'E', 'R', { 2: 0.5, Z: 0.3 });
    expect(read(line).decoded).toBe('CASHIER2');
  });
});

describe('CTC scoring', () => {
  it('sums every alignment of a label: two steps of one letter read "A" three ways', () => {
    const steps = [
      new Map([
        ['A', 0.5],
        ['', 0.5],
      ]),
      new Map([
        ['A', 0.5],
        ['', 0.5],
      ]),
    ];
    // "A" comes from A-A, A-blank and blank-A: 3 of the 4 equally likely paths.
    expect(Math.exp(ctcLogProbability(steps, 'A'))).toBeCloseTo(0.75, 6);
    // A doubled letter needs a blank between its two emissions, which two steps cannot hold.
    expect(ctcLogProbability(steps, 'AA')).toBeLessThan(Math.log(0.001));
  });

  it('builds a trie that knows the kind of each word', () => {
    const lexicon = buildLexicon(['SDN'], ['SON', 'sdn'], { known: ['ZYGOTE'] });
    expect(lexicon.kindOf('SDN')).toBe('form');
    expect(lexicon.kindOf('SON')).toBe('word');
    expect(lexicon.kindOf('ZYGOTE')).toBe('word');
    expect(lexicon.kindOf('SIN')).toBeUndefined();
  });
});

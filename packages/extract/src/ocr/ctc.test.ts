import { describe, expect, it } from 'vitest';
import { type CtcEmission, lowestDigitProbability } from './ctc';

const emit = (chars: Array<[string, number]>): CtcEmission[] =>
  chars.map(([char, probability], t) => ({ char, first: t, last: t, probability }));

describe('lowestDigitProbability', () => {
  it('is the doubt of the least sure digit, letters and marks aside', () => {
    const line = emit([
      ['T', 0.41],
      ['O', 0.99],
      ['8', 0.63],
      ['.', 0.52],
      ['9', 0.97],
      ['0', 0.99],
    ]);
    expect(lowestDigitProbability(line)).toBe(0.63);
  });

  it('is undefined on a line without digits', () => {
    expect(lowestDigitProbability(emit([['T', 0.9]]))).toBeUndefined();
  });
});

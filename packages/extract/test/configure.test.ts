import { afterEach, describe, expect, it } from 'vitest';
import { configureExtractor } from '../src/index';

afterEach(() => configureExtractor({}));

describe('configureExtractor', () => {
  it('refuses a thread count that is not a positive integer', () => {
    expect(() => configureExtractor({ ocrThreads: 0 })).toThrow(RangeError);
    expect(() => configureExtractor({ ocrThreads: 1.5 })).toThrow(RangeError);
  });

  it('accepts a positive thread count', () => {
    expect(() => configureExtractor({ ocrThreads: 2 })).not.toThrow();
  });
});

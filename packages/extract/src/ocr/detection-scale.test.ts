import { describe, expect, it } from 'vitest';
import { detectionScale } from './engine';

describe('detector input size', () => {
  it('enlarges a small photo (long side 450 px) so its few-pixel date lines are found', () => {
    expect(detectionScale(338, 450, 1280, 640) * 450).toBeCloseTo(640);
  });
  it('leaves a mid-sized image at its own size', () => {
    expect(detectionScale(600, 900, 1280, 640)).toBe(1);
  });
  it('shrinks a large scan to the long-side limit', () => {
    expect(detectionScale(1000, 2560, 1280, 640)).toBe(0.5);
  });
});

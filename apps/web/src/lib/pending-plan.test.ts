import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingPlan, readPendingPlan, storePendingPlan } from './pending-plan';

describe('pending plan of a guest', () => {
  afterEach(() => clearPendingPlan());

  it('keeps the chosen product until it is cleared', () => {
    storePendingPlan('hsa-yearly');
    expect(readPendingPlan()).toBe('hsa-yearly');
    clearPendingPlan();
    expect(readPendingPlan()).toBeNull();
  });

  it('forgets a choice made more than a day ago', () => {
    const then = Date.now();
    storePendingPlan('business-monthly', then);
    expect(readPendingPlan(then + 23 * 3600_000)).toBe('business-monthly');
    expect(readPendingPlan(then + 25 * 3600_000)).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    localStorage.setItem('receiptbox.selectedPlan', '{not json');
    expect(readPendingPlan()).toBeNull();
  });
});

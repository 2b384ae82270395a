import { describe, expect, it } from 'vitest';
import {
  canUpgrade,
  effectivePlanType,
  mailboxLimitReached,
  overLimitNote,
  PLAN_GRACE_DAYS,
  RECEIPT_LIMITS,
} from './plan-rules';

describe('plan rules', () => {
  it('allows upgrades only to a higher plan (SPEC §4)', () => {
    expect(canUpgrade('Free', 'HSA')).toBe(true);
    expect(canUpgrade('Free', 'Business')).toBe(true);
    expect(canUpgrade('HSA', 'Business')).toBe(true);
    expect(canUpgrade('HSA', 'Free')).toBe(false);
    expect(canUpgrade('Business', 'HSA')).toBe(false);
    expect(canUpgrade('Business', 'Business')).toBe(false);
  });

  it('limits Free to 30 receipts a month and the paid plans to none', () => {
    expect(RECEIPT_LIMITS).toEqual({ Free: 30, HSA: null, Business: null });
  });

  it('reaches the mailbox limit at 1 on Free, 2 on HSA and never on Business', () => {
    expect(mailboxLimitReached('Free', 1)).toBe(true);
    expect(mailboxLimitReached('HSA', 1)).toBe(false);
    expect(mailboxLimitReached('HSA', 2)).toBe(true);
    expect(mailboxLimitReached('Business', 500)).toBe(false);
  });

  it('explains a downgrade that left more mailboxes than the plan includes', () => {
    expect(overLimitNote('Personal (Free)', 'Free', 1)).toBeNull();
    expect(overLimitNote('Personal (Free)', 'Free', 2)).toBe(
      "You have 2 mailboxes; the Personal (Free) plan includes 1. Your existing mailboxes keep working, but you can't create new ones until you upgrade or delete some.",
    );
  });

  it('treats a paid plan as Free once its period ended more than the grace days ago', () => {
    const now = new Date('2026-06-30T00:00:00Z');
    const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
    expect(effectivePlanType({ planType: 'HSA', endDate: days(5) }, now)).toBe('HSA');
    expect(effectivePlanType({ planType: 'HSA', endDate: days(-(PLAN_GRACE_DAYS - 1)) }, now)).toBe('HSA');
    expect(effectivePlanType({ planType: 'HSA', endDate: days(-(PLAN_GRACE_DAYS + 1)) }, now)).toBe('Free');
    expect(effectivePlanType({ planType: 'Business', endDate: null }, now)).toBe('Business');
  });
});

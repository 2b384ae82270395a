import { describe, expect, it } from 'vitest';
import { planStatus } from './plan-status';

const now = new Date('2026-03-01T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('plan status', () => {
  it('rounds the days remaining up', () => {
    expect(planStatus({ endDate: inDays(10.2) }, now)).toEqual({
      label: '11 days remaining',
      tone: 'ok',
      daysRemaining: 11,
    });
  });

  it('says Expiring soon at seven days or fewer', () => {
    expect(planStatus({ endDate: inDays(7) }, now).label).toBe('Expiring soon');
    expect(planStatus({ endDate: inDays(0.1) }, now)).toMatchObject({
      label: 'Expiring soon',
      daysRemaining: 1,
    });
    expect(planStatus({ endDate: inDays(7.01) }, now).label).toBe('8 days remaining');
  });

  it('says Plan Expired at zero or fewer days, never negative', () => {
    expect(planStatus({ endDate: inDays(-3) }, now)).toEqual({
      label: 'Plan Expired',
      tone: 'expired',
      daysRemaining: 0,
    });
    expect(planStatus({ endDate: now.toISOString() }, now).label).toBe('Plan Expired');
  });

  it('shows nothing for a plan without an end date', () => {
    expect(planStatus({ endDate: null }, now).label).toBeNull();
  });
});

import { planCatalogue } from '@receiptbox/contracts';
import { describe, expect, it } from 'vitest';
import {
  buttonFor,
  currentPlanMessage,
  formatPrice,
  offersYearlySwitch,
  plansFor,
  yearlySaving,
} from './plan-choices';

const products = planCatalogue();
const product = (id: string) => {
  const found = products.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('pricing page choices', () => {
  it('shows Free and the chosen period of the paid plans', () => {
    expect(plansFor(products, false).map((p) => p.id)).toEqual([
      'free-monthly',
      'hsa-monthly',
      'business-monthly',
    ]);
    expect(plansFor(products, true).map((p) => p.id)).toEqual([
      'free-monthly',
      'hsa-yearly',
      'business-yearly',
    ]);
  });

  it('saves 12 times the monthly price minus the yearly price', () => {
    expect(yearlySaving(products, 'HSA')).toBe(2200);
    expect(yearlySaving(products, 'Business')).toBe(6000);
    expect(yearlySaving(products, 'Free')).toBe(0);
    expect(formatPrice(2200)).toBe('$22');
    expect(formatPrice(1250)).toBe('$12.50');
  });

  it("offers guests 'Get Started' on every plan", () => {
    expect(buttonFor(product('free-monthly'), null)).toMatchObject({ label: 'Get Started', action: 'login' });
    expect(buttonFor(product('hsa-yearly'), null)).toMatchObject({
      label: 'Get Started',
      action: 'checkout',
    });
  });

  it('marks the current plan, offers upgrades and dims the rest for a signed-in user', () => {
    const hsa = { planType: 'HSA' as const, isYearly: false };
    expect(buttonFor(product('hsa-monthly'), hsa)).toMatchObject({ label: 'Current Plan', action: 'none' });
    expect(buttonFor(product('hsa-yearly'), hsa)).toMatchObject({ label: 'Current Plan' });
    expect(buttonFor(product('business-yearly'), hsa)).toMatchObject({
      label: 'Upgrade Now',
      action: 'checkout',
    });
    expect(buttonFor(product('free-monthly'), hsa)).toMatchObject({ label: 'Get Started', dimmed: true });
    const business = { planType: 'Business' as const, isYearly: true };
    expect(buttonFor(product('hsa-monthly'), business)).toMatchObject({ dimmed: true, action: 'none' });
  });

  it('picks one of the three current-plan messages', () => {
    expect(currentPlanMessage({ planType: 'Free', isYearly: false })).toBe(
      'Upgrade below to unlock more features',
    );
    expect(currentPlanMessage({ planType: 'HSA', isYearly: false })).toBe('Save money with yearly billing');
    expect(currentPlanMessage({ planType: 'HSA', isYearly: true })).toBe(
      'Upgrade below to unlock more features',
    );
    expect(currentPlanMessage({ planType: 'Business', isYearly: true })).toBe("You're on our highest plan!");
  });

  it('offers the yearly switch only to paid plans billed monthly', () => {
    expect(offersYearlySwitch(null)).toBe(false);
    expect(offersYearlySwitch({ planType: 'Free', isYearly: false })).toBe(false);
    expect(offersYearlySwitch({ planType: 'Business', isYearly: false })).toBe(true);
    expect(offersYearlySwitch({ planType: 'HSA', isYearly: true })).toBe(false);
  });
});

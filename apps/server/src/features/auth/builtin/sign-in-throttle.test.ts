import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle';

describe('failed sign-in throttle', () => {
  it('makes one address wait after five failures for an account, until the window has passed', () => {
    let t = 0;
    const throttle = createSignInThrottle({ now: () => t, windowMs: 1000 });
    for (let i = 0; i < 4; i++) throttle.recordFailure('A@x.com', '1.1.1.1');
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
    throttle.recordFailure('a@x.com', '1.1.1.1');
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(1000);
    t = 1001;
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('does not lock the real user out when someone elsewhere fails five times', () => {
    const throttle = createSignInThrottle({ now: () => 0 });
    for (let i = 0; i < 5; i++) throttle.recordFailure('a@x.com', '6.6.6.6');
    expect(throttle.retryAfterMs('a@x.com', '6.6.6.6')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('slows guessing from many addresses with growing delays, never longer than the cap', () => {
    let t = 0;
    const throttle = createSignInThrottle({ now: () => t, maxDelayMs: 60_000 });
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      throttle.recordFailure('a@x.com', `10.0.0.${i}`);
      waits.push(throttle.retryAfterMs('a@x.com', '1.1.1.1'));
    }
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(5)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000]);
    t = 60_000;
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that tries many emails', () => {
    const throttle = createSignInThrottle({ maxFailuresPerIp: 3 });
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com']) throttle.recordFailure(email, '9.9.9.9');
    expect(throttle.retryAfterMs('d@x.com', '9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('d@x.com', '8.8.8.8')).toBe(0);
  });

  it("forgets an account's failures after a successful sign-in", () => {
    const throttle = createSignInThrottle({ maxFailures: 2 });
    throttle.recordFailure('a@x.com', '1.1.1.1');
    throttle.recordSuccess('a@x.com', '1.1.1.1');
    throttle.recordFailure('a@x.com', '1.1.1.1');
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
  });
});

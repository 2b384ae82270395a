import { describe, expect, it } from 'vitest';
import { createSignInThrottle } from './sign-in-throttle';

describe('failed sign-in throttle', () => {
  it('blocks an email after five failures until the window has passed', () => {
    let t = 0;
    const throttle = createSignInThrottle({ now: () => t, windowMs: 1000 });
    for (let i = 0; i < 4; i++) throttle.recordFailure('A@x.com', '1.1.1.1');
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
    throttle.recordFailure('a@x.com', '1.1.1.1');
    expect(throttle.retryAfterMs('a@x.com', '2.2.2.2')).toBe(1000);
    t = 1001;
    expect(throttle.retryAfterMs('a@x.com', '1.1.1.1')).toBe(0);
  });

  it('blocks an address that tries many emails', () => {
    const throttle = createSignInThrottle({ maxFailuresPerIp: 3 });
    for (const email of ['a@x.com', 'b@x.com', 'c@x.com']) throttle.recordFailure(email, '9.9.9.9');
    expect(throttle.retryAfterMs('d@x.com', '9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterMs('d@x.com', '8.8.8.8')).toBe(0);
  });

  it("forgets an email's failures after a successful sign-in", () => {
    const throttle = createSignInThrottle({ maxFailures: 2 });
    throttle.recordFailure('a@x.com', '1.1.1.1');
    throttle.recordSuccess('a@x.com');
    throttle.recordFailure('a@x.com', '1.1.1.1');
    expect(throttle.retryAfterMs('a@x.com', '3.3.3.3')).toBe(0);
  });
});

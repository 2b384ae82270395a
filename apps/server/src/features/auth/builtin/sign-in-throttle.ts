/**
 * Limits failed sign-ins: after `maxFailures` failures for one email (or from one address,
 * with a larger allowance) within `windowMs`, further attempts are refused until the window
 * passes. A success clears the email's count.
 */
export interface SignInThrottle {
  /** Milliseconds until attempts are allowed again, or 0 when allowed now. */
  retryAfterMs(email: string, ip: string): number;
  recordFailure(email: string, ip: string): void;
  recordSuccess(email: string): void;
}

export function createSignInThrottle(
  options: { maxFailures?: number; maxFailuresPerIp?: number; windowMs?: number; now?: () => number } = {},
): SignInThrottle {
  const maxFailures = options.maxFailures ?? 5;
  const maxFailuresPerIp = options.maxFailuresPerIp ?? 20;
  const windowMs = options.windowMs ?? 15 * 60 * 1000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  const wait = (list: number[], max: number) =>
    list.length >= max ? list[list.length - max]! + windowMs - now() : 0;

  return {
    retryAfterMs(email, ip) {
      return Math.max(
        0,
        wait(recent(`e:${email.toLowerCase()}`), maxFailures),
        wait(recent(`i:${ip}`), maxFailuresPerIp),
      );
    },
    recordFailure(email, ip) {
      for (const key of [`e:${email.toLowerCase()}`, `i:${ip}`]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(email) {
      failures.delete(`e:${email.toLowerCase()}`);
    },
  };
}

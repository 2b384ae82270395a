/**
 * Limits password guessing without letting a stranger lock the real user out:
 * - per source address: `maxFailuresPerIp` failures within `windowMs`, then that address waits;
 * - per account and source: `maxFailures` failures within `windowMs`, then that address waits
 *   for that account (the attacker locks out only themselves);
 * - per account from everywhere: past `maxFailures` failures, each further one makes the next
 *   attempt wait a little longer (1 s, 2 s, 4 s ... at most `maxDelayMs`), so guessing from many
 *   addresses stays slow while the real user, from their own address, waits seconds, not minutes.
 * A success clears the account's counts.
 */
export interface SignInThrottle {
  /** Milliseconds until an attempt for `email` from `ip` is allowed, or 0 when allowed now. */
  retryAfterMs(email: string, ip: string): number;
  recordFailure(email: string, ip: string): void;
  recordSuccess(email: string, ip: string): void;
}

export interface SignInThrottleOptions {
  maxFailures?: number;
  maxFailuresPerIp?: number;
  windowMs?: number;
  maxDelayMs?: number;
  now?: () => number;
}

export function createSignInThrottle(options: SignInThrottleOptions = {}): SignInThrottle {
  const maxFailures = options.maxFailures ?? 5;
  const maxFailuresPerIp = options.maxFailuresPerIp ?? 20;
  const windowMs = options.windowMs ?? 15 * 60 * 1000;
  const maxDelayMs = options.maxDelayMs ?? 60 * 1000;
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };
  const lockedFor = (list: number[], max: number) =>
    list.length >= max ? list[list.length - max]! + windowMs - now() : 0;
  const delayed = (list: number[]) => {
    const beyond = list.length - maxFailures;
    if (beyond <= 0) return 0;
    const delay = Math.min(maxDelayMs, 1000 * 2 ** (beyond - 1));
    return list[list.length - 1]! + delay - now();
  };
  const keys = (email: string, ip: string) => {
    const account = email.trim().toLowerCase();
    return { ip: `i:${ip}`, pair: `p:${account}\n${ip}`, account: `a:${account}` };
  };

  return {
    retryAfterMs(email, ip) {
      const k = keys(email, ip);
      return Math.max(
        0,
        lockedFor(recent(k.ip), maxFailuresPerIp),
        lockedFor(recent(k.pair), maxFailures),
        delayed(recent(k.account)),
      );
    },
    recordFailure(email, ip) {
      for (const key of Object.values(keys(email, ip))) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(email, ip) {
      const k = keys(email, ip);
      failures.delete(k.pair);
      failures.delete(k.account);
    },
  };
}

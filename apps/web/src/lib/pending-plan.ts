/**
 * A guest who picks a paid plan on /pricing signs in first (SPEC §4); the choice waits here, in
 * local storage, and the pricing page continues to checkout once the account is ready.
 */
const KEY = 'receiptbox.selectedPlan';
/** A choice older than this was abandoned; nobody should be sent to a checkout they forgot. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Stored {
  productId: string;
  at: number;
}

export function storePendingPlan(productId: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ productId, at: now } satisfies Stored));
  } catch {
    // Storage may be off (private mode); the guest then picks the plan again after signing in.
  }
}

/** The product id the guest chose, or null (none, unreadable or expired). */
export function readPendingPlan(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.productId !== 'string' || typeof stored.at !== 'number') return null;
    return now - stored.at <= MAX_AGE_MS ? stored.productId : null;
  } catch {
    return null;
  }
}

export function clearPendingPlan(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

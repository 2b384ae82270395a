import type { StoredSession } from './session-store';

// The identity clients and the config schema they validate with load on first use, which keeps
// them (and zod) out of the JavaScript every public page loads first.

/** A fresh session without user interaction, or null. */
export const silentRefresh = async (): Promise<StoredSession | null> =>
  (await import('./identity')).silentRefresh();

/** Ends the identity provider's side of the session. */
export const signOutOfProvider = async (): Promise<void> => (await import('./identity')).signOutOfProvider();

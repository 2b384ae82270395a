import { AppConfig } from '@receiptbox/contracts';
import { http } from '../http';
import * as builtin from './builtin-client';
import * as google from './google-client';
import type { StoredSession } from './session-store';

/**
 * One front for both identity providers; which one comes from GET /api/App/config
 * (`identityProvider`). Everything else in the app talks to this module only.
 */
let config: Promise<AppConfig> | null = null;

export function identityConfig(): Promise<AppConfig> {
  config ??= http.get('/api/App/config', { schema: AppConfig }).catch((error) => {
    config = null;
    throw error;
  });
  return config;
}

/** A fresh session without user interaction, or null. */
export async function silentRefresh(): Promise<StoredSession | null> {
  const { identityProvider, clientId } = await identityConfig();
  return identityProvider === 'google' ? google.googleSilentRefresh(clientId) : builtin.silentRenew(clientId);
}

/** Ends the identity provider's side of the session (the stored session is cleared by the caller). */
export async function signOutOfProvider(): Promise<void> {
  const { identityProvider, clientId } = await identityConfig();
  if (identityProvider === 'google') await google.googleSignOut();
  else await builtin.endProviderSession(clientId);
}

export interface DriveCodeResult {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
}

/** Asks the user to grant drive.file access; resolves the code the server exchanges. */
export async function requestDriveCode(email: string): Promise<DriveCodeResult> {
  const { identityProvider, clientId } = await identityConfig();
  return identityProvider === 'google'
    ? google.googleDriveCode(clientId, email)
    : builtin.requestDriveCode(clientId, email);
}

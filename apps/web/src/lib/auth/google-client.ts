import { DRIVE_FILE_SCOPE } from '@receiptbox/contracts/api/auth-constants';
import { type StoredSession, sessionFromIdToken } from './session-store';

/**
 * Google Identity Services (used when the server has GOOGLE_CLIENT_ID): the sign-in button and
 * one-tap prompt (auto-select, popup mode; outline theme, large, standard), silent refresh via
 * the prompt, and the drive-access code client (SPEC §7).
 */

interface CredentialResponse {
  credential?: string;
}
interface PromptNotification {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
}
interface GoogleAccounts {
  id: {
    initialize(config: Record<string, unknown>): void;
    renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    prompt(listener?: (notification: PromptNotification) => void): void;
    disableAutoSelect(): void;
  };
  oauth2: {
    initCodeClient(config: Record<string, unknown>): { requestCode(): void };
  };
}
declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccounts> | null = null;

export function loadGoogle(): Promise<GoogleAccounts> {
  if (typeof window === 'undefined') return Promise.reject(new Error('Not in browser environment'));
  if (window.google?.accounts) return Promise.resolve(window.google.accounts);
  loading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google?.accounts ? resolve(window.google.accounts) : reject(new Error('Google API not loaded'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Google API not loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

let credentialListener: ((credential: string) => void) | null = null;
let initializedFor: string | null = null;

async function initialize(clientId: string): Promise<GoogleAccounts> {
  const accounts = await loadGoogle();
  if (initializedFor !== clientId) {
    accounts.id.initialize({
      client_id: clientId,
      auto_select: true,
      ux_mode: 'popup',
      callback: (response: CredentialResponse) => {
        if (response.credential) credentialListener?.(response.credential);
      },
    });
    initializedFor = clientId;
  }
  return accounts;
}

/** Renders Google's button and shows one-tap; `onSession` runs after either signs the user in. */
export async function renderGoogleSignIn(
  clientId: string,
  parent: HTMLElement,
  onSession: (session: StoredSession) => void,
): Promise<void> {
  const accounts = await initialize(clientId);
  credentialListener = (credential) => {
    const session = sessionFromIdToken(credential);
    if (session) onSession(session);
  };
  accounts.id.renderButton(parent, {
    theme: 'outline',
    size: 'large',
    type: 'standard',
    text: 'signin_with',
  });
  accounts.id.prompt();
}

/** Silent refresh: the one-tap prompt with auto-select; null when it is not displayed or skipped. */
export async function googleSilentRefresh(clientId: string): Promise<StoredSession | null> {
  let accounts: GoogleAccounts;
  try {
    accounts = await initialize(clientId);
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    credentialListener = (credential) => resolve(sessionFromIdToken(credential));
    accounts.id.prompt((notification) => {
      if (
        notification.isNotDisplayed() ||
        notification.isSkippedMoment() ||
        notification.isDismissedMoment()
      ) {
        resolve(null);
      }
    });
  });
}

export async function googleSignOut(): Promise<void> {
  window.google?.accounts.id.disableAutoSelect();
}

/** The drive-access code client: popup, offline access, consent prompt, login hint = the user's email. */
export async function googleDriveCode(
  clientId: string,
  loginHint: string,
): Promise<{ code: string; redirectUri: string }> {
  const accounts = await loadGoogle();
  return new Promise((resolve, reject) => {
    const client = accounts.oauth2.initCodeClient({
      client_id: clientId,
      scope: DRIVE_FILE_SCOPE,
      ux_mode: 'popup',
      access_type: 'offline',
      prompt: 'consent',
      login_hint: loginHint,
      callback: (response: { code?: string; error?: string }) => {
        if (response.code) resolve({ code: response.code, redirectUri: window.location.origin });
        else reject(new Error('Failed to get Drive permissions. Please try again.'));
      },
      error_callback: () => reject(new Error('Failed to get Drive permissions. Please try again.')),
    });
    client.requestCode();
  });
}

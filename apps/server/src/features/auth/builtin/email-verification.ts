import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** How long a verification link works. */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface VerificationClaim {
  accountId: string;
  /** The sign-in (oidc-provider interaction) that asked; a link opened in that browser finishes it. */
  uid: string;
}

/**
 * Links that prove an address: `{accountId}.{uid}.{expiry}` and an HMAC of it under a key derived
 * from SECRETS_KEY. Nothing is stored: every API process can check a link any other one mailed.
 */
export function createVerificationLinks(secretsKey: Buffer, now: () => number = Date.now) {
  const key = Buffer.from(hkdfSync('sha256', secretsKey, 'receiptbox', 'email-verification', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    token(claim: VerificationClaim): string {
      const payload = `${claim.accountId}.${claim.uid}.${(now() + VERIFICATION_LINK_TTL_MS).toString(36)}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The claim of a genuine, unexpired token; null for anything else. */
    check(token: string): VerificationClaim | null {
      const parts = token.split('.');
      if (parts.length !== 4 || token.length > 300) return null;
      const [accountId = '', uid = '', expiry = '', signature = ''] = parts;
      const expected = Buffer.from(mac(`${accountId}.${uid}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number.parseInt(expiry, 36) < now()) return null;
      return { accountId, uid };
    },
  };
}

export type VerificationLinks = ReturnType<typeof createVerificationLinks>;

import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAME_MESSAGES,
  accountNameError,
  isValidEmail,
  mailboxLocalPart,
  planDaysRemaining,
  sanitizeAccountName,
} from './users';

describe('account names (SPEC §5)', () => {
  it('sanitizes: lowercase, other characters to hyphens, runs collapsed, ends trimmed', () => {
    expect(sanitizeAccountName('  My Company!! ')).toBe('my-company');
    expect(sanitizeAccountName('--A__B--')).toBe('a-b');
    expect(sanitizeAccountName('Café 42')).toBe('caf-42');
  });

  it('names the first rule a name breaks', () => {
    expect(accountNameError('')).toBe(ACCOUNT_NAME_MESSAGES.required);
    expect(accountNameError('a'.repeat(64))).toBe(ACCOUNT_NAME_MESSAGES.tooLong);
    expect(accountNameError('a--b')).toBe('Cannot contain consecutive hyphens');
    expect(accountNameError('-ab')).toBe(ACCOUNT_NAME_MESSAGES.pattern);
    expect(accountNameError('ab-')).toBe(ACCOUNT_NAME_MESSAGES.pattern);
    expect(accountNameError('Ab')).toBe(ACCOUNT_NAME_MESSAGES.pattern);
    expect(accountNameError('a'.repeat(63))).toBeNull();
    expect(accountNameError('acme-2')).toBeNull();
  });

  it('refuses reserved names such as www, mail, api, admin and support', () => {
    for (const name of ['www', 'mail', 'api', 'admin', 'support']) {
      expect(accountNameError(name)).toBe(ACCOUNT_NAME_MESSAGES.reserved);
    }
  });
});

describe('mailbox addresses (SPEC §5)', () => {
  it('turns a mailbox name into its local part, or "mailbox" when nothing is left', () => {
    expect(mailboxLocalPart('  Business Expenses ')).toBe('business-expenses');
    expect(mailboxLocalPart('A & B')).toBe('a-b');
    expect(mailboxLocalPart('!!!')).toBe('mailbox');
  });
});

describe('email addresses', () => {
  it('accepts a simple address and refuses others', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.com')).toBe(false);
  });
});

describe('plan days remaining (SPEC §4)', () => {
  it('is the ceiling of days until the end date, never below zero', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(planDaysRemaining('2026-01-02T00:00:01Z', now)).toBe(2);
    expect(planDaysRemaining('2025-12-01T00:00:00Z', now)).toBe(0);
    expect(planDaysRemaining(null, now)).toBeNull();
  });
});

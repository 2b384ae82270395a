import type { Category } from '@receiptbox/contracts';
import {
  isValidEmail,
  MAILBOX_NAME_REQUIRED_MESSAGE,
  MAILBOX_NAME_TAKEN_MESSAGE,
} from '@receiptbox/contracts/api/users';

/**
 * The mailbox rules the web app checks before it calls the server (SPEC §4, §5). The server
 * applies the same rules again; these give the user the answer while they type.
 */

/** SPEC §5 mailbox name: required, unique among the user's mailboxes ignoring case. */
export function mailboxNameError(name: string, existingNames: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return MAILBOX_NAME_REQUIRED_MESSAGE;
  const lower = trimmed.toLowerCase();
  if (existingNames.some((existing) => existing.trim().toLowerCase() === lower))
    return MAILBOX_NAME_TAKEN_MESSAGE;
  return null;
}

/**
 * Categories as saved (SPEC §4): names and descriptions trimmed, blank names dropped, and a name
 * that repeats an earlier one (ignoring case) dropped.
 */
export function cleanCategories(categories: readonly Category[]): Category[] {
  const seen = new Set<string>();
  const kept: Category[] = [];
  for (const category of categories) {
    const name = category.name.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const description = category.description?.trim();
    kept.push(description ? { name, description } : { name });
  }
  return kept;
}

/**
 * Sharing addresses as saved (SPEC §4, §5): trimmed and lowercased; blanks, invalid addresses,
 * duplicates and the owner's own address dropped.
 */
export function cleanSharing(emails: readonly string[], ownerEmail: string): string[] {
  const owner = ownerEmail.trim().toLowerCase();
  const kept = new Set<string>();
  for (const email of emails) {
    const address = email.trim().toLowerCase();
    if (!address || address === owner || !isValidEmail(address)) continue;
    kept.add(address);
  }
  return [...kept];
}

/** Why an address cannot be added to the sharing list, or null when it can. */
export function sharingAddProblem(
  email: string,
  current: readonly string[],
  ownerEmail: string,
): 'invalid' | 'self' | 'duplicate' | null {
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) return 'invalid';
  if (address === ownerEmail.trim().toLowerCase()) return 'self';
  if (current.some((existing) => existing.trim().toLowerCase() === address)) return 'duplicate';
  return null;
}

/** The sharing line of an owned mailbox card (SPEC §2). */
export function sharingSummary(sharedWithCount: number): string {
  if (sharedWithCount === 0) return 'Private';
  return `shared with ${sharedWithCount} ${sharedWithCount === 1 ? 'user' : 'users'}`;
}

/** SPEC §2 processing type line. */
export const processingType = (isHsaMailbox: boolean): string =>
  isHsaMailbox ? 'HSA/FSA Receipt Processing' : 'Standard Receipt Processing';

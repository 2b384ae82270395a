import { accountNameError, sanitizeAccountName } from '@receiptbox/contracts/api/users';

/**
 * Sanitizing as the user types (SPEC §5): like `sanitizeAccountName`, except that one hyphen at the
 * end is kept so a name like "my-company" can be typed; the validation message shows meanwhile.
 * @example sanitizeWhileTyping('My ') // 'my-'
 */
export function sanitizeWhileTyping(input: string): string {
  const trailingSeparator = /[^a-z0-9]$/i.test(input) && /[a-z0-9]/i.test(input);
  const clean = sanitizeAccountName(input);
  return trailingSeparator && clean ? `${clean}-` : clean;
}

export { accountNameError };

import { describe, expect, it } from 'vitest';
import { isMailboxAddress } from './smtp-listener';

describe('mailbox addresses', () => {
  it('are one account label below the mail domain', () => {
    expect(isMailboxAddress('welcome@alice.receiptbox.localhost', 'receiptbox.localhost')).toBe(true);
    expect(isMailboxAddress('Welcome@Alice.Receiptbox.Localhost', 'receiptbox.localhost')).toBe(true);
    expect(isMailboxAddress('welcome@receiptbox.localhost', 'receiptbox.localhost')).toBe(false);
    expect(isMailboxAddress('welcome@a.b.receiptbox.localhost', 'receiptbox.localhost')).toBe(false);
    expect(isMailboxAddress('welcome@alice.evilreceiptbox.localhost', 'receiptbox.localhost')).toBe(false);
  });
});

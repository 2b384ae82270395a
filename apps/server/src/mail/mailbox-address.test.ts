import { describe, expect, it } from 'vitest';
import { classifyRecipient } from './mailbox-address';

describe('mailbox addresses', () => {
  it('are one account label below the mail domain, compared in lower case', () => {
    expect(classifyRecipient('Welcome@Alice.Receiptbox.Localhost', 'receiptbox.localhost')).toEqual({
      kind: 'mailbox',
      address: 'welcome@alice.receiptbox.localhost',
    });
    expect(classifyRecipient('welcome@receiptbox.localhost', 'receiptbox.localhost').kind).toBe(
      'other-domain',
    );
    expect(classifyRecipient('welcome@a.b.receiptbox.localhost', 'receiptbox.localhost').kind).toBe(
      'other-domain',
    );
    expect(classifyRecipient('welcome@alice.evilreceiptbox.localhost', 'receiptbox.localhost').kind).toBe(
      'other-domain',
    );
    expect(classifyRecipient('someone@example.org', 'receiptbox.localhost').kind).toBe('other-domain');
  });

  it('reach the mailbox without its plus tag', () => {
    expect(classifyRecipient('travel+march@alice.receiptbox.localhost', 'receiptbox.localhost')).toEqual({
      kind: 'mailbox',
      address: 'travel@alice.receiptbox.localhost',
    });
  });
});

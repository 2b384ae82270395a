import { describe, expect, it } from 'vitest';
import {
  cleanCategories,
  cleanSharing,
  mailboxNameError,
  processingType,
  sharingAddProblem,
  sharingSummary,
} from './mailbox-rules';

describe('mailbox name', () => {
  it('is required', () => {
    expect(mailboxNameError('   ', [])).toBe('Mailbox name is required');
  });

  it('must differ from existing names, ignoring case and surrounding spaces', () => {
    expect(mailboxNameError(' business ', ['Business'])).toBe('A mailbox with this name already exists');
    expect(mailboxNameError('Business Expenses', ['Business'])).toBeNull();
  });
});

describe('saving categories', () => {
  it('drops blank names and later duplicates, and trims what it keeps', () => {
    expect(
      cleanCategories([
        { name: ' Travel ', description: ' Trains and planes ' },
        { name: '   ' },
        { name: 'travel', description: 'again' },
        { name: 'Meals', description: '  ' },
      ]),
    ).toEqual([{ name: 'Travel', description: 'Trains and planes' }, { name: 'Meals' }]);
  });
});

describe('saving sharing', () => {
  it("drops blanks, duplicates, invalid addresses and the owner's own address", () => {
    expect(
      cleanSharing(
        [' Bob@Example.com ', '', 'bob@example.com', 'owner@example.com', 'nope', 'c@d.io'],
        'Owner@Example.com',
      ),
    ).toEqual(['bob@example.com', 'c@d.io']);
  });

  it('refuses an invalid address, the owner and an address already on the list', () => {
    expect(sharingAddProblem('not-an-email', [], 'o@x.io')).toBe('invalid');
    expect(sharingAddProblem(' O@X.io', [], 'o@x.io')).toBe('self');
    expect(sharingAddProblem('B@x.io', ['b@x.io'], 'o@x.io')).toBe('duplicate');
    expect(sharingAddProblem('c@x.io', ['b@x.io'], 'o@x.io')).toBeNull();
  });
});

describe('card and details texts', () => {
  it('says Private or how many users a mailbox is shared with', () => {
    expect(sharingSummary(0)).toBe('Private');
    expect(sharingSummary(1)).toBe('shared with 1 user');
    expect(sharingSummary(3)).toBe('shared with 3 users');
  });

  it('names the processing type', () => {
    expect(processingType(true)).toBe('HSA/FSA Receipt Processing');
    expect(processingType(false)).toBe('Standard Receipt Processing');
  });
});

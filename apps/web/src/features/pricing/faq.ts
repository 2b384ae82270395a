import { FREE_RECEIPTS_PER_MONTH } from '../../lib/plan-limits';

/** The pricing page's four questions (SPEC §2). */
export const PRICING_FAQ = [
  {
    question: 'Can I change or cancel my plan at any time?',
    answer:
      'Yes. Upgrade from this page whenever you like. Cancel in Settings and your account returns to the free plan at once. Your mailboxes stay; if you have more than the free plan includes, they keep working, but you cannot add new ones.',
  },
  {
    question: 'What happens to my receipts if I downgrade or cancel?',
    answer:
      'Nothing. Your receipts and spreadsheets live in your own drive, not on our servers, so they stay yours whatever plan you are on.',
  },
  {
    question: 'What does the free plan include?',
    answer: `${FREE_RECEIPTS_PER_MONTH} receipts per month and one receipt mailbox, with the spreadsheet in your own drive. No card needed.`,
  },
  {
    question: 'How are payments handled?',
    answer:
      'By our card payment provider. Your card details go to them directly and never reach Receiptbox. Paid plans renew automatically each month or year until you cancel.',
  },
] as const;

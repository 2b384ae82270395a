import type { Mailbox } from '@receiptbox/contracts/api/users';

/**
 * Where the mailbox's last 20 inbound messages go (issue #11, built by the inbound-mail work):
 * replace this section's body with that component. Kept as its own labelled section so the
 * details page layout does not change when it arrives.
 */
export function RecentMessagesSlot({ mailbox }: { mailbox: Mailbox }) {
  return (
    <section className="details-section" aria-labelledby="recent-messages-title" data-slot="recent-messages">
      <h2 id="recent-messages-title">Recent Messages</h2>
      <p className="muted">
        Receipts mailed to {mailbox.email} will be listed here. Until then, the spreadsheet in your drive
        shows every receipt this mailbox has processed.
      </p>
    </section>
  );
}

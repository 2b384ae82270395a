import {
  MAILBOX_MESSAGE_OUTCOME_LABELS,
  type MailboxMessage,
} from '@receiptbox/contracts/api/mailbox-messages';
import { useRecentMessages } from '../recent-messages-api';
import '../recent-messages.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Why an outcome happened, in a line an owner can act on. */
const OUTCOME_HINTS: Partial<Record<MailboxMessage['outcome'], string>> = {
  refused_sender: 'The sender is not an authorized sending address, or its domain did not vouch for it.',
  over_quota: 'Kept until the month turns or you upgrade.',
  failed: 'Could not be written to your drive; kept 5 days.',
};

/**
 * The last 20 messages the mailbox received (time, sender, subject, outcome), so an owner can
 * see why a forward did not arrive. Metadata only; the contents live in the drive.
 */
export function RecentMessages({ mailboxId, ownerEmail }: { mailboxId: string; ownerEmail: string }) {
  const messages = useRecentMessages(ownerEmail, mailboxId);
  let body: React.ReactNode;
  if (messages.isPending) {
    body = (
      <p className="muted" role="status" aria-busy="true">
        Loading...
      </p>
    );
  } else if (messages.isError) {
    body = (
      <div className="alert alert-error" role="alert">
        Recent messages could not be loaded. Please try again.
      </div>
    );
  } else if (messages.data.messages.length === 0) {
    body = <p className="muted">No messages yet. Mail sent to this mailbox will be listed here.</p>;
  } else {
    body = (
      <div className="recent-messages-scroll">
        <table className="recent-messages">
          <caption className="visually-hidden">The last 20 messages this mailbox received</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Sender</th>
              <th scope="col">Subject</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {messages.data.messages.map((m) => (
              <tr key={`${m.receivedAt}-${m.sender}-${m.subject}`}>
                <td>
                  <time dateTime={m.receivedAt}>{when.format(new Date(m.receivedAt))}</time>
                </td>
                <td className="recent-messages-sender">{m.sender || '(no sender)'}</td>
                <td className="recent-messages-subject">{m.subject || '(no subject)'}</td>
                <td>
                  <span className={`outcome outcome-${m.outcome}`} title={OUTCOME_HINTS[m.outcome]}>
                    {MAILBOX_MESSAGE_OUTCOME_LABELS[m.outcome]}
                    {m.outcome === 'processed' && m.receipts > 1 ? ` (${m.receipts})` : ''}
                  </span>
                  {OUTCOME_HINTS[m.outcome] && (
                    <span className="visually-hidden"> {OUTCOME_HINTS[m.outcome]}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="details-section" aria-labelledby="recent-messages-title" data-slot="recent-messages">
      <h2 id="recent-messages-title">Recent Messages</h2>
      {body}
    </section>
  );
}

import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';

/** A mailbox id that is neither the user's nor shared with them, or a failed load. */
export function MailboxNotFound({ title, failed = false }: { title: string; failed?: boolean }) {
  return (
    <Page title={title} description="Mailbox not found.">
      <section className="container page-section narrow">
        <h1>{failed ? 'Mailbox could not be loaded' : 'Mailbox not found'}</h1>
        <div className="alert alert-error" role="alert">
          <p>
            {failed
              ? 'Failed to load mailboxes'
              : 'This mailbox does not exist, was deleted, or is not shared with you.'}
          </p>
        </div>
        <Link className="button button-primary" to={paths.dashboard.href()}>
          Back to Dashboard
        </Link>
      </section>
    </Page>
  );
}

import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { CopyButton } from '../../../components/ui/CopyButton';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { driveFolderUrl } from '../../../lib/drive-link';
import '../account.css';

/** /mailbox-confirmation/:id — the Mailbox Ready page (SPEC §2). */
export default function MailboxConfirmationPage() {
  const { id } = useParams();
  const user = useCurrentUser();
  const config = useAppConfig();
  if (user.isPending) return <PageSpinner />;
  const mailbox = user.data?.mailboxes.find((m) => m.id === id);

  if (!mailbox) {
    return (
      <Page title="Mailbox Not Found" description="This mailbox could not be found.">
        <section className="container page-section narrow">
          <div className="ready-card">
            <h1>Mailbox not found</h1>
            <div className="alert alert-error" role="alert">
              <p>This mailbox could not be found. It may have been deleted, or the link is mistyped.</p>
            </div>
            <Link className="button button-primary" to={paths.dashboard.href()}>
              Back to Dashboard
            </Link>
          </div>
        </section>
      </Page>
    );
  }

  return (
    <Page title="Mailbox Ready" description="Your receipt mailbox is ready.">
      <section className="container page-section narrow">
        <div className="ready-card">
          <span className="eyebrow">All set</span>
          <h1>Mailbox Ready</h1>
          {
            <>
              <p className="lead">
                Your mailbox <strong>{mailbox.name}</strong> is ready to receive receipts.
              </p>
              <h2>Forwarding address</h2>
              <div className="copy-row">
                <code data-testid="mailbox-address">{mailbox.email}</code>
                <CopyButton value={mailbox.email} label="Copy" />
              </div>
              <h2>How to use it</h2>
              <ol className="steps">
                <li>Forward a receipt email, or send a photo or PDF of a receipt, to {mailbox.email}.</li>
                <li>Receiptbox reads the receipt and picks a category for it.</li>
                <li>A new row appears in the mailbox's spreadsheet in your drive.</li>
              </ol>
              <div className="alert alert-warning">
                <p>
                  Only emails from your authorized sending addresses are processed. Add the addresses you
                  forward from in <Link to={paths.settings.href()}>Settings</Link>.
                </p>
              </div>
              <div className="button-row">
                {mailbox.folderId && (
                  <a
                    className="button button-ghost"
                    href={driveFolderUrl(mailbox.folderId, config.data?.identityProvider)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View in Google Drive
                  </a>
                )}
                <Link className="button button-primary" to={paths.dashboard.href()}>
                  Back to Dashboard
                </Link>
              </div>
            </>
          }
        </div>
      </section>
    </Page>
  );
}

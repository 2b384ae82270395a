import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { CopyButton } from '../../../components/ui/CopyButton';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { paths } from '../../../config/paths';
import { useMailbox } from '../api';
import { CategoriesSection } from '../components/CategoriesSection';
import { ConfirmationEmailToggle } from '../components/ConfirmationEmailToggle';
import { DriveFolderStatus } from '../components/DriveFolderStatus';
import { MailboxNotFound } from '../components/MailboxNotFound';
import { RecentMessages } from '../components/RecentMessages';
import { SharingSection } from '../components/SharingSection';
import { processingType } from '../mailbox-rules';
import '../mailboxes.css';

/** /mailbox/:id — mailbox details (SPEC §2); editing is for the owner only (SPEC §6). */
export default function MailboxDetailsPage() {
  const { id } = useParams();
  const { mailbox, access, user, isError } = useMailbox(id);

  if (mailbox === undefined && !isError) return <PageSpinner />;
  if (!mailbox || !user) return <MailboxNotFound title="Mailbox Details" failed={isError} />;
  const owner = access === 'owner';

  return (
    <Page title={mailbox.name} description="Mailbox details.">
      <section className="container page-section narrow mailbox-details">
        <span className="eyebrow">{owner ? 'Mailbox details' : 'Shared with you'}</span>
        <h1>{mailbox.name}</h1>

        <section className="details-section" aria-labelledby="address-title">
          <h2 id="address-title">Receipt Address</h2>
          <div className="copy-row">
            <code data-testid="mailbox-address">{mailbox.email}</code>
            <CopyButton value={mailbox.email} label="Copy" />
          </div>
          <p className="muted">Forward receipts, or mail photos and PDFs of them, to this address.</p>
        </section>

        {owner && (
          <section className="details-section" aria-labelledby="senders-title">
            <h2 id="senders-title">Authorized Sending Addresses</h2>
            <p className="muted">Only mail from these addresses is processed.</p>
            <ul className="plain-list" aria-label="Authorized sending addresses">
              {[user.email, ...user.sendFromEmailAddresses].map((address) => (
                <li key={address}>{address}</li>
              ))}
            </ul>
            <Link to={paths.settings.href()}>Manage sending addresses in Settings</Link>
          </section>
        )}

        {owner && (
          <section className="details-section" aria-labelledby="drive-title">
            <h2 id="drive-title">Drive Folder</h2>
            <DriveFolderStatus mailbox={mailbox} />
          </section>
        )}

        {owner && !mailbox.isHsaMailbox && <CategoriesSection mailbox={mailbox} />}
        {owner && <SharingSection mailbox={mailbox} ownerEmail={user.email} />}
        {owner && <ConfirmationEmailToggle mailbox={mailbox} />}

        <p className="processing-type" data-testid="processing-type">
          <strong>Processing:</strong> {processingType(mailbox.isHsaMailbox)}
        </p>

        {owner && <RecentMessages mailboxId={mailbox.id} ownerEmail={user.email} />}

        <div className="button-row">
          <Link className="button button-primary" to={paths.upload.href(mailbox.id)}>
            Upload a Receipt
          </Link>
          <Link className="button button-ghost" to={paths.dashboard.href()}>
            Back to Dashboard
          </Link>
        </div>
      </section>
    </Page>
  );
}

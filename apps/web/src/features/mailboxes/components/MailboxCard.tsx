import type { Mailbox } from '@receiptbox/contracts/api/users';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Icon } from '../../../components/ui/Icon';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { driveFolderUrl } from '../../../lib/drive-link';
import { sharingSummary } from '../mailbox-rules';

interface MailboxCardProps {
  mailbox: Mailbox;
  /** Owned cards offer Upload, Details and Delete; shared cards only Upload (SPEC §2, §6). */
  access: 'owner' | 'shared';
  onDelete?: (mailbox: Mailbox) => void;
}

/** One mailbox on the Dashboard (SPEC §2). */
export function MailboxCard({ mailbox, access, onDelete }: MailboxCardProps) {
  const config = useAppConfig();
  const headingId = `mailbox-${mailbox.id}`;
  return (
    <li className="mailbox-card card" aria-labelledby={headingId} data-testid="mailbox-card">
      <div className="mailbox-card-head">
        <h3 id={headingId}>
          {access === 'shared' && (
            <span className="shared-icon" title="Shared with you">
              <Icon name="users" size={20} />
              <span className="visually-hidden">Shared mailbox: </span>
            </span>
          )}
          {mailbox.name}
        </h3>
        {mailbox.isHsaMailbox && <span className="badge">HSA/FSA</span>}
      </div>
      <div className="copy-row mailbox-address">
        <code>{mailbox.email}</code>
        <CopyButton value={mailbox.email} label="Copy" />
      </div>
      <dl className="mailbox-facts">
        <div>
          <dt>Drive</dt>
          <dd>
            {mailbox.folderId ? (
              <a
                href={driveFolderUrl(mailbox.folderId, config.data?.identityProvider)}
                target="_blank"
                rel="noreferrer"
              >
                Open in Drive<span className="visually-hidden"> ({mailbox.name})</span>
              </a>
            ) : (
              <span className="muted">No folder yet</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Access</dt>
          <dd data-testid="mailbox-sharing">
            {access === 'shared' ? 'Shared' : sharingSummary(mailbox.sharedWithIds.length)}
          </dd>
        </div>
      </dl>
      <div className="button-row mailbox-actions">
        <Link className="button button-primary" to={paths.upload.href(mailbox.id)}>
          Upload<span className="visually-hidden"> to {mailbox.name}</span>
        </Link>
        {access === 'owner' && (
          <>
            <Link className="button button-ghost" to={paths.mailbox.href(mailbox.id)}>
              Details<span className="visually-hidden"> of {mailbox.name}</span>
            </Link>
            <button
              type="button"
              className="button button-ghost button-ghost-danger"
              onClick={() => onDelete?.(mailbox)}
            >
              Delete<span className="visually-hidden"> {mailbox.name}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}

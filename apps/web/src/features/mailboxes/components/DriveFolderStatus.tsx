import type { Mailbox } from '@receiptbox/contracts/api/users';
import { useAppConfig } from '../../../lib/app-config';
import { driveFolderUrl } from '../../../lib/drive-link';
import { useGrantDriveAccess } from '../../../lib/use-grant-drive-access';

/** SPEC §2: the drive folder link, or 'Drive Access Required' with the grant button. */
export function DriveFolderStatus({ mailbox }: { mailbox: Mailbox }) {
  const config = useAppConfig();
  const { query, error, onGrant, granting } = useGrantDriveAccess();

  if (query.isPending) return <p className="muted">Checking drive access...</p>;
  if (query.data === true) {
    return mailbox.folderId ? (
      <p>
        <a
          className="button button-ghost"
          href={driveFolderUrl(mailbox.folderId, config.data?.identityProvider)}
          target="_blank"
          rel="noreferrer"
        >
          Open Drive Folder
        </a>
      </p>
    ) : (
      <p className="muted">The folder is created with the first receipt.</p>
    );
  }
  return (
    <div className="alert alert-warning" data-testid="drive-required">
      <h3>Drive Access Required</h3>
      <p>Receipts are kept in a spreadsheet in your drive. Grant access so this mailbox can write to it.</p>
      <button type="button" className="button button-primary" onClick={onGrant} disabled={granting}>
        Grant Google Drive Access
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

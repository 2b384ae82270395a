import { useGrantDriveAccess } from '../lib/use-grant-drive-access';

/**
 * Drive access (SPEC §4): 'Grant Drive Access' until confirmed, then 'Google Drive Access
 * Confirmed' (with Revoke where the page allows it). Access is judged on the server from the
 * granted scope.
 */
export function DriveAccessPanel({ allowRevoke = false }: { allowRevoke?: boolean }) {
  const { query, revoke, error, setError, onGrant, granting } = useGrantDriveAccess();

  const onRevoke = async () => {
    setError(null);
    try {
      await revoke.mutateAsync();
    } catch (failure) {
      console.error('drive access revoke failed', failure);
    }
  };

  if (query.isPending) return <p className="muted">Checking drive access...</p>;

  if (query.data) {
    return (
      <div className="alert alert-success drive-panel" data-testid="drive-access">
        <h3>Google Drive Access Confirmed</h3>
        <p>Receiptbox can create and update your receipt spreadsheets. It only accesses files it creates.</p>
        {allowRevoke && (
          <button
            type="button"
            className="button button-ghost"
            onClick={onRevoke}
            disabled={revoke.isPending}
          >
            Revoke Access
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="alert alert-warning drive-panel" data-testid="drive-access">
      <h3>Google Drive Access Required</h3>
      <p>
        Receiptbox keeps your receipts in a spreadsheet in your own drive. It only accesses the files it
        creates, never anything else in your drive.
      </p>
      <button type="button" className="button button-primary" onClick={onGrant} disabled={granting}>
        Grant Drive Access
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

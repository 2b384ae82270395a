import { type FormEvent, useId, useState } from 'react';
import { DriveAccessPanel } from '../../../components/DriveAccessPanel';
import { Dialog } from '../../../components/ui/Dialog';
import { useDriveAccess } from '../../../lib/current-user';
import { mailboxNameError } from '../mailbox-rules';

export interface CreateMailboxResult {
  /** SPEC §2: the dialog returns its mode; only the OAuth (own drive) mode is offered here. */
  mode: 'oauth' | 'shared-drive';
  name: string;
  isHsaMailbox: boolean;
}

interface CreateMailboxDialogProps {
  open: boolean;
  existingNames: readonly string[];
  busy: boolean;
  /** Shown under the form: 'Failed to create mailbox' and the server's reason when it gave one. */
  error: { message: string; detail?: string } | null;
  onCancel: () => void;
  onCreate: (result: CreateMailboxResult) => void;
}

/** Create New Mailbox (SPEC §2, 600px): name, HSA/FSA toggle, drive access. */
export function CreateMailboxDialog({
  open,
  existingNames,
  busy,
  error,
  onCancel,
  onCreate,
}: CreateMailboxDialogProps) {
  return (
    <Dialog open={open} onDismiss={onCancel} title="Create New Mailbox" width={600} busy={busy}>
      <CreateMailboxForm
        existingNames={existingNames}
        error={error}
        busy={busy}
        onCreate={onCreate}
        onCancel={onCancel}
      />
    </Dialog>
  );
}

function CreateMailboxForm({
  existingNames,
  error,
  busy,
  onCreate,
  onCancel,
}: Omit<CreateMailboxDialogProps, 'open'>) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [isHsaMailbox, setIsHsaMailbox] = useState(false);
  const { query: driveAccess } = useDriveAccess();
  const nameId = useId();
  const hintId = useId();
  const errorId = useId();
  const hsaId = useId();
  const nameError = mailboxNameError(name, existingNames);
  const showNameError = touched && nameError !== null;
  const driveConfirmed = driveAccess.data === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameError || !driveConfirmed || busy) return;
    onCreate({ mode: 'oauth', name: name.trim(), isHsaMailbox });
  };

  return (
    <form className="create-mailbox-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={nameId}>Mailbox Name</label>
        <input
          id={nameId}
          value={name}
          placeholder="e.g., Business Expenses"
          maxLength={100}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a name; focus belongs there.
          autoFocus
          aria-invalid={showNameError}
          aria-describedby={showNameError ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
        {showNameError && (
          <p id={errorId} className="field-error" role="alert">
            {nameError}
          </p>
        )}
        <p id={hintId} className="field-hint">
          A friendly name to identify this mailbox
        </p>
      </div>

      <div className="hsa-toggle">
        <label className="toggle" htmlFor={hsaId}>
          <input
            id={hsaId}
            type="checkbox"
            role="switch"
            aria-checked={isHsaMailbox}
            checked={isHsaMailbox}
            onChange={(event) => setIsHsaMailbox(event.target.checked)}
          />
          <span>Enable HSA/FSA Processing</span>
        </label>
        {isHsaMailbox && (
          <div className="alert alert-info hsa-info">
            <p>This mailbox will apply special rules to detect HSA/FSA eligible expenses:</p>
            <ul>
              <li>Tracks IRS-eligible medical categories automatically</li>
              <li>Includes eligibility status in results</li>
            </ul>
            <p>
              <strong>Note: This setting cannot be changed after creation.</strong>
            </p>
          </div>
        )}
      </div>

      <DriveAccessPanel />

      {error && (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>{error.message}</strong>
          </p>
          {error.detail && <p>{error.detail}</p>}
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={!!nameError || !driveConfirmed || busy}
        >
          {busy ? 'Creating...' : 'Create'}
        </button>
      </div>
    </form>
  );
}

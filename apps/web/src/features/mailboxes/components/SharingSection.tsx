import type { Mailbox } from '@receiptbox/contracts/api/users';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateMailbox } from '../api';
import { cleanSharing, sharingAddProblem } from '../mailbox-rules';

/**
 * Who the mailbox is shared with (SPEC §4, §5): view, then edit on a copy; adding refuses an
 * invalid address, ignores duplicates and silently refuses the owner's own address; Save drops
 * blanks, duplicates and the owner's address; Cancel or a failed save restores the original.
 */
export function SharingSection({ mailbox, ownerEmail }: { mailbox: Mailbox; ownerEmail: string }) {
  const update = useUpdateMailbox();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [address, setAddress] = useState('');
  const inputId = useId();
  const editing = draft !== null;
  const canAdd = draft !== null && sharingAddProblem(address, [], ownerEmail) !== 'invalid';

  const save = async () => {
    if (!draft) return;
    try {
      await update.mutateAsync({
        id: mailbox.id,
        changes: { sharedWithIds: cleanSharing(draft, ownerEmail) },
      });
      setDraft(null);
    } catch (error) {
      console.error('saving sharing failed', error);
      setDraft(null);
      setFailed(true);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const problem = sharingAddProblem(address, draft, ownerEmail);
    if (problem === 'invalid') return;
    if (problem === null) setDraft([...draft, address.trim().toLowerCase()]);
    setAddress('');
  };

  return (
    <section className="details-section" aria-labelledby="sharing-title">
      <div className="section-head">
        <h2 id="sharing-title">Sharing</h2>
        {!editing && (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setFailed(false);
              setDraft([...mailbox.sharedWithIds]);
            }}
          >
            Edit Sharing
          </button>
        )}
      </div>
      <p className="muted">
        People you share with can upload receipts to this mailbox. They do not get your drive folder; share
        that in your drive if they should see the spreadsheet.
      </p>
      {failed && (
        <p className="field-error" role="alert">
          The sharing list could not be saved; the previous one is kept.
        </p>
      )}
      {!editing ? (
        mailbox.sharedWithIds.length === 0 ? (
          <p className="muted">Not shared with anyone.</p>
        ) : (
          <ul className="plain-list" aria-label="Shared with">
            {mailbox.sharedWithIds.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        )
      ) : (
        <>
          {draft.length === 0 ? (
            <p className="muted">Not shared with anyone.</p>
          ) : (
            <ul className="plain-list" aria-label="Shared with">
              {draft.map((email) => (
                <li key={email}>
                  <span>{email}</span>
                  <button
                    type="button"
                    className="button button-ghost"
                    aria-label={`Remove ${email}`}
                    onClick={() => setDraft(draft.filter((e) => e !== email))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form className="add-row" onSubmit={add} noValidate>
            <div className="field">
              <label htmlFor={inputId}>Share with (email)</label>
              <input
                id={inputId}
                type="email"
                value={address}
                autoComplete="off"
                onChange={(event) => setAddress(event.target.value)}
              />
            </div>
            <button type="submit" className="button button-ghost add-button" disabled={!canAdd}>
              Add User
            </button>
          </form>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              onClick={save}
              disabled={update.isPending}
            >
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setDraft(null)}
              disabled={update.isPending}
            >
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}

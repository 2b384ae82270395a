import type { Mailbox } from '@receiptbox/contracts/api/users';
import { type FormEvent, useId, useState } from 'react';
import { ListEditor } from '../../../components/ListEditor';
import { RemoveButton } from '../../../components/ui/RemoveButton';
import { useUpdateMailbox } from '../api';
import { cleanSharing, sharingAddProblem } from '../mailbox-rules';

const NOT_SHARED = 'Not shared with anyone.';

/**
 * Who the mailbox is shared with (SPEC §4, §5): adding refuses an invalid address, ignores
 * duplicates and silently refuses the owner's own address; Save drops blanks, duplicates and the
 * owner's address.
 */
export function SharingSection({ mailbox, ownerEmail }: { mailbox: Mailbox; ownerEmail: string }) {
  const update = useUpdateMailbox();
  const [address, setAddress] = useState('');
  const inputId = useId();
  const canAdd = sharingAddProblem(address, [], ownerEmail) !== 'invalid';

  return (
    <ListEditor
      title="Sharing"
      listLabel="Shared with"
      description="People you share with can upload receipts to this mailbox. They do not get your drive folder; share that in your drive if they should see the spreadsheet."
      items={mailbox.sharedWithIds}
      emptyText={NOT_SHARED}
      listClassName="plain-list"
      renderItem={(email) => <li key={email}>{email}</li>}
      failedText="The sharing list could not be saved; the previous one is kept."
      onSave={(draft) =>
        update.mutateAsync({ id: mailbox.id, changes: { sharedWithIds: cleanSharing(draft, ownerEmail) } })
      }
      saving={update.isPending}
      renderEditor={(draft, change) => {
        const add = (event: FormEvent) => {
          event.preventDefault();
          const problem = sharingAddProblem(address, draft, ownerEmail);
          if (problem === 'invalid') return;
          if (problem === null) change((current) => [...current, address.trim().toLowerCase()]);
          setAddress('');
        };

        return (
          <>
            {draft.length === 0 ? (
              <p className="muted">{NOT_SHARED}</p>
            ) : (
              <ul className="plain-list" aria-label="Shared with">
                {draft.map((email) => (
                  <li key={email}>
                    <span>{email}</span>
                    <RemoveButton
                      what={email}
                      onRemove={() => change((current) => current.filter((e) => e !== email))}
                    />
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
          </>
        );
      }}
    />
  );
}

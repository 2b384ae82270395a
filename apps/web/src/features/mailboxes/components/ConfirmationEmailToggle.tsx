import type { Mailbox } from '@receiptbox/contracts/api/users';
import { useId, useState } from 'react';
import { useUpdateMailbox } from '../api';

/** SPEC §4: the confirmation-email toggle applies and saves at once, and reverts when saving fails. */
export function ConfirmationEmailToggle({ mailbox }: { mailbox: Mailbox }) {
  const update = useUpdateMailbox();
  // The switch shows the intended value while saving; the saved value returns on failure.
  const [pending, setPending] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const checked = pending ?? mailbox.sendConfirmationEmail;

  const toggle = async (next: boolean) => {
    setFailed(false);
    setPending(next);
    try {
      await update.mutateAsync({ id: mailbox.id, changes: { sendConfirmationEmail: next } });
    } catch (error) {
      console.error('saving the confirmation-email setting failed', error);
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="details-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Confirmation Emails</h2>
      <label className="toggle" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={pending !== null}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>Send a confirmation email when a receipt is processed</span>
      </label>
      {failed && (
        <p className="field-error" role="alert">
          The setting could not be saved and was switched back.
        </p>
      )}
    </section>
  );
}

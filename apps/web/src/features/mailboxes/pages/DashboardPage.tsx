import type { Mailbox } from '@receiptbox/contracts/api/users';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { paths } from '../../../config/paths';
import { useCreateMailbox, useCurrentUser } from '../../../lib/current-user';
import { isApiError } from '../../../lib/http';
import { createdMailbox, useDeleteMailbox, useSharedMailboxes } from '../api';
import { CreateMailboxDialog, type CreateMailboxResult } from '../components/CreateMailboxDialog';
import { MailboxCard } from '../components/MailboxCard';
import '../mailboxes.css';

export const EMPTY_STATE =
  'No mailboxes found. Click "Create Mailbox" to get started, or ask someone to share a mailbox with you.';

/** The server's reason for a refused request (plan limit, taken name), when it gave one. */
const refusal = (error: unknown): string | undefined =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.problem?.detail : undefined;

/** /dashboard: 'My Mailboxes' and 'Shared with Me' (SPEC §2). */
export default function DashboardPage() {
  const user = useCurrentUser();
  const shared = useSharedMailboxes();
  const createMailbox = useCreateMailbox();
  const deleteMailbox = useDeleteMailbox();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<{ message: string; detail?: string } | null>(null);
  const [toDelete, setToDelete] = useState<Mailbox | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const loading = user.isPending || shared.isPending;
  const loadFailed = user.isError || shared.isError;
  const owned = user.data?.mailboxes ?? [];
  const sharedWithMe = shared.data ?? [];

  const onCreate = async (result: CreateMailboxResult) => {
    setCreateError(null);
    try {
      const updated = await createMailbox.mutateAsync({
        name: result.name,
        isHsaMailbox: result.isHsaMailbox,
      });
      const mailbox = createdMailbox(updated);
      setCreating(false);
      if (mailbox) navigate(paths.mailboxConfirmation.href(mailbox.id));
    } catch (error) {
      console.error('create mailbox failed', error);
      const detail = refusal(error);
      setCreateError(
        detail ? { message: 'Failed to create mailbox', detail } : { message: 'Failed to create mailbox' },
      );
    }
  };

  const onDeleteClosed = async (confirmed: boolean) => {
    if (!toDelete) return;
    if (!confirmed) {
      setToDelete(null);
      setDeleteError(null);
      return;
    }
    setDeleteError(null);
    try {
      await deleteMailbox.mutateAsync(toDelete.id);
      setToDelete(null);
    } catch (error) {
      console.error('delete mailbox failed', error);
      setDeleteError('Failed to delete mailbox');
    }
  };

  return (
    <Page title="Dashboard" description="Your receipt mailboxes.">
      <section className="container page-section dashboard" aria-busy={loading}>
        <div className="dashboard-head">
          <h1>Dashboard</h1>
          <button
            type="button"
            className="button button-primary"
            disabled={loading}
            onClick={() => {
              setCreateError(null);
              setCreating(true);
            }}
          >
            Create Mailbox
          </button>
        </div>

        {loading ? (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>Loading mailboxes...</span>
          </div>
        ) : loadFailed ? (
          <div className="alert alert-error" role="alert">
            <p>Failed to load mailboxes</p>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => {
                void user.refetch();
                void shared.refetch();
              }}
            >
              Retry
            </button>
          </div>
        ) : owned.length === 0 && sharedWithMe.length === 0 ? (
          <p className="empty-state">{EMPTY_STATE}</p>
        ) : (
          <>
            <section aria-labelledby="my-mailboxes">
              <h2 id="my-mailboxes">My Mailboxes</h2>
              {owned.length === 0 ? (
                <p className="muted">You have no mailboxes of your own yet.</p>
              ) : (
                <ul className="mailbox-grid">
                  {owned.map((mailbox) => (
                    <MailboxCard key={mailbox.id} mailbox={mailbox} access="owner" onDelete={setToDelete} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="shared-with-me">
              <h2 id="shared-with-me">Shared with Me</h2>
              {sharedWithMe.length === 0 ? (
                <p className="muted">No one has shared a mailbox with you yet.</p>
              ) : (
                <ul className="mailbox-grid">
                  {sharedWithMe.map((mailbox) => (
                    <MailboxCard key={mailbox.id} mailbox={mailbox} access="shared" />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </section>

      <CreateMailboxDialog
        open={creating}
        existingNames={owned.map((m) => m.name)}
        busy={createMailbox.isPending}
        error={createError}
        onCancel={() => setCreating(false)}
        onCreate={onCreate}
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete Mailbox"
        busy={deleteMailbox.isPending}
        error={deleteError}
        onClose={onDeleteClosed}
      >
        <p>Are you sure you want to delete the mailbox "{toDelete?.name}"?</p>
        <p className="muted">
          Only the mailbox's entry in your Receiptbox account is removed. Its folder and spreadsheet stay in
          your drive.
        </p>
      </ConfirmDeleteDialog>
    </Page>
  );
}

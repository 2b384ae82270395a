import { INVALID_EMAIL_MESSAGE, isValidEmail, type User } from '@receiptbox/contracts/api/users';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DriveAccessPanel } from '../../../components/DriveAccessPanel';
import { Page } from '../../../components/Page';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { RemoveButton } from '../../../components/ui/RemoveButton';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useSession } from '../../../lib/auth/session';
import { useCurrentUser } from '../../../lib/current-user';
import {
  useAddSendFromAddress,
  useDeleteAccount,
  useRemoveSendFromAddress,
  useSetShareTelemetry,
} from '../api';
import { PlanPanel } from '../components/PlanPanel';
import '../settings.css';

function SendingAddresses({ user }: { user: User }) {
  const add = useAddSendFromAddress();
  const remove = useRemoveSendFromAddress();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const trimmed = value.trim();
  const valid = isValidEmail(trimmed);

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(INVALID_EMAIL_MESSAGE);
      return;
    }
    if (user.sendFromEmailAddresses.some((a) => a.toLowerCase() === trimmed.toLowerCase())) {
      setError('This address is already on your list.');
      return;
    }
    try {
      await add.mutateAsync(trimmed);
      setValue('');
      setError(null);
    } catch {
      setError('Failed to add the address. Please try again.');
    }
  };

  return (
    <section className="settings-section" aria-labelledby="sending-title">
      <h2 id="sending-title">Valid Sending Addresses</h2>
      <p className="muted">
        Receipts are processed only when they come from one of these addresses. Your sign-in address (
        {user.email}) is always allowed.
      </p>
      {user.sendFromEmailAddresses.length === 0 ? (
        <p className="muted">No additional sending addresses yet.</p>
      ) : (
        <ul className="address-list" aria-label="Sending addresses">
          {user.sendFromEmailAddresses.map((address) => (
            <li key={address}>
              <span>{address}</span>
              <RemoveButton
                what={address}
                disabled={remove.isPending}
                onRemove={() => remove.mutate(address)}
              />
            </li>
          ))}
        </ul>
      )}
      <form className="add-row" onSubmit={onAdd} noValidate>
        <div className="field">
          <label htmlFor={inputId}>Add a sending address</label>
          <input
            id={inputId}
            type="email"
            value={value}
            placeholder="name@example.com"
            aria-invalid={!!value && !valid}
            onChange={(event) => {
              const next = event.target.value;
              setValue(next);
              setError(next.trim() && !isValidEmail(next.trim()) ? INVALID_EMAIL_MESSAGE : null);
            }}
          />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        {value && (
          <button type="submit" className="button button-primary" disabled={!valid || add.isPending}>
            Add
          </button>
        )}
      </form>
    </section>
  );
}

function UsageSharing({ user }: { user: User }) {
  const save = useSetShareTelemetry();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? user.shareTelemetry;
  const onChange = async (next: boolean) => {
    setOptimistic(next);
    try {
      await save.mutateAsync(next);
    } catch (error) {
      console.error('saving usage-data sharing failed', error);
    } finally {
      // On failure the server's value shows again (the toggle reverts).
      setOptimistic(null);
    }
  };
  return (
    <section className="settings-section" aria-labelledby="usage-title">
      <h2 id="usage-title">Usage Data</h2>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>Share anonymous usage data to help improve Receiptbox</span>
      </label>
      <p className="muted">
        Off unless you turn it on. Receipt contents are never included. See our{' '}
        <Link to={paths.privacyPolicy.href()}>Privacy Policy</Link>.
      </p>
    </section>
  );
}

/** /settings (SPEC §2): account, sending addresses, usage data, drive access, plan, danger zone. */
export default function SettingsPage() {
  const user = useCurrentUser();
  const config = useAppConfig();
  const session = useSession();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (user.isPending || !user.data) return <PageSpinner />;
  const data = user.data;

  const onDialogClose = async (confirmed: boolean) => {
    if (!confirmed) {
      setConfirming(false);
      return;
    }
    try {
      await deleteAccount.mutateAsync();
      setConfirming(false);
      await session.signOut();
      navigate(paths.home.href(), { replace: true });
    } catch (error) {
      console.error('account deletion failed', error);
      setConfirming(false);
      setDeleteError('Failed to delete your account. Please try again.');
    }
  };

  return (
    <Page title="Settings" description="Your Receiptbox account settings.">
      <section className="container page-section narrow">
        <h1>Settings</h1>
        <section className="settings-section" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl>
            <dt>Account name</dt>
            <dd data-testid="account-name">{data.accountName}</dd>
            <dt>Mailbox domain</dt>
            <dd data-testid="mailbox-domain">
              {data.accountName}.{config.data?.mailDomain}
            </dd>
          </dl>
        </section>
        <SendingAddresses user={data} />
        <UsageSharing user={data} />
        <section className="settings-section" aria-labelledby="drive-title">
          <h2 id="drive-title">Drive Access</h2>
          <DriveAccessPanel allowRevoke />
        </section>
        <PlanPanel user={data} />
        <section className="settings-section danger-zone" aria-labelledby="danger-title">
          <h2 id="danger-title">Danger Zone</h2>
          <p>Delete your account and everything Receiptbox holds for it. Files in your drive stay yours.</p>
          {deleteError && (
            <div className="alert alert-error" role="alert">
              {deleteError}
            </div>
          )}
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
            Delete Account
          </button>
        </section>
        <ConfirmDeleteDialog
          open={confirming}
          title="Delete Account"
          busy={deleteAccount.isPending}
          onClose={onDialogClose}
        >
          <p>Are you sure you want to delete your account?</p>
          <p className="muted">
            All your mailboxes and settings will be removed, along with your sending addresses and drive
            access. The files in your drive stay; they are yours.
          </p>
        </ConfirmDeleteDialog>
      </section>
    </Page>
  );
}

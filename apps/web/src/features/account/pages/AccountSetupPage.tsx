import { ACCOUNT_NAME_MAX_LENGTH, ACCOUNT_NAME_MESSAGES } from '@receiptbox/contracts/api/users';
import { type FormEvent, useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DriveAccessPanel } from '../../../components/DriveAccessPanel';
import { Page } from '../../../components/Page';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { useStoredSession } from '../../../lib/auth/session';
import { useCreateMailbox, useCurrentUser, useDriveAccess } from '../../../lib/current-user';
import { isApiError } from '../../../lib/http';
import { accountNameError, sanitizeWhileTyping } from '../account-name-input';
import { useCreateUser } from '../api';
import '../account.css';

export const SETUP_FAILED = 'Failed to setup account. Please try again.';
export const INVALID_ACCOUNT_NAME = 'Invalid account name';

/** SPEC §8: the message for a failed account creation. */
function setupErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 409) return ACCOUNT_NAME_MESSAGES.taken;
    if (error.status === 400) return error.problem?.detail ?? INVALID_ACCOUNT_NAME;
  }
  return SETUP_FAILED;
}

/**
 * /account-setup (SPEC §2, §4, §5): drive access first, then the account name; submit creates the
 * user and the `welcome` mailbox and opens its Mailbox Ready page.
 */
export default function AccountSetupPage() {
  const session = useStoredSession();
  const navigate = useNavigate();
  const config = useAppConfig();
  const current = useCurrentUser();
  const drive = useDriveAccess();
  const createUser = useCreateUser();
  const createMailbox = useCreateMailbox();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Set on submit: the user gains an account name before the welcome mailbox exists, and this
  // page must finish its own flow rather than bounce to the dashboard halfway.
  const [settingUp, setSettingUp] = useState(false);
  const inputId = useId();

  if (!session) return <Navigate to={paths.login.href({ returnUrl: paths.accountSetup.href() })} replace />;
  // This page has its own guard: a user who is set up already has nothing to do here.
  if (current.data?.accountName && !settingUp) return <Navigate to={paths.dashboard.href()} replace />;
  if (current.isPending) return <PageSpinner />;

  const error = touched ? accountNameError(name) : null;
  const submitting = createUser.isPending || createMailbox.isPending;
  const driveConfirmed = drive.query.data === true;
  const disabled = !name || !!accountNameError(name) || submitting || !driveConfirmed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setSubmitError(null);
    setSettingUp(true);
    try {
      await createUser.mutateAsync({ accountName: name });
    } catch (failure) {
      setSettingUp(false);
      setSubmitError(setupErrorMessage(failure));
      return;
    }
    try {
      const user = await createMailbox.mutateAsync({ name: 'welcome', isHsaMailbox: false });
      const mailbox = user.mailboxes.at(-1);
      navigate(mailbox ? paths.mailboxConfirmation.href(mailbox.id) : paths.dashboard.href(), {
        replace: true,
      });
    } catch {
      setSubmitError('Failed to create mailbox');
    }
  };

  const domain = config.data?.mailDomain ?? '';

  return (
    <Page title="Account Setup" description="Set up your Receiptbox account.">
      <section className="container page-section narrow account-setup">
        <h1>Account Setup</h1>
        <p className="lead">Two quick steps and your first receipt mailbox is ready.</p>

        <h2>1. Drive access</h2>
        <DriveAccessPanel />

        <h2>2. Choose your account name</h2>
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={inputId}>Account Name</label>
            <input
              id={inputId}
              name="accountName"
              value={name}
              maxLength={ACCOUNT_NAME_MAX_LENGTH + 10}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={!!error}
              aria-describedby={`${inputId}-hint ${inputId}-error`}
              onChange={(event) => {
                setName(sanitizeWhileTyping(event.target.value));
                setTouched(true);
                setSubmitError(null);
              }}
              onBlur={() => setTouched(true)}
            />
            <p className="field-hint" id={`${inputId}-hint`}>
              Lowercase letters, numbers and hyphens. Your mailboxes will be addressed like{' '}
              <strong>
                welcome@{name || 'your-name'}.{domain}
              </strong>
            </p>
            <p className="field-error" id={`${inputId}-error`} role={error ? 'alert' : undefined}>
              {error}
            </p>
          </div>
          {submitError && (
            <div className="alert alert-error" role="alert">
              {submitError}
            </div>
          )}
          {!driveConfirmed && <p className="muted">Grant drive access above to continue.</p>}
          <button type="submit" className="button button-primary button-large" disabled={disabled}>
            {submitting ? 'Setting up...' : 'Complete Setup'}
          </button>
        </form>
      </section>
    </Page>
  );
}

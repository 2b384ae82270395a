import { useState } from 'react';
import { requestDriveCode } from './auth/identity';
import { useStoredSession } from './auth/session';
import { useDriveAccess } from './current-user';

export const DRIVE_ERROR = 'Failed to get Drive permissions. Please try again.';

/**
 * The drive-access grant of SPEC §4 (the provider's consent, then the code to the server), for
 * every place that offers it: account setup, settings, the create dialog, mailbox details.
 */
export function useGrantDriveAccess() {
  const session = useStoredSession();
  const { query, grant, revoke } = useDriveAccess();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const onGrant = async () => {
    if (!session) {
      setError('User not authenticated');
      return;
    }
    setError(null);
    setAsking(true);
    try {
      const code = await requestDriveCode(session.email);
      await grant.mutateAsync(code);
    } catch (failure) {
      console.error('drive access grant failed', failure);
      setError(DRIVE_ERROR);
    } finally {
      setAsking(false);
    }
  };

  return { query, revoke, error, setError, onGrant, granting: asking || grant.isPending };
}

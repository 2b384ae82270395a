import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useStoredSession } from '../../../lib/auth/session';

/** /create-user: where the guard sends a signed-in user without a record; it leads into account setup. */
export default function CreateUserPage() {
  const session = useStoredSession();
  if (!session) return <Navigate to={paths.login.href({ returnUrl: paths.accountSetup.href() })} replace />;
  return <Navigate to={paths.accountSetup.href()} replace />;
}

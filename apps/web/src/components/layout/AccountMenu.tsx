import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import type { Session, SessionUser } from '../../lib/auth/session';
import { useDisclosure } from './use-disclosure';

function Avatar({ user }: { user: SessionUser }) {
  if (user.photoUrl) return <img className="avatar" src={user.photoUrl} alt="" width="32" height="32" />;
  const initial = (user.firstName || user.email).charAt(0).toUpperCase();
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {initial}
    </span>
  );
}

/** Signed-in header menu (SPEC §2): first name and email, Settings, Dashboard, Sign Out (to /). */
export function AccountMenu({ session, user }: { session: Session; user: SessionUser }) {
  const menu = useDisclosure();
  const navigate = useNavigate();
  const signOut = async () => {
    menu.close();
    await session.signOut();
    navigate(paths.home.href());
  };
  return (
    <div className="menu">
      <button
        {...menu.buttonProps}
        className="account-button"
        aria-label={`Account menu for ${user.firstName}`}
      >
        <Avatar user={user} />
        <span className="account-name">{user.firstName}</span>
        <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div {...menu.panelProps} className="menu-panel menu-panel-right">
        <div className="menu-identity">
          <strong>{user.firstName}</strong>
          <span>{user.email}</span>
        </div>
        <ul>
          <li>
            <Link to={paths.settings.href()}>Settings</Link>
          </li>
          <li>
            <Link to={paths.dashboard.href()}>Dashboard</Link>
          </li>
          <li>
            <button type="button" onClick={signOut}>
              Sign Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth/session';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { useDisclosure } from './use-disclosure';

const navLinks = [
  { to: paths.features.href(), label: 'Features' },
  { to: paths.pricing.href(), label: 'Pricing' },
  { to: paths.hsa.href(), label: 'HSA Tracking' },
];

/** Site header (SPEC §2): logo, Features, Pricing, HSA Tracking; guest buttons or the account menu. */
export function Header() {
  const session = useSession();
  const mobileMenu = useDisclosure<HTMLButtonElement, HTMLElement>();
  const { user } = session;

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Logo />
        <nav className="header-nav" aria-label="Main">
          <ul>
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          {user ? (
            <AccountMenu session={session} user={user} />
          ) : (
            <>
              <Link className="button button-ghost header-sign-in" to={paths.login.href()}>
                Sign In
              </Link>
              <Link className="button button-primary" to={paths.login.href()}>
                Get Started
              </Link>
            </>
          )}
          <div className="menu mobile-menu">
            <button {...mobileMenu.buttonProps} className="menu-button" aria-label="Menu">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                {mobileMenu.open ? (
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                ) : (
                  <path
                    d="M4 7h16M4 12h16M4 17h16"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                )}
              </svg>
            </button>
            <nav {...mobileMenu.panelProps} className="menu-panel menu-panel-right" aria-label="Mobile">
              <ul>
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
                <li>
                  <Link to={paths.blog.href()}>Blog</Link>
                </li>
                {!user && (
                  <li>
                    <Link to={paths.login.href()}>Sign In</Link>
                  </li>
                )}
              </ul>
            </nav>
          </div>
        </div>
      </div>
    </header>
  );
}

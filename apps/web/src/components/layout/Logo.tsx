import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function Logo() {
  return (
    <Link to={paths.home.href()} className="logo" aria-label="Receiptbox home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M10 7h12v18l-3-2-3 2-3-2-3 2z" fill="#fff" />
        <path d="M13 12h6M13 16h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>Receiptbox</span>
    </Link>
  );
}

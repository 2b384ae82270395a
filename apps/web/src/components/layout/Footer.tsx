import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';
import { Logo } from './Logo';

const productLinks = [
  { to: paths.features.href(), label: 'Features' },
  { to: paths.pricing.href(), label: 'Pricing' },
  { to: paths.hsa.href(), label: 'HSA Tracking' },
  { to: paths.converter.href(), label: 'Receipt to Excel converter' },
];
const companyLinks = [
  { to: paths.blog.href(), label: 'Blog' },
  { to: paths.contact.href(), label: 'Contact' },
  { to: paths.privacyPolicy.href(), label: 'Privacy Policy' },
  { to: paths.termsOfService.href(), label: 'Terms of Service' },
];

/** Site footer (SPEC §1): support address and links. */
export function Footer() {
  const config = useAppConfig();
  const supportEmail = config.data?.supportEmail;
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <Logo />
          <p>Receipts in, spreadsheet rows out. Your receipts stay in your own drive.</p>
          <p className="footer-support">
            Support:{' '}
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            ) : (
              <Link to={paths.contact.href()}>contact us</Link>
            )}
          </p>
        </div>
        <nav aria-label="Product" className="footer-nav">
          <h2>Product</h2>
          <ul>
            {productLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company" className="footer-nav">
          <h2>Company</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>© {new Date().getFullYear()} Receiptbox</p>
      </div>
    </footer>
  );
}

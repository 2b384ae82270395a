import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import { FREE_RECEIPTS_PER_MONTH } from '../../../lib/plan-limits';
import '../marketing.css';

export const TERMS_UPDATED = '2024-12-02';

export default function TermsOfServicePage() {
  const supportEmail = useAppConfig().data?.supportEmail;
  return (
    <Page title="Terms of Service" description="The terms that apply when you use Receiptbox.">
      <article className="container page-section prose">
        <h1>Terms of Service</h1>
        <p className="legal-meta">
          Last updated: <time dateTime={TERMS_UPDATED}>December 2, 2024</time>
        </p>
        <p>
          These terms are an agreement between you and Receiptbox. By creating an account or using the free
          converter you accept them. Please read them together with our{' '}
          <Link to={paths.privacyPolicy.href()}>Privacy Policy</Link>.
        </p>

        <h2>1. The service</h2>
        <p>
          Receiptbox receives receipts by email and upload, extracts their details and writes them to a
          spreadsheet in a drive you connect. The free converter turns a single receipt into a downloadable
          file without an account.
        </p>

        <h2>2. Your account</h2>
        <p>
          You must be at least 13 years old to use Receiptbox. You sign in with a third-party account and are
          responsible for the activity on your Receiptbox account. Tell us promptly if you think someone else
          has access to it.
        </p>

        <h2>3. Plans and limits</h2>
        <p>
          The Personal (Free) plan includes {FREE_RECEIPTS_PER_MONTH} receipts per calendar month and one
          mailbox. Paid plans add receipts, mailboxes and features as described on the{' '}
          <Link to={paths.pricing.href()}>pricing page</Link>. The free converter is limited to a small number
          of conversions per hour.
        </p>

        <h2>4. Payment, renewal and cancellation</h2>
        <p>
          Paid plans are billed in advance, monthly or yearly, through our payment provider, and renew
          automatically until cancelled. You can cancel from Settings at any time; your account then returns
          to the Personal (Free) plan. Payments already made are not refunded except where the law requires
          it.
        </p>

        <h2>5. Your content</h2>
        <p>
          Your receipts and spreadsheets remain yours. You give Receiptbox permission to process them only to
          provide the service. We write them to your drive and do not keep their contents on our servers.
        </p>

        <h2>6. Acceptable use</h2>
        <p>
          Do not use Receiptbox to break the law, to process documents you have no right to, to send
          unsolicited mail to mailbox addresses, or to disrupt or reverse-engineer the service, and do not try
          to get around plan or rate limits.
        </p>

        <h2>7. Accuracy of results</h2>
        <p>
          Extraction is automatic and can be wrong, especially for blurry photos or unusual layouts. Check
          important figures before relying on them. HSA/FSA eligibility marks are a help, not tax or legal
          advice.
        </p>

        <h2>8. Availability and changes</h2>
        <p>
          We work to keep Receiptbox available but do not guarantee it will be uninterrupted. We may change or
          discontinue features; if we discontinue a paid feature you rely on we will give you notice.
        </p>

        <h2>9. Liability</h2>
        <p>
          Receiptbox is provided as is. To the extent the law allows, our total liability for any claim is
          limited to the amount you paid us in the twelve months before the claim, and we are not liable for
          indirect or consequential losses.
        </p>

        <h2>10. Ending the agreement and contact</h2>
        <p>
          You can stop using Receiptbox and delete your account at any time. We may suspend accounts that
          break these terms. We will notify you of material changes to these terms before they take effect.
          Questions? Write to{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support address'} or
          use the <Link to={paths.contact.href()}>contact form</Link>.
        </p>
      </article>
    </Page>
  );
}

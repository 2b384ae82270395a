import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { useAppConfig } from '../../../lib/app-config';
import '../marketing.css';

export const PRIVACY_POLICY_UPDATED = '2024-12-02';

export default function PrivacyPolicyPage() {
  const supportEmail = useAppConfig().data?.supportEmail;
  return (
    <Page
      title="Privacy Policy"
      description="What Receiptbox stores, what it does not, and the choices you have."
    >
      <article className="container page-section prose">
        <h1>Privacy Policy</h1>
        <p className="legal-meta">
          Last updated: <time dateTime={PRIVACY_POLICY_UPDATED}>December 2, 2024</time>
        </p>
        <p>
          This policy explains what Receiptbox collects when you use the website, the free converter and the
          Receiptbox service, why, and what you can do about it. Receiptbox is meant for people aged 13 and
          over; we do not knowingly collect information from children under 13.
        </p>

        <h2>The short version</h2>
        <ul>
          <li>The contents of your receipts are written to your own drive, not to our database.</li>
          <li>
            We store your email address, your name from your sign-in provider, and your mailbox settings.
          </li>
          <li>We ask for access only to the drive files Receiptbox creates.</li>
          <li>We do not sell your information and we do not show ads.</li>
        </ul>

        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Account:</strong> your email address, first and last name and profile photo address as
            provided by your sign-in provider, your account name, and when you signed up and last signed in.
          </li>
          <li>
            <strong>Mailboxes and settings:</strong> mailbox names, categories, the addresses you share a
            mailbox with, your authorized sending addresses and your preferences.
          </li>
          <li>
            <strong>Drive authorization:</strong> the access token for your drive, encrypted at rest, so
            Receiptbox can write to the files it created.
          </li>
          <li>
            <strong>Plan and billing:</strong> your plan, and the customer and subscription identifiers of our
            payment provider. Card details are handled by the payment provider and never reach our servers.
          </li>
          <li>
            <strong>Usage:</strong> how many receipts you processed each month, and a one-way fingerprint of
            each message or file so the same receipt is not processed twice.
          </li>
        </ul>

        <h2>What we do not keep</h2>
        <p>
          Emails and files you send to a mailbox are held only until their details have been written to your
          drive, then deleted. Files sent to the free converter are processed in memory and never stored. We
          do not keep the merchant, items or amounts of your receipts, and we do not write them to our logs.
        </p>

        <h2>How we use information</h2>
        <p>
          We use your information to run the service: to receive and read your receipts, to write them to your
          drive, to send the confirmation emails you ask for, to enforce plan limits, to bill paid plans and
          to answer support requests. If you turn on usage-data sharing in Settings, we also collect technical
          diagnostics (such as errors and page load times) to improve Receiptbox; it is off by default.
        </p>

        <h2>Who we share it with</h2>
        <p>
          Only the services that make Receiptbox work: your sign-in provider, your drive provider, our payment
          provider and our email delivery provider, each for its own part. We may disclose information if the
          law requires it.
        </p>

        <h2>Your choices</h2>
        <ul>
          <li>Revoke drive access from Settings at any time; your files stay in your drive.</li>
          <li>
            Delete your account from Settings; your account, mailboxes and settings are removed from our
            database.
          </li>
          <li>Ask us for a copy of the information we hold about you, or to correct it.</li>
        </ul>

        <h2>Security</h2>
        <p>
          Connections use HTTPS, drive tokens are encrypted at rest, and mail is processed only from the
          senders you authorize. No system is perfectly secure; if we learn of a breach that affects you, we
          will tell you.
        </p>

        <h2>Changes and contact</h2>
        <p>
          If we change this policy we will update the date above, and tell you by email before material
          changes take effect. Questions? Write to{' '}
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support address'} or
          use the <Link to={paths.contact.href()}>contact form</Link>.
        </p>
      </article>
    </Page>
  );
}

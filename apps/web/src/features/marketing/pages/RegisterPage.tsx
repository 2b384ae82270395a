import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { paths } from '../../../config/paths';
import { FREE_RECEIPTS_PER_MONTH } from '../../../lib/plan-limits';
import '../marketing.css';

/** Sign-up entry point linked from the landing page; account creation itself happens at sign-in. */
export default function RegisterPage() {
  return (
    <Page
      title="Sign Up"
      description="Create a free Receiptbox account and set up your first receipt mailbox."
    >
      <section className="container page-section narrow">
        <span className="eyebrow">Sign up</span>
        <h1>Create your Receiptbox account</h1>
        <p className="lead">
          Sign up in a minute. You will choose an account name, which becomes part of your mailbox addresses,
          and connect your drive so Receiptbox can create your spreadsheet.
        </p>
        <ul className="compact-list">
          <li>
            <span aria-hidden="true">1.</span>
            <div>
              <strong>Create your sign-in</strong>
              <span>Use your existing account, or create one on the next page.</span>
            </div>
          </li>
          <li>
            <span aria-hidden="true">2.</span>
            <div>
              <strong>Pick an account name</strong>
              <span>Your first mailbox, welcome, is created for you.</span>
            </div>
          </li>
          <li>
            <span aria-hidden="true">3.</span>
            <div>
              <strong>Forward your first receipt</strong>
              <span>The Personal plan includes {FREE_RECEIPTS_PER_MONTH} receipts per month, free.</span>
            </div>
          </li>
        </ul>
        <div className="button-row">
          <Link className="button button-primary button-large" to={paths.login.href({ register: '1' })}>
            Create your account
          </Link>
          <Link className="button button-ghost button-large" to={paths.login.href()}>
            I already have an account
          </Link>
        </div>
      </section>
    </Page>
  );
}

import { PLAN_DISPLAY_NAMES } from '@receiptbox/contracts/plans';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { paths } from '../../../config/paths';
import '../marketing.css';

const benefits: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'receipt',
    title: 'Reads the marks on the receipt',
    text: 'Many retailers flag eligible items themselves: Costco and CVS print an F beside them, H-E-B an H, and Amazon lists an FSA/HSA eligible subtotal. Receiptbox uses those marks first.',
  },
  {
    icon: 'chart',
    title: 'Eligible totals, per receipt',
    text: 'A pharmacy run with shampoo and allergy tablets is split for you: each item is marked eligible or not and the eligible amount is added up.',
  },
  {
    icon: 'folder',
    title: 'Records ready for a claim',
    text: 'Plan administrators ask for the provider or merchant, the date, a description of each item and the amount. Every row keeps them, with the original receipt saved beside the spreadsheet.',
  },
  {
    icon: 'clock',
    title: 'Reimburse on your schedule',
    text: 'Many people pay medical costs out of pocket and reimburse themselves from an HSA years later. A complete spreadsheet makes that possible without a shoebox of faded paper.',
  },
];

export default function HsaPage() {
  const hsaPlan = PLAN_DISPLAY_NAMES.HSA;
  return (
    <Page
      title="HSA Tracking"
      description="Track HSA and FSA eligible expenses automatically: Receiptbox flags eligible items, totals them and keeps the records you need for reimbursement."
    >
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">HSA Tracking</span>
          <h1>Keep every HSA/FSA receipt ready for reimbursement</h1>
          <p className="lead">
            Forward pharmacy, clinic and online-order receipts to your HSA mailbox. Receiptbox marks the
            eligible items, totals them and files everything in a spreadsheet in your own drive.
          </p>
          <div className="button-row">
            <Link className="button button-primary button-large" to={paths.login.href()}>
              Get Started for Free
            </Link>
            <Link className="button button-ghost button-large" to={paths.pricing.href()}>
              See plans
            </Link>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="benefits-heading">
        <div className="container">
          <h2 id="benefits-heading">What the HSA mailbox does</h2>
          <ul className="card-grid">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="card">
                <span className="card-icon">
                  <Icon name={benefit.icon} />
                </span>
                <h3>{benefit.title}</h3>
                <p className="muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section section-alt" aria-labelledby="how-heading">
        <div className="container two-column">
          <div>
            <h2 id="how-heading">How it works</h2>
            <ol className="prose">
              <li>Choose the {hsaPlan} plan and create a mailbox with HSA/FSA processing turned on.</li>
              <li>Authorize the addresses you forward from, then forward receipts or upload photos.</li>
              <li>Open the mailbox spreadsheet: each item shows whether it is eligible, with notes.</li>
            </ol>
          </div>
          <div className="alert alert-warning">
            <h3>Good to know</h3>
            <p>
              HSA/FSA processing is chosen when a mailbox is created and cannot be changed later. Receiptbox
              helps you organise records; it is not tax advice, and your plan administrator decides what is
              eligible.
            </p>
          </div>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="cta-heading">
        <div className="container">
          <h2 id="cta-heading">Start with the free plan</h2>
          <p className="lead">Set up your account for free, then add HSA/FSA tracking when you are ready.</p>
          <div className="button-row">
            <Link className="button button-primary button-large" to={paths.login.href()}>
              Get Started for Free
            </Link>
          </div>
        </div>
      </section>
    </Page>
  );
}

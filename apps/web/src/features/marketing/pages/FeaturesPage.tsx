import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { paths } from '../../../config/paths';
import { useExampleAddress } from '../example-address';
import '../marketing.css';

const coreFeatures: { icon: IconName; title: string; text: string; points: string[] }[] = [
  {
    icon: 'mail',
    title: 'Dedicated receipt mailboxes',
    text: 'Each mailbox has its own address under your account name, such as {address}.',
    points: [
      'Forward receipt emails or send PDFs as attachments',
      'Only mail from the sending addresses you authorize is processed',
      'An optional confirmation email tells you each receipt arrived',
    ],
  },
  {
    icon: 'receipt',
    title: 'Automatic receipt reading',
    text: 'Receiptbox reads the text layer of PDFs and runs text recognition on photos and scans.',
    points: [
      'Merchant, date, receipt number and payment method',
      'Every line item with its quantity and price',
      'Subtotal, tax and total, cross-checked against the items',
    ],
  },
  {
    icon: 'table',
    title: 'A spreadsheet in your own drive',
    text: 'Each mailbox writes to a spreadsheet in a folder it creates in your drive, with the original file saved beside it.',
    points: [
      'One row per line item, ready to sort, filter and total',
      'Open it with the tools you already use',
      'Drive access is limited to files Receiptbox creates',
    ],
  },
  {
    icon: 'tag',
    title: 'Categories that fit your books',
    text: 'New mailboxes start with six common expense categories, each with a description that guides the choice.',
    points: [
      'Business Expenses, Travel and Transportation, Meals and Entertainment',
      'Equipment and Assets, Healthcare and Insurance, Training and Education',
      'Edit the list per mailbox to match your own categories',
    ],
  },
  {
    icon: 'upload',
    title: 'Upload from any device',
    text: 'No email handy? Upload a file or take a picture of a paper receipt right from the browser.',
    points: [
      'JPEG, PNG, WEBP, HEIC and PDF files up to 10 MB',
      'Uses your phone’s rear camera for paper receipts',
      'Add the upload page to your home screen for one-tap capture',
    ],
  },
];

const hsaFeatures: { title: string; text: string }[] = [
  {
    title: 'Eligible-item detection',
    text: 'Uses the HSA/FSA marks that pharmacies and big-box stores print beside eligible items before falling back to item names.',
  },
  {
    title: 'Eligible amount per receipt',
    text: 'Adds up the eligible items so you know what you can claim, even on a mixed grocery-and-pharmacy receipt.',
  },
  {
    title: 'Substantiation details',
    text: 'Keeps the merchant, date, item description and amount that plan administrators ask for when you claim.',
  },
  {
    title: 'A separate HSA/FSA mailbox',
    text: 'Medical receipts go to their own mailbox and spreadsheet, apart from everyday spending.',
  },
];

const additionalFeatures: { title: string; text: string }[] = [
  { title: 'Several mailboxes', text: 'Keep work, household and travel receipts apart.' },
  { title: 'Shared mailboxes', text: 'Let a partner, bookkeeper or teammate upload to a mailbox.' },
  { title: 'Authorized senders', text: 'Add every address you forward from; everything else is ignored.' },
  { title: 'Original files kept', text: 'The PDF or photo is stored beside the spreadsheet in your drive.' },
  { title: 'CSV and Excel export', text: 'Try the free converter to turn a single receipt into a file.' },
  { title: 'Confirmation emails', text: 'Get a short note when a receipt is processed, or turn it off.' },
  {
    title: 'Cancel any time',
    text: 'Paid plans can be cancelled from Settings; your data stays in your drive.',
  },
];

export default function FeaturesPage() {
  const exampleAddress = useExampleAddress('travel');
  return (
    <Page
      title="Features"
      description="Receipt mailboxes, automatic receipt reading, spreadsheets in your own drive, HSA/FSA eligibility detection and more."
    >
      <section className="page-hero">
        <div className="container">
          <span className="eyebrow">Features</span>
          <h1>Everything between the receipt and the spreadsheet</h1>
          <p className="lead">
            Receiptbox collects receipts by email and upload, reads them and writes the details to a
            spreadsheet you own.
          </p>
        </div>
      </section>

      <section className="page-section" aria-labelledby="core-heading">
        <div className="container">
          <h2 id="core-heading">Core features</h2>
          <ul className="card-grid card-grid-wide">
            {coreFeatures.map((feature) => (
              <li key={feature.title} className="card feature-block">
                <span className="card-icon">
                  <Icon name={feature.icon} />
                </span>
                <div>
                  <h3>{feature.title}</h3>
                  <p className="muted">{feature.text.replace('{address}', exampleAddress)}</p>
                  <ul>
                    {feature.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section section-alt" aria-labelledby="hsa-heading">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">HSA/FSA</span>
            <h2 id="hsa-heading">Health spending, sorted</h2>
            <p className="lead">
              On the Unlimited + HSA/FSA plan a dedicated mailbox applies extra rules to medical receipts.{' '}
              <Link to={paths.hsa.href()}>More about HSA tracking</Link>
            </p>
          </div>
          <ul className="card-grid">
            {hsaFeatures.map((feature) => (
              <li key={feature.title} className="card">
                <span className="card-icon">
                  <Icon name="heart" />
                </span>
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section" aria-labelledby="more-heading">
        <div className="container">
          <h2 id="more-heading">And also</h2>
          <ul className="compact-list">
            {additionalFeatures.map((feature) => (
              <li key={feature.title}>
                <Icon name="check" />
                <div>
                  <strong>{feature.title}</strong>
                  <span>{feature.text}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="cta-band section-alt" aria-labelledby="cta-heading">
        <div className="container">
          <h2 id="cta-heading">Try it with your next receipt</h2>
          <p className="lead">The Personal plan is free and needs no card.</p>
          <div className="button-row">
            <Link className="button button-primary button-large" to={paths.login.href()}>
              Start Free Trial
            </Link>
          </div>
        </div>
      </section>
    </Page>
  );
}

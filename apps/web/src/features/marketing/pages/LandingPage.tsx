import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { Faq } from '../../../components/ui/Faq';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { paths } from '../../../config/paths';
import { FREE_RECEIPTS_PER_MONTH } from '../../../lib/plan-limits';
import { useExampleAddress } from '../example-address';
import '../marketing.css';

const features: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'mail',
    title: 'Your own receipt mailbox',
    text: 'Every account gets addresses like {address}. Forward an order confirmation or a PDF invoice there and it is processed within minutes.',
  },
  {
    icon: 'camera',
    title: 'Photos and PDFs too',
    text: 'Upload a file or take a picture of a paper receipt from your phone. Receiptbox reads JPEG, PNG, WEBP, HEIC and PDF files up to 10 MB.',
  },
  {
    icon: 'table',
    title: 'Rows in your spreadsheet',
    text: 'Date, merchant, receipt number, category, each item with quantity and price, total and payment method land as rows in a spreadsheet you own.',
  },
  {
    icon: 'heart',
    title: 'HSA/FSA eligibility',
    text: 'HSA mailboxes flag eligible medical items, using the marks pharmacies and retailers print on the receipt, and keep the details you need for reimbursement.',
  },
];

const steps = [
  {
    title: 'Create your mailbox',
    text: 'Sign in, pick an account name and connect your drive. Receiptbox creates a folder and a spreadsheet for the mailbox.',
  },
  {
    title: 'Send in receipts',
    text: 'Forward receipt emails from an address you have authorized, or upload a PDF or photo from the browser or your phone.',
  },
  {
    title: 'Find them in your sheet',
    text: 'Each receipt becomes rows in the spreadsheet, with the original file saved beside it. Sort, filter and total it however you like.',
  },
];

const reasons = [
  {
    title: 'Your data stays yours',
    text: 'Receipts are written to your own drive. We keep your email address, mailbox settings and usage counts, not the contents of your receipts.',
  },
  {
    title: 'Access to only what we create',
    text: 'We ask for the narrowest drive permission there is: access to the files Receiptbox itself creates, nothing else in your drive.',
  },
  {
    title: 'Only senders you trust',
    text: 'Mail is processed only when it comes from an address you have authorized, so a stranger cannot fill your spreadsheet.',
  },
  {
    title: 'A spreadsheet, not a silo',
    text: 'Your records are a plain spreadsheet you can open, share, export or hand to an accountant. Leave any time and keep everything.',
  },
];

export default function LandingPage() {
  const exampleAddress = useExampleAddress('expenses');
  const faq = [
    {
      question: 'What does the free plan include?',
      answer: `The Personal plan is free: ${FREE_RECEIPTS_PER_MONTH} receipts per calendar month and one mailbox. No card is needed to start.`,
    },
    {
      question: 'Where are my receipts stored?',
      answer:
        'In your own drive: each mailbox has a folder holding its spreadsheet and the original files. Our database holds your account and mailbox settings, never the receipt contents.',
    },
    {
      question: 'Which receipts can Receiptbox read?',
      answer:
        'Receipt and order-confirmation emails, PDF files (with text or scanned) and photos in JPEG, PNG, WEBP or HEIC (iPhone). Clear, flat, well-lit photos give the best results.',
    },
    {
      question: 'How does HSA/FSA tracking work?',
      answer:
        'On the Unlimited + HSA/FSA plan you get a dedicated HSA mailbox. It marks each line item as eligible or not, adds up the eligible amount and keeps the notes you need to claim a reimbursement.',
    },
    {
      question: 'Can I try it without an account?',
      answer:
        'Yes. The free Receipt to Excel converter turns one receipt into a CSV or Excel file with no sign-up.',
    },
  ];

  return (
    <Page description="Receiptbox turns emailed, PDF and photographed receipts into rows in a spreadsheet in your own drive. Free for 30 receipts a month.">
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <span className="eyebrow">Receipts in, spreadsheet rows out</span>
            <h1>Every receipt in your spreadsheet, without typing a thing</h1>
            <p className="lead">
              Forward receipt emails to your own Receiptbox address, upload a PDF or snap a photo. Receiptbox
              reads the merchant, date, items and total and adds them to a spreadsheet in your own drive.
            </p>
            <div className="button-row">
              <Link className="button button-primary button-large" to={paths.login.href()}>
                Get Started Free
              </Link>
              <Link className="button button-ghost button-large" to={paths.features.href()}>
                Learn More<span className="visually-hidden"> about Receiptbox features</span>
              </Link>
            </div>
            <p className="hero-note">
              Free for {FREE_RECEIPTS_PER_MONTH} receipts a month. No card needed. Or{' '}
              <Link to={paths.converter.href()}>convert a single receipt</Link> without an account.
            </p>
          </div>
          <ReceiptIllustration />
        </div>
      </section>

      <section className="page-section" aria-labelledby="features-heading">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">Features</span>
            <h2 id="features-heading">Built for the receipts you actually get</h2>
            <p className="lead">
              Email confirmations, crumpled paper and PDF invoices all end up in the same place.
            </p>
          </div>
          <ul className="card-grid">
            {features.map((feature) => (
              <li key={feature.title} className="card">
                <span className="card-icon">
                  <Icon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text.replace('{address}', exampleAddress)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section section-alt" aria-labelledby="how-heading">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">How it works</span>
            <h2 id="how-heading">Three steps, then it runs on its own</h2>
          </div>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="card step">
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p className="muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="page-section" aria-labelledby="why-heading">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">Why choose us</span>
            <h2 id="why-heading">Private by design</h2>
            <p className="lead">
              Receiptbox is built around one rule: your receipts belong in your drive, not ours.
            </p>
          </div>
          <ul className="card-grid">
            {reasons.map((reason) => (
              <li key={reason.title} className="card">
                <span className="card-icon">
                  <Icon name="check" />
                </span>
                <h3>{reason.title}</h3>
                <p className="muted">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section section-alt" aria-labelledby="faq-heading">
        <div className="container narrow">
          <h2 id="faq-heading">Frequently asked questions</h2>
          <Faq items={faq} />
        </div>
      </section>

      <section className="cta-band" aria-labelledby="cta-heading">
        <div className="container">
          <h2 id="cta-heading">Stop retyping receipts</h2>
          <p className="lead">
            Create your account, set up your first mailbox and forward your next receipt.
          </p>
          <div className="button-row">
            <Link className="button button-primary button-large" to={paths.register.href()}>
              Sign Up Now
            </Link>
          </div>
        </div>
      </section>
    </Page>
  );
}

/** A stylised receipt turning into a spreadsheet row; decorative. */
function ReceiptIllustration() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="art-receipt">
        <strong>CORNER MARKET</strong>
        <span>2024-11-18 · #004512</span>
        <span className="art-line">
          <span>Oat milk</span>
          <span>3.49</span>
        </span>
        <span className="art-line">
          <span>Sourdough loaf</span>
          <span>5.25</span>
        </span>
        <span className="art-line">
          <span>Coffee beans</span>
          <span>12.90</span>
        </span>
        <span className="art-line art-total">
          <span>TOTAL</span>
          <span>21.64</span>
        </span>
      </div>
      <div className="art-sheet">
        <div className="art-row art-head">
          <span>Date</span>
          <span>Merchant</span>
          <span>Item</span>
          <span>Price</span>
        </div>
        <div className="art-row">
          <span>2024-11-18</span>
          <span>Corner Market</span>
          <span>Oat milk</span>
          <span>3.49</span>
        </div>
        <div className="art-row">
          <span>2024-11-18</span>
          <span>Corner Market</span>
          <span>Sourdough loaf</span>
          <span>5.25</span>
        </div>
        <div className="art-row">
          <span>2024-11-18</span>
          <span>Corner Market</span>
          <span>Coffee beans</span>
          <span>12.90</span>
        </div>
      </div>
    </div>
  );
}

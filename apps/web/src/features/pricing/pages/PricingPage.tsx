import { Page } from '../../../components/Page';

/** Placeholder: a later issue builds this page. */
export default function PricingPage() {
  return (
    <Page title="Pricing" description="Pricing - Receiptbox.">
      <section className="container page-section">
        <h1>Pricing</h1>
      </section>
    </Page>
  );
}

import { Page } from '../../../components/Page';

/** Placeholder: a later issue builds this page. */
export default function DashboardPage() {
  return (
    <Page title="Dashboard" description="Dashboard - Receiptbox.">
      <section className="container page-section">
        <h1>Dashboard</h1>
      </section>
    </Page>
  );
}

import { Page } from '../../../components/Page';

/** Placeholder: a later issue builds this page. */
export default function MailboxDetailsPage() {
  return (
    <Page title="Mailbox Details" description="Mailbox Details - Receiptbox.">
      <section className="container page-section">
        <h1>Mailbox Details</h1>
      </section>
    </Page>
  );
}

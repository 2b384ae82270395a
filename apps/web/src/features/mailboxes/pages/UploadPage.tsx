import { Page } from '../../../components/Page';

/** Placeholder: a later issue builds this page. */
export default function UploadPage() {
  return (
    <Page title="Upload Receipt" description="Upload Receipt - Receiptbox.">
      <section className="container page-section">
        <h1>Upload Receipt</h1>
      </section>
    </Page>
  );
}

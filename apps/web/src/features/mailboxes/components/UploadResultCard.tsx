import { Link } from 'react-router';
import { ProcessingBar } from '../../../components/receipt/ProcessingBar';
import { ReceiptResult } from '../../../components/receipt/ReceiptResult';
import { paths } from '../../../config/paths';
import { describeResetIn, type UploadResult } from '../upload-results';

const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/** One chosen file on the upload page: waiting, processing, its receipt, or why it failed. */
export function UploadResultCard({ result }: { result: UploadResult }) {
  return (
    <li className="card upload-result" data-testid="upload-result" data-status={result.status}>
      {result.status === 'waiting' && (
        <p className="muted">
          <strong>{result.fileName}</strong> — waiting for the file before it...
        </p>
      )}
      {result.status === 'processing' && <ProcessingBar fileName={result.fileName} />}
      {result.status === 'done' && (
        <>
          {result.answer.alreadyAddedAt ? (
            <div className="alert alert-info" role="status" data-testid="already-added">
              <p>
                <strong>Already added.</strong> This receipt was added to the mailbox on{' '}
                {formatWhen(result.answer.alreadyAddedAt)}; its rows were not written again.
              </p>
            </div>
          ) : (
            <div className="alert alert-success" role="status">
              <p>
                <strong>{result.fileName}</strong> was added to the mailbox's spreadsheet.
              </p>
            </div>
          )}
          <ReceiptResult receipt={result.answer.receipt} title={`Receipt: ${result.fileName}`} />
        </>
      )}
      {result.status === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>{result.fileName}:</strong> {result.message}
          </p>
          {result.detail && <p>{result.detail}</p>}
        </div>
      )}
      {result.status === 'rateLimited' && (
        <div className="alert alert-warning" role="alert">
          <p>
            <strong>{result.fileName}:</strong> {result.message}
          </p>
          {result.resetIn !== undefined && <p>Try again {describeResetIn(result.resetIn)}.</p>}
          <Link className="button button-primary" to={paths.pricing.href()}>
            Upgrade to Process More Receipts
          </Link>
        </div>
      )}
    </li>
  );
}

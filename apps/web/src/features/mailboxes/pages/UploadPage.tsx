import { useEffect, useReducer, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { UploadPanel } from '../../../components/receipt/UploadPanel';
import { PageSpinner } from '../../../components/ui/PageSpinner';
import { ToastRegion } from '../../../components/ui/ToastRegion';
import { useToasts } from '../../../components/ui/use-toasts';
import { paths } from '../../../config/paths';
import { fileToBase64, uploadProblem } from '../../../lib/upload-rules';
import { uploadReceipt, useMailbox } from '../api';
import { AddToHomeScreen } from '../components/AddToHomeScreen';
import { MailboxNotFound } from '../components/MailboxNotFound';
import { UploadResultCard } from '../components/UploadResultCard';
import {
  classifyUploadFailure,
  isWaiting,
  UPLOAD_ERROR_TOAST,
  UPLOAD_SUCCESS_TOAST,
  type UploadResult,
  uploadResultsReducer,
} from '../upload-results';
import { useMailboxManifest } from '../use-mailbox-manifest';
import '../mailboxes.css';

/** /upload/:mailboxId — upload receipts to a mailbox the user owns or that is shared with them. */
export default function UploadPage() {
  const { mailboxId } = useParams();
  const { mailbox, isError } = useMailbox(mailboxId);
  const [results, dispatch] = useReducer(uploadResultsReducer, [] as UploadResult[]);
  const latest = useRef(results);
  latest.current = results;
  const { toasts, show } = useToasts();
  const nextKey = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useMailboxManifest(mailbox);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  if (mailbox === undefined && !isError) return <PageSpinner />;
  if (!mailbox) return <MailboxNotFound title="Upload Receipt" failed={isError} />;

  const sendOne = async (key: number, file: File) => {
    // A 429 on an earlier file marks this one rate limited: it is not sent.
    if (!isWaiting(latest.current, key)) return;
    dispatch({ type: 'started', key });
    const signal = controller.current?.signal;
    try {
      const fileContent = await fileToBase64(file);
      const answer = await uploadReceipt(
        { mailBoxId: mailbox.id, fileName: file.name || 'receipt', fileContent },
        mailbox.isHsaMailbox,
        signal,
      );
      dispatch({ type: 'succeeded', key, answer });
      show('success', UPLOAD_SUCCESS_TOAST);
    } catch (error) {
      if (signal?.aborted) return;
      console.error('upload failed', error);
      const failure = classifyUploadFailure(error);
      dispatch({ type: 'failed', key, failure });
      if (failure.kind === 'failed') show('error', UPLOAD_ERROR_TOAST);
    }
  };

  const onFiles = (files: File[]) => {
    const queued = files.map((file) => ({ key: nextKey.current++, file }));
    dispatch({
      type: 'queued',
      files: queued.map(({ key, file }) => ({ key, fileName: file.name || 'receipt' })),
    });
    for (const { key, file } of queued) {
      const problem = uploadProblem(file);
      if (problem) {
        dispatch({ type: 'rejected', key, message: problem });
        continue;
      }
      // One at a time, in the order chosen: photos are read on the server's CPU.
      queue.current = queue.current.then(() => sendOne(key, file));
    }
  };

  const busy = results.some((r) => r.status === 'processing' || r.status === 'waiting');
  const title = `Upload Receipt to ${mailbox.name}`;

  return (
    <Page title={title} description={`Upload receipts to the ${mailbox.name} mailbox.`}>
      <section className="container narrow page-section upload-page">
        <h1>{title}</h1>
        <p className="muted">
          Each receipt becomes a row in the mailbox's spreadsheet. Pick several files at once if you have
          them.
        </p>
        <div className="card converter-card">
          <UploadPanel disabled={false} multiple onFiles={onFiles} />
        </div>
        {results.length > 0 && (
          <section aria-label="Results">
            {!busy && (
              <div className="results-head">
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => dispatch({ type: 'cleared' })}
                >
                  Clear results
                </button>
              </div>
            )}
            <ul className="upload-results">
              {results.map((result) => (
                <UploadResultCard key={result.key} result={result} />
              ))}
            </ul>
          </section>
        )}
        <AddToHomeScreen mailboxName={mailbox.name} />
        <div className="button-row">
          <Link className="button button-ghost" to={paths.dashboard.href()}>
            Back to Dashboard
          </Link>
        </div>
      </section>
      <ToastRegion toasts={toasts} />
    </Page>
  );
}

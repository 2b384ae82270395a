import type { HsaReceipt, Receipt } from '@receiptbox/contracts';
import { csvFileName } from '@receiptbox/contracts/receipt-export';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { ProcessingBar } from '../../../components/receipt/ProcessingBar';
import { ReceiptResult } from '../../../components/receipt/ReceiptResult';
import { UploadPanel } from '../../../components/receipt/UploadPanel';
import { ToastRegion } from '../../../components/ui/ToastRegion';
import { useToasts } from '../../../components/ui/use-toasts';
import { paths } from '../../../config/paths';
import { downloadBlob } from '../../../lib/download';
import { isApiError } from '../../../lib/http';
import { fileToBase64, uploadProblem } from '../../../lib/upload-rules';
import { convertReceipt, receiptWorkbook } from '../api';
import { RateLimitBox } from '../components/RateLimitBox';
import { canUpload, converterReducer, initialConverterState } from '../converter-state';
import { receiptCsvBlob } from '../csv-file';
import '../converter.css';

export const SUCCESS_TOAST = 'Receipt processed successfully!';
export const ERROR_TOAST = 'Error processing receipt';

function rateLimitInfo(problem: Record<string, unknown> | null): { message: string; resetIn: number } {
  const message = typeof problem?.message === 'string' ? problem.message : '';
  const resetIn = typeof problem?.resetIn === 'number' ? problem.resetIn : 3600;
  return { message, resetIn };
}

export default function ConverterPage() {
  const [state, dispatch] = useReducer(converterReducer, initialConverterState);
  const { toasts, show } = useToasts();
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  const convert = async (file: File) => {
    const problem = uploadProblem(file);
    if (problem) {
      dispatch({ type: 'fileRejected', message: problem });
      return;
    }
    dispatch({ type: 'started', fileName: file.name });
    const controller = new AbortController();
    request.current = controller;
    try {
      const fileContent = await fileToBase64(file);
      const receipt = await convertReceipt(
        { fileName: file.name || 'receipt', fileContent },
        controller.signal,
      );
      dispatch({ type: 'succeeded', receipt });
      show('success', SUCCESS_TOAST);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isApiError(error) && error.status === 429) {
        const info = rateLimitInfo(error.problem);
        dispatch({
          type: 'rateLimited',
          message: info.message,
          resetInSeconds: info.resetIn,
          now: Date.now(),
        });
        return;
      }
      const detail =
        isApiError(error) && error.status >= 400 && error.status < 500 && error.problem?.detail
          ? error.problem.detail
          : undefined;
      dispatch({ type: 'failed', detail });
      show('error', ERROR_TOAST);
    }
  };

  const onRateLimitExpired = useCallback(() => dispatch({ type: 'rateLimitExpired' }), []);

  return (
    <Page
      title="Receipt to Excel Converter"
      description="Free receipt to Excel and CSV converter: upload a receipt or take a picture and download the merchant, date, items and total as a spreadsheet. No sign-up."
    >
      <section className="converter-hero">
        <div className="container narrow">
          <span className="eyebrow">Free tool · no sign-up</span>
          <h1>Receipt to Excel converter</h1>
          <p className="lead">
            Upload a receipt or take a picture. We read the merchant, date, items and total and give you a CSV
            or Excel file. Your file is processed in memory and never stored.
          </p>
        </div>
      </section>

      <section className="container narrow converter-body" aria-label="Converter">
        <div className="card converter-card">
          {state.status === 'rateLimited' ? (
            <RateLimitBox message={state.message} resetAt={state.resetAt} onExpired={onRateLimitExpired} />
          ) : null}
          {state.status === 'processing' ? (
            <ProcessingBar fileName={state.fileName} />
          ) : (
            <UploadPanel disabled={!canUpload(state)} onFiles={([file]) => file && convert(file)} />
          )}
          {state.status === 'error' && (
            <div className="alert alert-error converter-error" role="alert">
              <p>
                <strong>{state.message}</strong>
              </p>
              {state.detail && <p>{state.detail}</p>}
              <button
                type="button"
                className="button button-ghost"
                onClick={() => dispatch({ type: 'reset' })}
              >
                Try Again
              </button>
            </div>
          )}
        </div>

        {state.status === 'success' && <ConversionResult receipt={state.receipt} />}

        <div className="converter-upsell card">
          <h2>Want every receipt converted automatically?</h2>
          <p className="muted">
            With a Receiptbox account, receipts you forward by email or upload from your phone go straight
            into a spreadsheet in your own drive, sorted into categories.
          </p>
          <div className="button-row">
            <Link className="button button-primary" to={paths.pricing.href()}>
              See Our Plans
            </Link>
            <Link className="button button-ghost" to={paths.features.href()}>
              Learn More<span className="visually-hidden"> about Receiptbox features</span>
            </Link>
          </div>
        </div>
      </section>
      <ToastRegion toasts={toasts} />
    </Page>
  );
}

function ConversionResult({ receipt }: { receipt: Receipt | HsaReceipt }) {
  const [xlsxState, setXlsxState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const csvName = csvFileName(receipt);

  const downloadCsv = () => {
    downloadBlob(receiptCsvBlob(receipt), csvName);
  };
  const downloadXlsx = async () => {
    setXlsxState('loading');
    try {
      downloadBlob(await receiptWorkbook(receipt), csvName.replace(/\.csv$/, '.xlsx'));
      setXlsxState('idle');
    } catch {
      setXlsxState('failed');
    }
  };

  return (
    <section className="card converter-result" aria-label="Result">
      <ReceiptResult receipt={receipt} />
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={downloadCsv}>
          Download CSV
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={downloadXlsx}
          disabled={xlsxState === 'loading'}
        >
          {xlsxState === 'loading' ? 'Preparing Excel file…' : 'Download Excel (.xlsx)'}
        </button>
      </div>
      {xlsxState === 'failed' && (
        <p className="field-error" role="alert">
          The Excel file could not be created. Please try again, or download the CSV.
        </p>
      )}
    </section>
  );
}

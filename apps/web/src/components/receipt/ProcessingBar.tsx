import './receipt.css';
/** Indeterminate progress while the server reads the receipt. */
export function ProcessingBar({ fileName }: { fileName: string }) {
  return (
    <div className="processing" role="status">
      <p className="processing-label">Processing your receipt...</p>
      <div
        className="progress-track"
        role="progressbar"
        aria-label="Processing your receipt..."
        aria-busy="true"
      >
        <div className="progress-bar" />
      </div>
      <p className="field-hint">Reading {fileName}. Photos can take up to half a minute.</p>
    </div>
  );
}

import { type DragEvent, useRef, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../lib/upload-rules';
import './receipt.css';

interface UploadPanelProps {
  disabled: boolean;
  /** The chosen or dropped files: only the first unless `multiple`. */
  onFiles: (files: File[]) => void;
  /** Lets the user pick or drop several files at once. */
  multiple?: boolean;
}

/** 'Upload a file' and 'Take a picture' (rear camera), plus drag and drop on larger screens. */
export function UploadPanel({ disabled, onFiles, multiple = false }: UploadPanelProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const hand = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length > 0) onFiles(chosen);
  };

  const pick = (event: { currentTarget: HTMLInputElement }) => {
    const files = event.currentTarget.files;
    hand(files);
    // Clear the input so choosing the same file again still fires a change.
    event.currentTarget.value = '';
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    hand(event.dataTransfer.files);
  };

  return (
    // Dropping a file is a pointer shortcut; the two buttons are the keyboard path.
    // biome-ignore lint/a11y/noStaticElementInteractions: drop target only, not a control.
    <div
      className="upload-panel"
      data-dragging={dragging}
      data-disabled={disabled}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" className="upload-icon">
        <path
          d="M12 16V5M7.5 9.5L12 5l4.5 4.5M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="upload-title">Drop a receipt here, choose a file or take a picture</p>
      <p className="field-hint">
        JPEG, PNG, WEBP, HEIC or PDF, up to 10 MB. Processing starts as soon as you pick a file.
      </p>
      <div className="button-row upload-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          Upload Receipt
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={disabled}
          onClick={() => cameraInput.current?.click()}
        >
          Take Picture
        </button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        onChange={pick}
        disabled={disabled}
        hidden
        data-testid="receipt-file-input"
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={pick}
        disabled={disabled}
        hidden
        data-testid="receipt-camera-input"
      />
    </div>
  );
}

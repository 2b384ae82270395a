import type { DriveFile, DriveSheet } from '@receiptbox/contracts/api/drive';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ToastRegion } from '../../../components/ui/ToastRegion';
import { useToasts } from '../../../components/ui/use-toasts';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/http';
import { downloadDriveFile, driveQueries } from '../api';
import { formatFileSize, formatModifiedAt } from '../format';
import '../drive.css';

const EMPTY_FOLDER_MESSAGE =
  'No files yet. Receipts sent to this mailbox will appear here as a spreadsheet and the original files.';

function FileTable({ folderId, files }: { folderId: string; files: DriveFile[] }) {
  const { toasts, show } = useToasts();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadDriveFile(folderId, name);
    } catch {
      show('error', `${name} could not be downloaded. Please try again.`);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <table className="drive-table">
        <caption className="visually-hidden">Files in this folder</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Size</th>
            <th scope="col">Modified</th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.name}>
              <td className="drive-file-name">{file.name}</td>
              <td className="drive-number">{formatFileSize(file.size)}</td>
              <td className="drive-number">
                <time dateTime={file.modifiedAt}>{formatModifiedAt(file.modifiedAt)}</time>
              </td>
              <td className="drive-action">
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={`Download ${file.name}`}
                  disabled={downloading === file.name}
                  onClick={() => void download(file.name)}
                >
                  {downloading === file.name ? 'Downloading...' : 'Download'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ToastRegion toasts={toasts} />
    </>
  );
}

/** The sheets of the folder's workbook as tabs, one table each, scrolling sideways inside itself. */
function WorkbookSheets({ sheets }: { sheets: DriveSheet[] }) {
  const [selected, setSelected] = useState(0);
  const sheet = sheets[selected] ?? sheets[0];
  if (!sheet) return null;
  return (
    <div className="drive-workbook">
      <div className="drive-tabs" role="tablist" aria-label="Sheets">
        {sheets.map((s, index) => (
          <button
            key={s.name}
            type="button"
            role="tab"
            id={`sheet-tab-${index}`}
            aria-selected={index === selected}
            aria-controls="sheet-panel"
            className={index === selected ? 'drive-tab drive-tab-selected' : 'drive-tab'}
            onClick={() => setSelected(index)}
          >
            {s.name} ({s.rows.length})
          </button>
        ))}
      </div>
      <div
        id="sheet-panel"
        role="tabpanel"
        aria-labelledby={`sheet-tab-${selected}`}
        className="drive-sheet-scroll"
      >
        {sheet.rows.length === 0 ? (
          <p className="muted">No rows yet.</p>
        ) : (
          <table className="drive-sheet">
            <caption className="visually-hidden">Sheet {sheet.name}</caption>
            <thead>
              <tr>
                {sheet.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.map((row, r) => (
                // Rows have no key of their own; their order is the sheet's.
                // biome-ignore lint/suspicious/noArrayIndexKey: a sheet row is identified by its position.
                <tr key={r}>
                  {sheet.columns.map((column, c) => (
                    <td key={column}>{row[c]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}

function Workbook({ folderId }: { folderId: string }) {
  const workbook = useQuery(driveQueries.workbook(folderId));
  if (workbook.isPending) {
    return (
      <p className="muted" role="status" aria-busy="true">
        Loading the spreadsheet...
      </p>
    );
  }
  if (workbook.isError) {
    return (
      <div className="alert alert-error">The spreadsheet could not be shown. Download it below instead.</div>
    );
  }
  return <WorkbookSheets sheets={workbook.data.sheets} />;
}

/** /drive/folders/:folderId: a mailbox's folder, for its owner: the spreadsheet's sheets and the files. */
export default function DriveFolderPage() {
  const { folderId = '' } = useParams();
  const folder = useQuery(driveQueries.folder(folderId));

  let heading = 'Drive folder';
  let body: ReactNode;
  if (folder.isPending) {
    body = (
      <p className="muted" role="status" aria-busy="true">
        Loading...
      </p>
    );
  } else if (folder.isError) {
    body = (
      <div className="alert alert-error" role="alert">
        {isApiError(folder.error) && folder.error.status === 404
          ? 'This folder could not be found among your mailboxes.'
          : 'The folder could not be loaded. Please try again.'}
      </div>
    );
  } else {
    heading = `${folder.data.mailboxName} – Drive folder`;
    body =
      folder.data.files.length === 0 ? (
        <p className="muted">{EMPTY_FOLDER_MESSAGE}</p>
      ) : (
        <>
          <h2>Spreadsheet</h2>
          <Workbook folderId={folderId} />
          <h2>Files</h2>
          <FileTable folderId={folderId} files={folder.data.files} />
        </>
      );
  }

  return (
    <Page
      title="Drive"
      description="The files of a Receiptbox mailbox: its spreadsheet and the original receipts."
    >
      <section className="container page-section narrow">
        <div className="drive-card">
          <h1>{heading}</h1>
          {body}
        </div>
        <Link className="button button-ghost" to={paths.dashboard.href()}>
          Back to Dashboard
        </Link>
      </section>
    </Page>
  );
}

import { Readable } from 'node:stream';
import { drive as driveApi, auth as googleAuth } from '@googleapis/drive';
import { sheets as sheetsApi } from '@googleapis/sheets';
import { scopeIncludesDriveFile } from '@receiptbox/contracts/api/auth';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/open-database';
import { oauthTokens } from '../../db/schema';
import type { GoogleEndpoints } from '../auth/google';
import { GOOGLE_ENDPOINTS } from '../auth/google';
import type { Identity } from '../auth/identity';
import { readDriveToken } from '../users/drive-access';
import { type Drive, DriveAccessRequiredError, type DriveOwner } from './drive';
import { contentTypeFor } from './file-response';
import { appendRequests, workbookSetupRequests } from './google-sheet-cells';
import { RECEIPT_ID_COLUMN, WORKBOOK_FILE_NAME } from './workbook-layout';

const FOLDER_TYPE = 'application/vnd.google-apps.folder';
const SHEET_TYPE = 'application/vnd.google-apps.spreadsheet';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The Google Sheet's name in the folder; downloads of it are exported as this .xlsx name. */
const SHEET_NAME = WORKBOOK_FILE_NAME.replace(/\.xlsx$/, '');

export interface GoogleDriveOptions {
  credentials: { clientId: string; clientSecret: string };
  database: Pick<Database, 'db' | 'kind'>;
  identity: Identity;
  endpoints?: GoogleEndpoints;
}

/** A Drive query string literal: backslashes and quotes escaped. */
const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function errorStatus(error: unknown): number | undefined {
  const e = error as { status?: number; code?: number | string; response?: { status?: number } };
  return e.response?.status ?? e.status ?? (typeof e.code === 'number' ? e.code : undefined);
}

/** Google says the refresh token is no good (revoked, expired, or the grant was removed). */
function isGrantRevoked(error: unknown): boolean {
  const data = (error as { response?: { data?: { error?: unknown } } }).response?.data;
  return data?.error === 'invalid_grant' || errorStatus(error) === 401;
}

/**
 * Google Drive + Google Sheets with each owner's `drive.file` grant: a folder per mailbox, the
 * workbook as a Google Sheet named Receipts (sheets Receipts and Items), originals beside it.
 * Access tokens come from the stored refresh token and are refreshed on expiry by the OAuth
 * client; a revoked grant forgets the token (drive access turns 'required') and throws
 * DriveAccessRequiredError, so the pipeline keeps the receipt waiting. Appends to one sheet are
 * serialized per folder: in this process by a promise chain, across PostgreSQL processes by an
 * advisory lock held for the append.
 */
export function createGoogleDrive(options: GoogleDriveOptions): Drive {
  const endpoints = { ...GOOGLE_ENDPOINTS, ...options.endpoints };
  const { db, kind } = options.database;
  const clients = new Map<string, { refreshToken: string; client: InstanceType<typeof googleAuth.OAuth2> }>();
  const sheetIds = new Map<string, string>();
  const chains = new Map<string, Promise<unknown>>();

  const apisFor = async (owner: DriveOwner) => {
    const token = await readDriveToken(db, options.identity, owner.userId);
    if (!token || !scopeIncludesDriveFile(token.scope)) {
      throw new DriveAccessRequiredError('The owner has not granted Google Drive access.');
    }
    let cached = clients.get(owner.userId);
    if (!cached || cached.refreshToken !== token.refreshToken) {
      const client = new googleAuth.OAuth2({
        clientId: options.credentials.clientId,
        clientSecret: options.credentials.clientSecret,
        endpoints: { oauth2TokenUrl: endpoints.tokenUrl },
      });
      client.setCredentials({ refresh_token: token.refreshToken });
      cached = { refreshToken: token.refreshToken, client };
      clients.set(owner.userId, cached);
    }
    return {
      drive: driveApi({ version: 'v3', auth: cached.client, rootUrl: endpoints.driveApiRoot }),
      sheets: sheetsApi({ version: 'v4', auth: cached.client, rootUrl: endpoints.sheetsApiRoot }),
    };
  };

  /** Runs a call against the owner's drive; a revoked grant forgets the token and says access is required. */
  const withOwner = async <T>(
    owner: DriveOwner,
    work: (apis: Awaited<ReturnType<typeof apisFor>>) => Promise<T>,
  ): Promise<T> => {
    const apis = await apisFor(owner);
    try {
      return await work(apis);
    } catch (error) {
      if (!isGrantRevoked(error)) throw error;
      clients.delete(owner.userId);
      await db.delete(oauthTokens).where(eq(oauthTokens.userId, owner.userId));
      throw new DriveAccessRequiredError('Google no longer accepts the drive grant.', { cause: error });
    }
  };

  const findFile = async (apis: Awaited<ReturnType<typeof apisFor>>, folderId: string, name: string) => {
    const { data } = await apis.drive.files.list({
      q: `${quoted(folderId)} in parents and name = ${quoted(name)} and trashed = false`,
      fields: 'files(id,name,mimeType,size,webViewLink)',
      pageSize: 1,
    });
    return data.files?.[0] ?? null;
  };

  const spreadsheetOf = async (apis: Awaited<ReturnType<typeof apisFor>>, folderId: string) => {
    const known = sheetIds.get(folderId);
    if (known) return known;
    const file = await findFile(apis, folderId, SHEET_NAME);
    if (!file?.id) throw new AppError('not_found', "This folder's workbook is missing in Google Drive.");
    sheetIds.set(folderId, file.id);
    return file.id;
  };

  const withSheetLock = async <T>(folderId: string, work: () => Promise<T>): Promise<T> => {
    const previous = chains.get(folderId) ?? Promise.resolve();
    const run = previous.then(() =>
      kind === 'postgres'
        ? db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sheet:${folderId}`}))`);
            return work();
          })
        : work(),
    );
    const settled = run.catch(() => {});
    chains.set(folderId, settled);
    void settled.then(() => {
      if (chains.get(folderId) === settled) chains.delete(folderId);
    });
    return run;
  };

  return {
    kind: 'google',
    createFolder: (owner, folder) =>
      withOwner(owner, async (apis) => {
        const created = await apis.drive.files.create({
          requestBody: { name: `Receiptbox - ${folder.name}`, mimeType: FOLDER_TYPE },
          fields: 'id',
        });
        const folderId = created.data.id;
        if (!folderId) throw new Error('Google Drive created a folder without an id');
        const sheet = await apis.drive.files.create({
          requestBody: { name: SHEET_NAME, mimeType: SHEET_TYPE, parents: [folderId] },
          fields: 'id',
        });
        const spreadsheetId = sheet.data.id;
        if (!spreadsheetId) throw new Error('Google Drive created a spreadsheet without an id');
        await apis.sheets.spreadsheets.batchUpdate({
          spreadsheetId,
          requestBody: { requests: workbookSetupRequests(folder.isHsa) },
        });
        sheetIds.set(folderId, spreadsheetId);
        return folderId;
      }),

    writeOriginal: (owner, folderId, file) =>
      withOwner(owner, async (apis) => {
        // Names are unique per receipt, so one already there is this receipt's, from an earlier try.
        const existing = await findFile(apis, folderId, file.name);
        if (existing?.webViewLink) return existing.webViewLink;
        // The client builds upload URLs from the call's own options, not the API's rootUrl.
        const { data } = await apis.drive.files.create(
          {
            requestBody: { name: file.name, parents: [folderId] },
            media: { mimeType: contentTypeFor(file.name), body: Readable.from(Buffer.from(file.bytes)) },
            fields: 'id,webViewLink',
          },
          { rootUrl: endpoints.driveApiRoot },
        );
        return data.webViewLink ?? `https://drive.google.com/file/d/${data.id}/view`;
      }),

    appendReceipt: (owner, folderId, rows) =>
      withOwner(owner, async (apis) => {
        const spreadsheetId = await spreadsheetOf(apis, folderId);
        return withSheetLock(folderId, async () => {
          const column = String.fromCharCode(65 + RECEIPT_ID_COLUMN);
          const { data } = await apis.sheets.spreadsheets.values.get({
            spreadsheetId,
            range: `Receipts!${column}2:${column}`,
          });
          if ((data.values ?? []).some((row) => row[0] === rows.receiptId)) return 'present';
          await apis.sheets.spreadsheets.batchUpdate({
            spreadsheetId,
            requestBody: { requests: appendRequests(rows) },
          });
          return 'appended';
        });
      }),

    listFiles: (owner, folderId) =>
      withOwner(owner, async (apis) => {
        const { data } = await apis.drive.files.list({
          q: `${quoted(folderId)} in parents and trashed = false`,
          fields: 'files(id,name,mimeType,size,modifiedTime)',
          orderBy: 'name',
          pageSize: 1000,
        });
        return (data.files ?? [])
          .filter((f) => f.name && f.mimeType !== FOLDER_TYPE)
          .map((f) => ({
            name: f.mimeType === SHEET_TYPE ? `${f.name}.xlsx` : (f.name ?? ''),
            size: Number(f.size ?? 0),
            modifiedAt: f.modifiedTime ?? new Date(0).toISOString(),
          }));
      }),

    openFile: (owner, folderId, fileName) =>
      withOwner(owner, async (apis) => {
        const asSheet = fileName === WORKBOOK_FILE_NAME;
        const file = await findFile(apis, folderId, asSheet ? SHEET_NAME : fileName);
        if (!file?.id) throw new AppError('not_found', 'This folder has no file with this name.');
        const response =
          file.mimeType === SHEET_TYPE
            ? await apis.drive.files.export(
                { fileId: file.id, mimeType: XLSX_TYPE },
                { responseType: 'arraybuffer' },
              )
            : await apis.drive.files.get({ fileId: file.id, alt: 'media' }, { responseType: 'arraybuffer' });
        const bytes = Buffer.from(response.data as ArrayBuffer);
        return { stream: Readable.from(bytes), size: bytes.length };
      }),

    readWorkbook: (owner, folderId) =>
      withOwner(owner, async (apis) => {
        const spreadsheetId = await spreadsheetOf(apis, folderId);
        const { data } = await apis.sheets.spreadsheets.values.batchGet({
          spreadsheetId,
          ranges: ['Receipts', 'Items'],
          valueRenderOption: 'FORMATTED_VALUE',
        });
        const sheets = (data.valueRanges ?? []).map((range, index) => {
          const [header = [], ...rows] = (range.values ?? []) as unknown[][];
          const columns = header.map(String);
          return {
            name: index === 0 ? 'Receipts' : 'Items',
            columns,
            rows: rows.map((row) => columns.map((_, c) => (row[c] === undefined ? '' : String(row[c])))),
          };
        });
        return { sheets };
      }),

    folderUrl: (folderId) => `https://drive.google.com/drive/folders/${folderId}`,
  };
}

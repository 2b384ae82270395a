import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { GoogleEndpoints } from '../../src/features/auth/google';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/google/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

interface StoredFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  bytes: Buffer;
}

type CellData = {
  userEnteredValue?: {
    stringValue?: string;
    numberValue?: number;
    boolValue?: boolean;
    formulaValue?: string;
  };
  userEnteredFormat?: { numberFormat?: { type?: string; pattern?: string } };
};

export const FAKE_GOOGLE_CLIENT_ID = '1234567890-test.apps.googleusercontent.com';

export interface FakeGoogle {
  endpoints: GoogleEndpoints;
  /** Every request: method, path with query, and body text (uploads: the metadata part). */
  received: { method: string; path: string; body: string }[];
  files: Map<string, StoredFile>;
  /** Rows appended per spreadsheet and sheet, as the CellData the adapter sent. */
  rows: Map<string, { Receipts: CellData[][]; Items: CellData[][] }>;
  /** Header rows written per spreadsheet and sheet. */
  headers: Map<string, { Receipts: CellData[]; Items: CellData[] }>;
  /** The token endpoint refuses refresh tokens (a revoked grant) while this is true. */
  revoked: boolean;
  /** Whose ID token the authorization-code exchange returns (the account that consented). */
  codeEmail: string;
  /** An ID token for these claims, signed with the key the fake JWKS serves. */
  idToken(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** The metadata and media parts of a `multipart/related` upload. */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1]?.replace(/"/g, '') ?? '';
  const parts = body
    .toString('latin1')
    .split(`--${boundary}`)
    .filter((p) => p.includes('\r\n\r\n'));
  const content = (part: string) => part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
  return {
    metadata: JSON.parse(content(parts[0] ?? '{}')) as Record<string, unknown>,
    media: Buffer.from(content(parts[1] ?? ''), 'latin1'),
  };
}

const displayOf = (cell: CellData | undefined) => {
  const v = cell?.userEnteredValue;
  if (!v) return '';
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.numberValue !== undefined) return String(v.numberValue);
  if (v.boolValue !== undefined) return v.boolValue ? 'TRUE' : 'FALSE';
  return '';
};

/**
 * A local stand-in for Google's OAuth, Drive v3 and Sheets v4 endpoints that answers with the
 * recorded response shapes in test/fixtures/google and keeps what it was sent.
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  const state: Omit<FakeGoogle, 'endpoints' | 'close' | 'idToken'> = {
    received: [],
    files: new Map(),
    rows: new Map(),
    headers: new Map(),
    revoked: false,
    codeEmail: 'grace@example.com',
  };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  const fileResource = (file: StoredFile) => ({
    ...fixture('drive-file'),
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    webViewLink: `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`,
    size: String(file.bytes.length),
  });
  const createFile = (metadata: Record<string, unknown>, bytes: Buffer) => {
    const file: StoredFile = {
      id: randomUUID().replace(/-/g, ''),
      name: String(metadata.name ?? 'Untitled'),
      mimeType: String(metadata.mimeType ?? 'application/octet-stream'),
      parents: (metadata.parents as string[] | undefined) ?? ['root'],
      bytes,
    };
    state.files.set(file.id, file);
    if (file.mimeType === 'application/vnd.google-apps.spreadsheet')
      state.rows.set(file.id, { Receipts: [], Items: [] });
    return file;
  };

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(value));
    };
    const isUpload = url.pathname.startsWith('/upload/');
    const parsed = isUpload ? parseMultipart(raw, req.headers['content-type'] ?? '') : null;
    state.received.push({
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: parsed ? JSON.stringify(parsed.metadata) : raw.toString('utf8'),
    });

    if (url.pathname === '/oauth2/v3/certs') return json(200, { keys: [jwk] });
    if (url.pathname === '/token') {
      const form = new URLSearchParams(raw.toString('utf8'));
      if (form.get('grant_type') === 'refresh_token' && !state.revoked)
        return json(200, fixture('token-refresh'));
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') {
        const idToken = await sign({ ...fixture('id-token-claims'), email: state.codeEmail });
        return json(200, { ...fixture('token-success'), id_token: idToken });
      }
      return json(400, fixture('token-invalid-grant'));
    }
    if (state.revoked) return json(401, fixture('drive-error-401'));
    if (!/^Bearer ya29\./.test(req.headers.authorization ?? '')) return json(401, fixture('drive-error-401'));

    if (req.method === 'POST' && url.pathname === '/upload/drive/v3/files' && parsed) {
      return json(200, fileResource(createFile(parsed.metadata, parsed.media)));
    }
    if (req.method === 'POST' && url.pathname === '/drive/v3/files') {
      return json(
        200,
        fileResource(
          createFile(JSON.parse(raw.toString('utf8')) as Record<string, unknown>, Buffer.alloc(0)),
        ),
      );
    }
    if (req.method === 'GET' && url.pathname === '/drive/v3/files') {
      const q = url.searchParams.get('q') ?? '';
      const parent = /'([^']+)' in parents/.exec(q)?.[1];
      const name = /name = '((?:[^'\\]|\\.)*)'/.exec(q)?.[1]?.replace(/\\(.)/g, '$1');
      const files = [...state.files.values()]
        .filter((f) => (!parent || f.parents.includes(parent)) && (name === undefined || f.name === name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(fileResource);
      return json(200, { ...fixture('drive-files-list'), files });
    }
    const fileMatch = /^\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(url.pathname);
    if (req.method === 'GET' && fileMatch) {
      const file = state.files.get(fileMatch[1] ?? '');
      if (!file) return json(404, { error: { code: 404, message: 'File not found.' } });
      res.writeHead(200, { 'content-type': file.mimeType });
      return res.end(file.bytes);
    }
    const sheetMatch = /^\/v4\/spreadsheets\/([^/:]+)(?::batchUpdate|\/values:batchGet|\/values\/(.+))$/.exec(
      url.pathname,
    );
    const sheet = sheetMatch ? state.rows.get(sheetMatch[1] ?? '') : undefined;
    if (sheetMatch && !sheet)
      return json(404, { error: { code: 404, message: 'Requested entity was not found.' } });
    if (sheet && url.pathname.endsWith(':batchUpdate')) {
      const { requests } = JSON.parse(raw.toString('utf8')) as {
        requests: {
          appendCells?: { sheetId: number; rows: { values: CellData[] }[] };
          updateCells?: { start: { sheetId: number; rowIndex: number }; rows: { values: CellData[] }[] };
        }[];
      };
      const headers = state.headers.get(sheetMatch?.[1] ?? '');
      for (const request of requests) {
        const update = request.updateCells;
        if (update && headers && update.start.rowIndex === 0) {
          headers[update.start.sheetId === 0 ? 'Receipts' : 'Items'] = update.rows[0]?.values ?? [];
        }
        const append = request.appendCells;
        if (append)
          sheet[append.sheetId === 0 ? 'Receipts' : 'Items'].push(...append.rows.map((r) => r.values));
      }
      return json(200, {
        ...fixture('sheets-batch-update'),
        spreadsheetId: sheetMatch?.[1],
        replies: requests.map(() => ({})),
      });
    }
    if (sheet && url.pathname.endsWith('/values:batchGet')) {
      const valueRanges = (['Receipts', 'Items'] as const).map((name) => ({
        range: `${name}!A1:Z1000`,
        majorDimension: 'ROWS',
        values: [state.headers.get(sheetMatch?.[1] ?? '')?.[name] ?? [], ...sheet[name]].map((row) =>
          row.map(displayOf),
        ),
      }));
      return json(200, {
        ...fixture('sheets-values-batch-get'),
        spreadsheetId: sheetMatch?.[1],
        valueRanges,
      });
    }
    if (sheet && sheetMatch?.[2]) {
      // Only the Receipt ID column is read back: `Receipts!O2:O`.
      const range = decodeURIComponent(sheetMatch[2]);
      const column = (/!([A-Z])2:/.exec(range)?.[1] ?? 'A').charCodeAt(0) - 65;
      const values = sheet.Receipts.map((row) => [displayOf(row[column])]);
      return json(200, { ...fixture('sheets-values-get'), range, values });
    }
    json(404, { error: { code: 404, message: `No fake for ${req.method} ${url.pathname}` } });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    endpoints: {
      jwksUri: `${base}/oauth2/v3/certs`,
      tokenUrl: `${base}/token`,
      revokeUrl: `${base}/revoke`,
      driveApiRoot: `${base}/`,
      sheetsApiRoot: `${base}/`,
    },
    idToken: sign,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEvery } from '../../../testing/fake-fetch';
import DriveFolderPage from './DriveFolderPage';

const FOLDER_ID = '5b0c1f2e-0000-4000-8000-000000000001';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/drive/folders/:folderId', Component: DriveFolderPage },
      { path: '/dashboard', Component: () => <h1>dashboard</h1> },
    ],
    { initialEntries: [`/drive/folders/${FOLDER_ID}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('drive folder page', () => {
  it('says the folder is empty, under the mailbox name, with a way back', async () => {
    const fetchMock = answerEvery(200, { folderId: FOLDER_ID, mailboxName: 'Groceries', files: [] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries – Drive folder' })).toBeTruthy();
    expect(
      screen.getByText(
        'No files yet. Receipts sent to this mailbox will appear here as a spreadsheet and the original files.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/Drive/folders/${FOLDER_ID}`);
    expect(document.title).toBe('Drive - Receiptbox');
  });

  it('lists each file with its size, date and a named download button', async () => {
    answerEvery(200, {
      folderId: FOLDER_ID,
      mailboxName: 'Travel',
      files: [
        { name: 'Receipts.xlsx', size: 12_345, modifiedAt: '2026-11-20T10:00:00.000Z' },
        { name: 'taxi.pdf', size: 900, modifiedAt: '2026-11-19T08:30:00.000Z' },
      ],
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Size', 'Modified', 'Download']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByText('Receipts.xlsx')).toBeTruthy();
    expect(within(first).getByText('12 KB')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:00:00.000Z');
    expect(within(second).getByText('900 bytes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Receipts.xlsx' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download taxi.pdf' })).toBeTruthy();
  });

  it('shows the Receipts and Items sheets as tables, one tab each', async () => {
    const folder = {
      folderId: FOLDER_ID,
      mailboxName: 'Travel',
      files: [{ name: 'Receipts.xlsx', size: 9000, modifiedAt: '2026-11-20T10:00:00.000Z' }],
    };
    const workbook = {
      sheets: [
        {
          name: 'Receipts',
          columns: ['Date', 'Merchant', 'Total'],
          rows: [['2026-11-20', 'Taxi Co', '12.50']],
        },
        {
          name: 'Items',
          columns: ['Receipt ID', 'Item'],
          rows: [
            ['r1', 'Ride'],
            ['r1', 'Tip'],
          ],
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(url.endsWith('/workbook') ? workbook : folder), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    renderPage();
    const receiptsTab = await screen.findByRole('tab', { name: 'Receipts (1)' });
    expect(receiptsTab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Taxi Co')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Merchant', 'Total']);
    fireEvent.click(screen.getByRole('tab', { name: 'Items (2)' }));
    expect(within(screen.getByRole('tabpanel')).getAllByText('r1')).toHaveLength(2);
  });

  it('downloads a file through the API as a blob under its own name', async () => {
    const folder = {
      folderId: FOLDER_ID,
      mailboxName: 'Travel',
      files: [{ name: 'taxi ride.pdf', size: 4, modifiedAt: '2026-11-19T08:30:00.000Z' }],
    };
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/files/')
        ? new Response('%PDF', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : new Response(JSON.stringify(folder), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:drive-test');
    // jsdom has no object URLs; a subclass keeps the rest of URL and is undone by unstubAllGlobals.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download taxi ride.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['taxi ride.pdf']));
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain(
      `/api/Drive/folders/${FOLDER_ID}/files/taxi%20ride.pdf`,
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows a not-found message for a folder the user cannot see', async () => {
    answerEvery(404, { type: '/problems/not-found', title: 'Not Found', status: 404, detail: 'No folder.' });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This folder could not be found among your mailboxes.',
    );
  });
});

import type { Mailbox, User } from '@receiptbox/contracts/api/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueries } from '../../../lib/current-user';
import { jsonResponse } from '../../../testing/fake-fetch';
import { endTest, signInForTest, testMailbox, testUser } from '../../../testing/signed-in';
import { mailboxQueries } from '../api';
import MailboxDetailsPage from './MailboxDetailsPage';
import UploadPage from './UploadPage';

const OWNER = 'owner@example.com';
const receipt = {
  date: '2026-03-01',
  receipt_number: 'R-1',
  company: 'Corner Pharmacy',
  summary: 'Corner Pharmacy, 1 Mar 2026',
  line_items: [{ name: 'Bandages', quantity: 1, price: 4.5, hsa_eligible: true, hsa_notes: 'first aid' }],
  total_price: 4.5,
  subtotal: 4.5,
  tax: 0,
  tip: null,
  currency: 'USD',
  payment_method: 'Card',
  category: 'Healthcare and Insurance',
  parsingNotes: '',
  confidence: {
    date: 1,
    receipt_number: 1,
    company: 1,
    line_items: 1,
    total_price: 1,
    payment_method: 1,
    category: 1,
  },
  hsa_amount: 4.5,
  hsa_notes: 'All items eligible',
  parsing_notes: '',
};

const mailbox = (patch: Partial<Mailbox> = {}): Mailbox =>
  testMailbox({
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Health',
    email: 'health@acme.receiptbox.localhost',
    folderId: 'f2',
    categories: [{ name: 'Travel' }],
    isHsaMailbox: true,
    ...patch,
  });

const user = (mailboxes: Mailbox[]): User => {
  const base = testUser(OWNER, mailboxes, { sendFromEmailAddresses: ['scans@acme.example'] });
  return { ...base, userPlan: { ...base.userPlan, planType: 'HSA' } };
};

function renderPage(
  Page: ComponentType,
  path: string,
  pattern: string,
  own: Mailbox[],
  shared: Mailbox[] = [],
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(userQueries.me(OWNER).queryKey, user(own));
  client.setQueryData(mailboxQueries.shared(OWNER).queryKey, shared);
  client.setQueryData(userQueries.driveAccess(OWNER).queryKey, true);
  const router = createMemoryRouter([{ path: pattern, Component: Page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signInForTest(OWNER);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(endTest);

describe('mailbox details', () => {
  it('shows an HSA/FSA mailbox without categories and with its processing type', async () => {
    const box = mailbox();
    renderPage(MailboxDetailsPage, `/mailbox/${box.id}`, '/mailbox/:id', [box]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Health' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Categories' })).toBeNull();
    expect(screen.getByTestId('processing-type').textContent).toContain('HSA/FSA Receipt Processing');
    expect(screen.getByRole('list', { name: 'Authorized sending addresses' }).textContent).toContain(
      'scans@acme.example',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('lets the user a mailbox is shared with view it but edit nothing', async () => {
    const box = mailbox({ isHsaMailbox: false });
    renderPage(MailboxDetailsPage, `/mailbox/${box.id}`, '/mailbox/:id', [], [box]);
    expect(await screen.findByText('Shared with you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Categories' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Sharing' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says when a mailbox is neither yours nor shared with you, with a way back', async () => {
    renderPage(MailboxDetailsPage, '/mailbox/unknown', '/mailbox/:id', [mailbox()]);
    expect(await screen.findByRole('heading', { name: 'Mailbox not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
  });
});

describe('upload page', () => {
  it('sends each chosen file to the HSA upload of an HSA mailbox, one result card per file', async () => {
    const box = mailbox();
    const calls: string[] = [];
    let call = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (!url.includes('DirectUpload'))
          return jsonResponse(404, { type: '/x', title: 'Not Found', status: 404 });
        call++;
        if (call === 1) return jsonResponse(200, { receipt, receiptId: 'rc1', alreadyAddedAt: null });
        return jsonResponse(429, {
          type: '/problems/quota',
          title: 'Monthly receipt limit reached',
          status: 429,
          resetIn: 7200,
        });
      }),
    );
    renderPage(UploadPage, `/upload/${box.id}`, '/upload/:mailboxId', [box]);
    expect(await screen.findByRole('heading', { name: 'Upload Receipt to Health' })).toBeTruthy();
    expect(document.title).toBe('Upload Receipt to Health - Receiptbox');

    const files = [
      new File(['a'], 'one.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'two.png', { type: 'image/png' }),
      new File(['c'], 'notes.txt', { type: 'text/plain' }),
    ];
    fireEvent.change(screen.getByTestId('receipt-file-input'), { target: { files } });

    expect(await screen.findByText('Receipt processed successfully!')).toBeTruthy();
    expect(await screen.findByText('Monthly receipt limit reached', { exact: false })).toBeTruthy();
    const cards = screen.getAllByTestId('upload-result');
    expect(cards.map((c) => c.dataset.status)).toEqual(['done', 'rateLimited', 'failed']);
    expect(within(cards[0]!).getByText('HSA/FSA eligible amount')).toBeTruthy();
    expect(within(cards[0]!).getByText('Eligible')).toBeTruthy();
    expect(within(cards[1]!).getByText('Try again in 2 hours.')).toBeTruthy();
    expect(
      within(cards[2]!).getByText('Please upload only images (JPEG, PNG, WEBP) or PDF files.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(calls.filter((u) => u.includes('Upload'))).toEqual([
      '/api/AppUser/HsaDirectUpload',
      '/api/AppUser/HsaDirectUpload',
    ]);
  });

  it('says clearly when a receipt was already added', async () => {
    const box = mailbox({ isHsaMailbox: false });
    const { hsa_amount: _a, hsa_notes: _n, parsing_notes: _p, ...plain } = receipt;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return jsonResponse(200, {
          receipt: { ...plain, line_items: [{ name: 'Bandages', quantity: 1, price: 4.5 }] },
          receiptId: 'rc1',
          alreadyAddedAt: '2026-03-02T10:00:00.000Z',
        });
      }),
    );
    renderPage(UploadPage, `/upload/${box.id}`, '/upload/:mailboxId', [box]);
    fireEvent.change(await screen.findByTestId('receipt-file-input'), {
      target: { files: [new File(['a'], 'again.jpg', { type: 'image/jpeg' })] },
    });
    expect((await screen.findByTestId('already-added')).textContent).toContain('Already added.');
    expect(calls).toContain('/api/AppUser/DirectUpload');
  });
});

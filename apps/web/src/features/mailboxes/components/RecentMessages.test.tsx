import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEvery } from '../../../testing/fake-fetch';
import { RecentMessages } from './RecentMessages';

const MAILBOX_ID = '5b0c1f2e-0000-4000-8000-000000000001';

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecentMessages mailboxId={MAILBOX_ID} ownerEmail="Alice@Example.com" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentMessages', () => {
  it("lists each message's sender, subject and outcome from the owner's activity call", async () => {
    const fetchMock = answerEvery(200, {
      messages: [
        {
          receivedAt: '2026-11-23T10:00:00.000Z',
          sender: 'stranger@example.net',
          subject: 'Invoice 42',
          outcome: 'refused_sender',
          receipts: 0,
        },
        {
          receivedAt: '2026-11-23T09:00:00.000Z',
          sender: 'alice@example.com',
          subject: 'Fwd: Your order',
          outcome: 'processed',
          receipts: 2,
        },
      ],
    });
    renderList();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('stranger@example.net')).toBeTruthy();
    expect(within(rows[1]!).getByText('Refused sender')).toBeTruthy();
    expect(within(rows[2]!).getByText('Processed (2)')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      `/api/AppUser/Alice%40Example.com/mailboxes/${MAILBOX_ID}/messages`,
    );
  });

  it('says so when the mailbox has received nothing yet', async () => {
    answerEvery(200, { messages: [] });
    renderList();
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  });

  it('shows an error when the list cannot be loaded', async () => {
    answerEvery(500, { type: 'about:blank', title: 'Internal Server Error', status: 500 });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});

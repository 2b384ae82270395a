import type { User } from '@receiptbox/contracts/api/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerEvery } from '../../../testing/fake-fetch';
import { PlanPanel } from './PlanPanel';

const DAY = 86_400_000;

function userOn(plan: Partial<User['userPlan']>, mailboxes = 1): User {
  return {
    id: 'u1',
    email: 'pat@example.com',
    sendFromEmailAddresses: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLoginAt: null,
    mailboxes: Array.from({ length: mailboxes }, (_, i) => ({
      id: `m${i}`,
      name: `box ${i}`,
      email: `box-${i}@pat.receiptbox.localhost`,
      folderId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      categories: [],
      sharedWithIds: [],
      sendConfirmationEmail: true,
      isHsaMailbox: false,
    })),
    shareTelemetry: false,
    accountName: 'pat',
    userPlan: {
      planType: 'HSA',
      startDate: '2026-01-01T00:00:00.000Z',
      isYearly: true,
      endDate: new Date(Date.now() + 200 * DAY).toISOString(),
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      ...plan,
    },
  };
}

function renderPanel(user: User) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlanPanel user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

const confirmCancel = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  const buttons = screen.getAllByRole('button', { name: 'Cancel Subscription', hidden: true });
  // The dialog's confirm button is the last one of that name.
  await act(async () => {
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
  });
};

describe('Settings plan panel (SPEC §4, §8)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the plan, its billing, days remaining and the 'Renews' date", () => {
    renderPanel(userOn({}));
    expect(screen.getByTestId('plan-name').textContent).toBe('Unlimited + HSA/FSA');
    expect(screen.getByText(/Billed yearly/)).toBeTruthy();
    expect(screen.getByTestId('plan-status').textContent).toBe('200 days remaining');
    expect(screen.getByText(/^Renews /)).toBeTruthy();
  });

  it("marks a plan ending within 7 days 'Expiring soon' and a past one 'Plan Expired'", () => {
    renderPanel(userOn({ endDate: new Date(Date.now() + 3 * DAY).toISOString() }));
    expect(screen.getByTestId('plan-status').textContent).toBe('Expiring soon');
    expect(screen.getByTestId('plan-status').className).toContain('soon');
    cleanup();
    renderPanel(userOn({ endDate: new Date(Date.now() - DAY).toISOString() }));
    expect(screen.getByTestId('plan-status').textContent).toBe('Plan Expired');
  });

  it("answers Cancel on a paid plan without a subscription with 'No active subscription found'", () => {
    const fetch = answerEvery(204);
    renderPanel(userOn({ subscriptionId: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(screen.getByText('No active subscription found')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the success message for 5 s and reloads the user 3 s after cancelling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = answerEvery(204);
    const { invalidate } = renderPanel(userOn({}));
    await confirmCancel();
    expect(await screen.findByText('Subscription cancelled successfully.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/Payment/cancel-subscription', expect.anything());

    act(() => vi.advanceTimersByTime(2900));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', 'me', 'pat@example.com'] });
    expect(screen.getByText('Subscription cancelled successfully.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Subscription cancelled successfully.')).toBeNull();
  });

  it('says the subscription was not found on a 404 and asks to contact support on a 400', async () => {
    answerEvery(404, { type: '/problems/not_found', title: 'Not Found', status: 404 });
    renderPanel(userOn({}));
    await confirmCancel();
    expect(
      await screen.findByText('Subscription not found. It may have already been cancelled.'),
    ).toBeTruthy();
    cleanup();
    answerEvery(400, { type: '/problems/validation_failed', title: 'Invalid request', status: 400 });
    renderPanel(userOn({}));
    await confirmCancel();
    expect(
      await screen.findByText('Unable to cancel subscription. Please contact support for assistance.'),
    ).toBeTruthy();
  });

  it('explains that a downgrade keeps the mailboxes but blocks new ones', () => {
    renderPanel(userOn({ planType: 'Free', subscriptionId: null, endDate: null }, 2));
    expect(
      screen.getByText(
        "You have 2 mailboxes; the Personal (Free) plan includes 1. Your existing mailboxes keep working, but you can't create new ones until you upgrade or delete some.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});

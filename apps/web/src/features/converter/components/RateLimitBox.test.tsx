import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitBox } from './RateLimitBox';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('rate-limit box', () => {
  it('shows the server message, counts down and links the upgrade to /pricing', () => {
    const onExpired = vi.fn();
    render(
      <MemoryRouter>
        <RateLimitBox
          message="You have used the 5 free conversions."
          resetAt={1_000_000 + 65_000}
          onExpired={onExpired}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('You have used the 5 free conversions.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Try again in 1:05');
    expect(screen.getByRole('link', { name: 'Upgrade to Process More Receipts' }).getAttribute('href')).toBe(
      '/pricing',
    );

    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('alert').textContent).toContain('Try again in 1:00');
    expect(onExpired).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onExpired).toHaveBeenCalled();
  });
});

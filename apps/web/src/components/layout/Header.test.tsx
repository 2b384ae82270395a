import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/auth/session';
import { Header } from './Header';

// The session is the sign-in layer's; here it is a guest or a signed-in user as each test needs.
const session = vi.hoisted(() => ({ current: { user: null, signOut: async () => {} } as Session }));
vi.mock('../../lib/auth/session', () => ({ useSession: () => session.current }));

function renderAt(path: string) {
  const Shell = () => (
    <>
      <Header />
      <main>
        <Outlet />
        <p>outside</p>
      </main>
    </>
  );
  const router = createMemoryRouter(
    [{ Component: Shell, children: [{ path: '*', Component: () => <h1>page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const mobileMenuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobilePanel = () => document.getElementById(mobileMenuButton().getAttribute('aria-controls') ?? '')!;

beforeEach(() => {
  session.current = { user: null, signOut: async () => {} };
});
afterEach(cleanup);

describe('site header for guests', () => {
  it('links Features, Pricing and HSA Tracking, and sends Sign In and Get Started to /login', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/features');
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(within(nav).getByRole('link', { name: 'HSA Tracking' }).getAttribute('href')).toBe('/hsa');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
  });

  it('opens the small-screen menu with a Blog link, and closes it on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(mobileMenuButton().getAttribute('aria-expanded')).toBe('false');
    expect(mobilePanel().hidden).toBe(true);

    await user.click(mobileMenuButton());
    expect(mobileMenuButton().getAttribute('aria-expanded')).toBe('true');
    expect(mobilePanel().hidden).toBe(false);
    expect(within(mobilePanel()).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');

    await user.keyboard('{Escape}');
    expect(mobilePanel().hidden).toBe(true);
    expect(document.activeElement).toBe(mobileMenuButton());
  });

  it('closes the menu on a click outside it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(mobileMenuButton());
    expect(mobilePanel().hidden).toBe(false);
    await user.click(screen.getByText('outside'));
    expect(mobilePanel().hidden).toBe(true);
  });

  it('closes the menu when one of its links navigates', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(mobileMenuButton());
    await user.click(within(mobilePanel()).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(mobilePanel().hidden).toBe(true);
  });
});

describe('site header for a signed-in user', () => {
  it('shows the avatar menu with first name, email, Settings, Dashboard and Sign Out (to /)', async () => {
    const signOut = vi.fn(async () => {});
    session.current = {
      user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', photoUrl: null },
      signOut,
    };
    const user = userEvent.setup();
    const router = renderAt('/settings');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

    const button = screen.getByRole('button', { name: 'Account menu for Ada' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText('ada@example.com')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(panel).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');

    await user.click(within(panel).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
    expect(panel.hidden).toBe(true);
  });
});

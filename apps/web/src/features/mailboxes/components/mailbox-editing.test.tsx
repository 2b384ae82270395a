import type { Mailbox } from '@receiptbox/contracts/api/users';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueries } from '../../../lib/current-user';
import { jsonResponse } from '../../../testing/fake-fetch';
import { endTest, signInForTest, testMailbox, testUser } from '../../../testing/signed-in';
import { CategoriesSection } from './CategoriesSection';
import { ConfirmationEmailToggle } from './ConfirmationEmailToggle';
import { CreateMailboxDialog } from './CreateMailboxDialog';
import { SharingSection } from './SharingSection';

const OWNER = 'owner@example.com';

const mailbox = testMailbox;
const user = (box: Mailbox) => testUser(OWNER, [box]);

type Reply = { status: number; body: unknown };
/** The server's answers by method and path; records what was sent. */
function serve(routes: Record<string, (body: unknown) => Reply>) {
  const sent: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ key, body });
      const route = Object.entries(routes).find(([pattern]) => key.startsWith(pattern));
      const reply = route
        ? route[1](body)
        : { status: 404, body: { type: '/x', title: 'Not Found', status: 404 } };
      return jsonResponse(reply.status, reply.body);
    }),
  );
  return sent;
}

function renderWith(node: ReactNode, box: Mailbox) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQueries.me(OWNER).queryKey, user(box));
  render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const PUT = `PUT /api/AppUser/${encodeURIComponent(OWNER)}/mailboxes/`;

beforeEach(() => signInForTest(OWNER));
afterEach(endTest);

describe('categories', () => {
  it("saves without blanks and duplicates, then shows the server's list", async () => {
    const sent = serve({
      [PUT]: () => ({
        status: 200,
        body: user(
          mailbox({ categories: [{ name: 'Travel', description: 'Trips' }, { name: 'Meals (server)' }] }),
        ),
      }),
    });
    renderWith(<Live render={(box) => <CategoriesSection mailbox={box} />} />, mailbox());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Categories' }));
    fireEvent.change(screen.getByLabelText('New category name'), { target: { value: 'Meals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    fireEvent.change(screen.getByLabelText('New category name'), { target: { value: 'travel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    fireEvent.change(screen.getByLabelText('Category 2 name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Meals (server)')).toBeTruthy();
    const put = sent.find((s) => s.key.startsWith(PUT));
    expect(put?.body).toEqual({ categories: [{ name: 'Travel', description: 'Trips' }] });
  });

  it('puts the original categories back when saving fails', async () => {
    serve({ [PUT]: () => ({ status: 500, body: { type: '/x', title: 'Internal', status: 500 } }) });
    renderWith(<Live render={(box) => <CategoriesSection mailbox={box} />} />, mailbox());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Categories' }));
    fireEvent.change(screen.getByLabelText('Category 1 name'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Categories' }).textContent).toContain('Travel');
    expect(screen.queryByText('Renamed')).toBeNull();
  });
});

describe('sharing', () => {
  it("silently refuses the owner's own address and saves the rest", async () => {
    const sent = serve({
      [PUT]: () => ({ status: 200, body: user(mailbox({ sharedWithIds: ['bob@example.com'] })) }),
    });
    renderWith(<Live render={(box) => <SharingSection mailbox={box} ownerEmail={OWNER} />} />, mailbox());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sharing' }));
    const field = screen.getByLabelText('Share with (email)');
    fireEvent.change(field, { target: { value: 'nope' } });
    expect((screen.getByRole('button', { name: 'Add User' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'OWNER@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    fireEvent.change(field, { target: { value: ' Bob@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    fireEvent.change(field, { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((s) => s.key.startsWith(PUT))?.body).toEqual({ sharedWithIds: ['bob@example.com'] }),
    );
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
  });
});

describe('confirmation-email toggle', () => {
  it('switches back when saving fails', async () => {
    serve({ [PUT]: () => ({ status: 500, body: { type: '/x', title: 'Internal', status: 500 } }) });
    renderWith(<ConfirmationEmailToggle mailbox={mailbox()} />, mailbox());
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(await screen.findByText('The setting could not be saved and was switched back.')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });
});

describe('create mailbox dialog', () => {
  it('refuses a name that exists in another case, and creates only with drive access confirmed', async () => {
    serve({ 'GET /api/AppUser/owner%40example.com/drive-access': () => ({ status: 200, body: true }) });
    const onCreate = vi.fn();
    renderWith(
      <CreateMailboxDialog
        open
        existingNames={['Business']}
        busy={false}
        error={null}
        onCancel={() => {}}
        onCreate={onCreate}
      />,
      mailbox(),
    );
    expect(screen.getByRole('dialog', { name: 'Create New Mailbox' })).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    const name = screen.getByLabelText('Mailbox Name');
    fireEvent.change(name, { target: { value: 'BUSINESS' } });
    expect(screen.getByText('A mailbox with this name already exists')).toBeTruthy();
    expect(create.disabled).toBe(true);
    fireEvent.change(name, { target: { value: ' Travel ' } });
    expect(await screen.findByText('Google Drive Access Confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Enable HSA/FSA Processing' }));
    expect(screen.getByText('Note: This setting cannot be changed after creation.')).toBeTruthy();
    fireEvent.click(create);
    expect(onCreate).toHaveBeenCalledWith({ mode: 'oauth', name: 'Travel', isHsaMailbox: true });
  });

  it('keeps Create disabled while drive access is not granted', async () => {
    serve({ 'GET /api/AppUser/owner%40example.com/drive-access': () => ({ status: 200, body: false }) });
    renderWith(
      <CreateMailboxDialog
        open
        existingNames={[]}
        busy={false}
        error={null}
        onCancel={() => {}}
        onCreate={() => {}}
      />,
      mailbox(),
    );
    fireEvent.change(screen.getByLabelText('Mailbox Name'), { target: { value: 'Travel' } });
    expect(await screen.findByText('Google Drive Access Required')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

/** Renders the mailbox as the current-user query holds it, as the details page does. */
function Live({ render: draw }: { render: (box: Mailbox) => ReactNode }) {
  const me = useQuery({ ...userQueries.me(OWNER), enabled: false });
  const box = me.data?.mailboxes[0];
  return box ? draw(box) : null;
}

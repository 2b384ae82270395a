import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

afterEach(cleanup);

const open = (props: { busy?: boolean; error?: string | null; onClose?: (confirmed: boolean) => void }) =>
  render(
    <ConfirmDeleteDialog
      open
      title="Delete Thing"
      busy={props.busy ?? false}
      error={props.error}
      onClose={props.onClose ?? (() => {})}
    >
      <p>Are you sure?</p>
    </ConfirmDeleteDialog>,
  );

describe('delete confirmation', () => {
  it('opens with Cancel focused and warns that deleting cannot be undone', () => {
    open({});
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing' });
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('This action cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('answers false to Cancel and Escape, true to Delete', () => {
    const onClose = vi.fn();
    open({ onClose });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClose.mock.calls).toEqual([[false], [false], [true]]);
  });

  it('ignores Escape while deleting and shows a failure in an alert', () => {
    const onClose = vi.fn();
    open({ busy: true, error: 'Failed to delete mailbox', onClose });
    fireEvent(screen.getByRole('dialog'), new Event('cancel'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete mailbox');
  });
});

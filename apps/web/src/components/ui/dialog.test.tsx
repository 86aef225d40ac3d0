import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertDialog, AlertDialogCancel } from './alert-dialog';
import { Dialog } from './dialog';

function Opener({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {alert ? (
        <AlertDialog open={open} onOpenChange={setOpen} title="Delete it?">
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <button type="button">Delete</button>
        </AlertDialog>
      ) : (
        <Dialog open={open} onOpenChange={setOpen} title="Rename" description="A new name.">
          <input aria-label="Note" />
          <input aria-label="Name" data-autofocus />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('focuses the data-autofocus field, keeps Tab inside, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog).toHaveAccessibleDescription('A new name.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Note')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('AlertDialog', () => {
  it('starts on Cancel, which closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Opener alert />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('alertdialog', { name: 'Delete it?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {alert ? (
        <Dialog open={open} onOpenChange={setOpen} role="alertdialog" title="Delete it?">
          <button type="button" data-autofocus onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="button">Delete</button>
        </Dialog>
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

describe('Dialog as an alertdialog', () => {
  it('stays open on a press outside; its corner × and Cancel close it and give focus back', async () => {
    const user = userEvent.setup();
    render(<Opener alert />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete it?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

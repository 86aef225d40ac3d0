import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { DropdownMenu } from './dropdown-menu';

function MenuWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu
        label="More actions"
        trigger="…"
        items={[
          { label: 'Mute', onSelect: () => {} },
          { label: 'Report', onSelect: () => setOpen(true) },
        ]}
      />
      <Dialog open={open} onOpenChange={setOpen} title="Report this">
        <input aria-label="Reason" />
      </Dialog>
    </>
  );
}

describe('DropdownMenu', () => {
  it('moves with the arrows, and a dialog opened from an item gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<MenuWithDialog />);
    const trigger = screen.getByRole('button', { name: 'More actions' });

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows the hint on keyboard focus, not only to the mouse, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip label="Settings">
        <button type="button" aria-label="Settings">
          ⚙
        </button>
      </Tooltip>,
    );

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

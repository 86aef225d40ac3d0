import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('moves with the arrows and renders only the shown panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Moderation"
        tabs={[
          { id: 'reports', label: 'Open reports', panel: <p>The queue</p> },
          { id: 'log', label: 'Log', panel: <p>The log</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Moderation' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Open reports' })).toHaveTextContent('The queue');
    expect(screen.queryByText('The log')).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Open reports' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Log' })).toHaveTextContent('The log');
    expect(screen.queryByText('The queue')).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Open reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

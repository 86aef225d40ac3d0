import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ITEMS, useFirstScreenOnly } from './first-screen';

const items = Array.from({ length: 20 }, (_, index) => `Item ${index + 1}`);

function List({ shown = items }: { shown?: string[] }) {
  const firstScreenOnly = useFirstScreenOnly(shown.length > 0);
  return (
    <ul>
      {(firstScreenOnly ? shown.slice(0, FIRST_SCREEN_ITEMS) : shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Runs the frame and the task after it, in which the rest of the list is asked for. */
async function nextFrameAndTask() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await new Promise((resolve) => setTimeout(resolve));
  });
}

describe('useFirstScreenOnly', () => {
  it('renders the first list of a page a screenful first, then the rest', async () => {
    render(<List />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ITEMS);
    await nextFrameAndTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
  });

  it('renders every later list whole at once', async () => {
    const { unmount } = render(<List />);
    await nextFrameAndTask();
    unmount();
    render(<List />);
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
  });

  it('waits for items: a list that was loading stages the page that arrives', async () => {
    const { rerender } = render(<List shown={[]} />);
    await nextFrameAndTask();
    rerender(<List />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_SCREEN_ITEMS);
    await nextFrameAndTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(items.length);
  });
});

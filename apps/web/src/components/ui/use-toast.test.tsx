import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, type useToast, useToast as useToastHook } from './use-toast';

function Capture({ onReady }: { onReady: (api: ReturnType<typeof useToast>) => void }) {
  onReady(useToastHook());
  return null;
}

describe('ToastProvider', () => {
  it('shows one toast at a time: a new toast replaces the old one', async () => {
    let api: ReturnType<typeof useToast> | undefined;
    render(
      <ToastProvider>
        <Capture
          onReady={(value) => {
            api = value;
          }}
        />
      </ToastProvider>,
    );

    act(() => {
      api?.toast({ title: 'First toast' });
    });
    expect(await screen.findByText('First toast')).toBeInTheDocument();

    act(() => {
      api?.toast({ title: 'Second toast', variant: 'destructive' });
    });
    expect(screen.getByText('Second toast')).toBeInTheDocument();
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
    // The message is announced by the viewport's live region, and exists only once.
    expect(screen.getByText('Second toast').closest('[aria-live="polite"]')).not.toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-26T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on as time passes while the page stays open', () => {
    render(
      <>
        <RelativeTime iso="2026-11-26T11:59:50Z" />
        <RelativeTime iso="2026-11-26T11:00:00Z" />
      </>,
    );
    expect(screen.getByText('now')).toHaveAttribute('datetime', '2026-11-26T11:59:50Z');
    expect(screen.getByText('1h')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('2m')).toBeInTheDocument();
    expect(screen.queryByText('now')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByText('1h')).toHaveAttribute('datetime', '2026-11-26T11:59:50Z');
    expect(screen.getByText('2h')).toBeInTheDocument();
  });

  it('keeps one clock for all the times shown, and stops it when none is left', () => {
    const { unmount } = render(
      <>
        <RelativeTime iso="2026-11-26T11:59:50Z" />
        <RelativeTime iso="2026-11-26T11:58:00Z" />
        <RelativeTime iso="2026-11-26T10:00:00Z" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the right time at once when it appears after the clock was stopped', () => {
    const first = render(<RelativeTime iso="2026-11-26T11:59:50Z" />);
    first.unmount();
    vi.setSystemTime(Date.parse('2026-11-26T12:10:00Z'));
    render(<RelativeTime iso="2026-11-26T11:59:50Z" />);
    expect(screen.getByText('10m')).toBeInTheDocument();
  });
});

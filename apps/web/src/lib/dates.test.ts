import { describe, expect, it } from 'vitest';
import { formatRelative } from './dates';

describe('formatRelative', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');

  it('says how long ago within a week', () => {
    expect(formatRelative('2025-03-10T11:59:30Z', now)).toBe('now');
    expect(formatRelative('2025-03-10T11:15:00Z', now)).toBe('45m');
    expect(formatRelative('2025-03-10T02:00:00Z', now)).toBe('10h');
    expect(formatRelative('2025-03-07T12:00:00Z', now)).toBe('3d');
  });

  it('then the day within the year, then the day and the year', () => {
    expect(formatRelative('2025-01-05T12:00:00Z', now)).toBe('Jan 5');
    expect(formatRelative('2024-11-02T12:00:00Z', now)).toBe('Nov 2, 2024');
  });

  it('shows a clock running ahead as now, and nothing for a date it cannot read', () => {
    expect(formatRelative('2025-03-10T12:05:00Z', now)).toBe('now');
    expect(formatRelative('not a date', now)).toBe('');
  });
});

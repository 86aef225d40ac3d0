import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFullDate, formatRelative, formatShortDate } from './dates';

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

describe('the en-US formats, written out without Intl', () => {
  // Every hour of a day, and a day in every month over a leap year and the next, in this
  // machine's time zone, as Intl.DateTimeFormat gives them.
  const moments = [
    ...Array.from({ length: 24 }, (_, hour) => new Date(2024, 1, 29, hour, hour * 2)),
    ...Array.from({ length: 24 }, (_, month) => new Date(2024, month, 1 + month, 12, 5)),
    new Date(2025, 0, 5, 15, 4),
    new Date(1999, 11, 31, 23, 59),
  ];
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);

  it('match Intl for the short date, the full date and the date and time', () => {
    for (const date of moments) {
      const iso = date.toISOString();
      expect(formatShortDate(iso)).toBe(
        intl({ month: 'short', day: 'numeric', year: 'numeric' }).format(date),
      );
      expect(formatFullDate(iso)).toBe(
        intl({ dateStyle: 'long', timeStyle: 'short' }).format(date),
      );
      expect(formatDateTime(iso)).toBe(
        intl({ dateStyle: 'medium', timeStyle: 'short' }).format(date),
      );
    }
  });

  it('match Intl for the day within the year', () => {
    const now = new Date(2024, 11, 31, 23, 0).getTime();
    for (const date of moments.filter((moment) => moment.getFullYear() === 2024)) {
      expect(formatRelative(date.toISOString(), now)).toBe(
        intl({ month: 'short', day: 'numeric' }).format(date),
      );
    }
  });

  it('say nothing for a date they cannot read', () => {
    for (const format of [formatShortDate, formatFullDate, formatDateTime]) {
      expect(format('not a date')).toBe('');
    }
  });

  it('are what the examples say', () => {
    const iso = new Date(2025, 0, 5, 15, 4).toISOString();
    expect(formatShortDate(iso)).toBe('Jan 5, 2025');
    expect(formatFullDate(iso)).toBe('January 5, 2025 at 3:04 PM');
    expect(formatDateTime(iso)).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatFullDate(new Date(2025, 8, 9, 0, 7).toISOString())).toBe(
      'September 9, 2025 at 12:07 AM',
    );
  });
});

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The seed's en-US short format: 'Jan 5, 2025'. */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? shortDate.format(date) : '';
}

/** Date and time in words, for a tooltip: 'January 5, 2025 at 3:04 PM'. */
export function formatFullDate(iso: string): string {
  const date = parse(iso);
  return date ? fullDate.format(date) : '';
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Date and time, compact: 'Jan 5, 2025, 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTime.format(date) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, as cards and notifications show it (PRODUCT.md §7): 'now', '5m', '3h', '2d'
 * within a week, then 'Nov 2' within the year, then 'Nov 2, 2025'.
 */
export function formatRelative(iso: string, now = Date.now()): string {
  const date = parse(iso);
  if (!date) return '';
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d`;
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return sameYear ? monthDay.format(date) : shortDate.format(date);
}

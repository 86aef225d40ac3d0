const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

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

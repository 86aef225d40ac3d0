/*
 * The app's dates are en-US (the seed's formats), written out here rather than by
 * Intl.DateTimeFormat: a page's first Intl object loads the browser's locale data, 27-43 ms of
 * the main thread on a two-core machine, which Home paid before its first post showed (every
 * card's time has a full-date title). dates.test.ts holds each format to Intl's own output.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const monthName = (date: Date) => MONTHS[date.getMonth()] ?? '';
/** 'Jan', as en-US abbreviates every month (September too: 'Sep'). */
const shortMonth = (date: Date) => monthName(date).slice(0, 3);
const monthDay = (date: Date) => `${shortMonth(date)} ${date.getDate()}`;
const shortDate = (date: Date) => `${monthDay(date)}, ${date.getFullYear()}`;

/** '3:04 PM': a twelve-hour clock, midnight and noon as 12. */
function clockTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The seed's en-US short format: 'Jan 5, 2025'. */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? shortDate(date) : '';
}

/** Date and time in words, for a tooltip: 'January 5, 2025 at 3:04 PM'. */
export function formatFullDate(iso: string): string {
  const date = parse(iso);
  return date
    ? `${monthName(date)} ${date.getDate()}, ${date.getFullYear()} at ${clockTime(date)}`
    : '';
}

/** Date and time, compact: 'Jan 5, 2025, 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? `${shortDate(date)}, ${clockTime(date)}` : '';
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
  return sameYear ? monthDay(date) : shortDate(date);
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'November 2026', for 'Member since'. */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : monthYear.format(date);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234 reads '1.2K' on a count. */
export const formatCount = (count: number): string => compact.format(count);

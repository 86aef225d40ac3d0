/** Timestamps are ISO-8601 UTC text everywhere, so they sort the same on both databases. */
export const nowIso = (): string => new Date().toISOString();

export const DAY_MS = 86_400_000;

export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** The moment `ms` before `iso`. */
export const msBefore = (iso: string, ms: number): string =>
  new Date(Date.parse(iso) - ms).toISOString();

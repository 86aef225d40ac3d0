/** Timestamps are ISO-8601 UTC text everywhere, so they sort the same on both databases. */
export const nowIso = (): string => new Date().toISOString();

export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();

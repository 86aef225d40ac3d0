/**
 * Settings only the web app uses (the seed's toast constants are Radix Toast's); shared
 * limits and messages stay in packages/contract.
 */
export const toastConfig = {
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  limit: 1,
  removeDelayMs: 1_000_000,
} as const;

export const queryConfig = {
  gcTimeMs: 5 * 60 * 1000,
  retry: 3,
  retryDelayCapMs: 30_000,
  currentUserRetry: 1,
} as const;

export const reconnectDelayMs = (attempt: number): number =>
  attempt < 5 ? 1000 : attempt < 15 ? 5000 : attempt < 100 ? 10_000 : 60_000;

/** How long the search box waits after the last key before it searches. */
export const searchDebounceMs = 500;

/** How long 'Dismiss' hides the verify-e-mail banner on this device. */
export const verifyEmailBannerSnoozeMs = 24 * 60 * 60 * 1000;

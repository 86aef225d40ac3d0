import { QueryClient } from '@tanstack/react-query';
import { queryConfig } from '@/config';
import { isApiError } from './api-client';

/** Exponential backoff capped at 30 s (seed, section 9). */
export const retryDelay = (attempt: number): number =>
  Math.min(1000 * 2 ** attempt, queryConfig.retryDelayCapMs);

/**
 * The seed retries every query 3 times. A client error (bad input, not found, not
 * allowed) answers the same the next time, so only failures that may pass on a
 * retry are retried: network errors, timeouts, rate limits and 5xx.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryConfig.gcTimeMs,
        retry: (failureCount, error) => isRetryableError(error) && failureCount < queryConfig.retry,
        retryDelay,
      },
    },
  });
}

import type { TrendingTagsResult } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * The trending list's key. Kept here, not in lib/query-keys.ts, which the sign-in page
 * loads: nothing else reads or updates it.
 */
const trendingKey = ['tags', 'trending'] as const;

/** The tags the most different people used in the last 24 hours (at most ten). */
export const getTrendingTags = (signal?: AbortSignal) =>
  apiClient.get<TrendingTagsResult>('/tags/trending', { signal });

export const trendingTagsQueryOptions = () =>
  queryOptions({
    queryKey: trendingKey,
    queryFn: ({ signal }) => getTrendingTags(signal),
    // A day's ranking moves slowly: a minute old is fresh enough.
    staleTime: 60_000,
  });

export function useTrendingTags() {
  return useQuery(trendingTagsQueryOptions());
}

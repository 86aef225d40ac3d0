import type { TrendingTagsResult } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tagKeys } from '@/lib/query-keys';

/** The tags the most different people used in the last 24 hours (at most ten). */
export const getTrendingTags = (signal?: AbortSignal) =>
  apiClient.get<TrendingTagsResult>('/tags/trending', { signal });

export const trendingTagsQueryOptions = () =>
  queryOptions({
    queryKey: tagKeys.trending(),
    queryFn: ({ signal }) => getTrendingTags(signal),
    // A day's ranking moves slowly: a minute old is fresh enough.
    staleTime: 60_000,
  });

export function useTrendingTags() {
  return useQuery(trendingTagsQueryOptions());
}

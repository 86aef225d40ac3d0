import { limits } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { postKeys } from '@/lib/query-keys';
import { nextCursorOf, readPostList } from '@/lib/read-list';

export type PopularFilter = 'all' | 'following';

/** Popular Today: the last 24 hours by engagement; 'following' never holds anonymous posts. */
export async function getPopularPosts(
  filter: PopularFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const data = await apiClient.post<unknown>(
    '/post/popular',
    {
      window: 'today',
      filter,
      pageNum: 1,
      pageSize: limits.pageSizeDefault,
      ...(cursor ? { cursor } : {}),
    },
    { signal },
  );
  return readPostList(data);
}

export const popularPostsQueryOptions = (filter: PopularFilter) =>
  infiniteQueryOptions({
    queryKey: postKeys.popular(filter),
    queryFn: ({ pageParam, signal }) => getPopularPosts(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

export function usePopularPosts(filter: PopularFilter) {
  return useInfiniteQuery(popularPostsQueryOptions(filter));
}

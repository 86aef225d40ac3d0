import { limits } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { postKeys } from '@/lib/query-keys';
import { nextCursorOf, readPostList } from '@/lib/read-list';

/** One page of the viewer's saved posts, newest saved first. */
export async function getSavedPosts({
  cursor,
  signal,
}: {
  cursor: string | null;
  signal?: AbortSignal;
}) {
  const data = await apiClient.post<unknown>(
    '/post/saved',
    { pageNum: 1, pageSize: limits.pageSizeDefault, ...(cursor ? { cursor } : {}) },
    { signal },
  );
  return readPostList(data);
}

export const savedPostsInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: postKeys.saved(),
    queryFn: ({ pageParam, signal }) => getSavedPosts({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

export function useSavedPosts() {
  return useInfiniteQuery(savedPostsInfiniteQueryOptions());
}

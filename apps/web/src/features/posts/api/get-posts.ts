import { limits } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type PostListFilters, postKeys } from '@/lib/query-keys';
import { nextCursorOf, readPostList } from './read-post-list';

type GetPostsInput = {
  filters: PostListFilters;
  cursor: string | null;
  signal?: AbortSignal;
};

/** One page of the post list: the first by page number, each next one by its cursor. */
export async function getPosts({ filters, cursor, signal }: GetPostsInput) {
  const data = await apiClient.post<unknown>(
    '/post/list',
    {
      pageNum: 1,
      pageSize: limits.pageSizeDefault,
      ...(cursor ? { cursor } : {}),
      filters,
    },
    { signal },
  );
  return readPostList(data);
}

export const postsInfiniteQueryOptions = (filters: PostListFilters = {}) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPosts({ filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

/**
 * Home's feed, the list with no filters. Home's route loader asks for its first page while
 * Home's code is still loading (app/prefetch-first-page.ts), so by the time Home mounts the
 * answer is usually in: a page that young is shown as it is rather than asked for again.
 * Every visit to Home still asks once, through the loader.
 */
export const homeFeedQueryOptions = () =>
  infiniteQueryOptions({ ...postsInfiniteQueryOptions({}), staleTime: 30_000 });

export function useHomeFeed() {
  return useInfiniteQuery(homeFeedQueryOptions());
}

export function usePosts(filters: PostListFilters = {}) {
  return useInfiniteQuery(postsInfiniteQueryOptions(filters));
}

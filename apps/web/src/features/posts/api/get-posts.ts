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

export function usePosts(filters: PostListFilters = {}) {
  return useInfiniteQuery(postsInfiniteQueryOptions(filters));
}

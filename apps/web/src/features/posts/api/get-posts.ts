import { limits } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type HomeFeed, homeFeedFilters } from '@/lib/post-cache';
import { type PostListFilters, postKeys } from '@/lib/query-keys';
import { nextCursorOf, readPostList } from '@/lib/read-list';
import { rememberedHomeFeed } from '../lib/home-feed-choice';

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
 * A Home tab's list. Home's route loader asks for the first page of the tab this device
 * shows (the default: app/prefetch-first-page.ts calls this without a tab) while Home's code
 * is still loading, so by the time Home mounts the answer is usually in: a page that young
 * is shown as it is rather than asked for again. Every visit to Home still asks once,
 * through the loader.
 */
export const homeFeedQueryOptions = (feed: HomeFeed = rememberedHomeFeed()) =>
  infiniteQueryOptions({
    ...postsInfiniteQueryOptions(homeFeedFilters(feed)),
    staleTime: 30_000,
  });

export function useHomeFeed(feed: HomeFeed) {
  return useInfiniteQuery(homeFeedQueryOptions(feed));
}

export function usePosts(filters: PostListFilters = {}) {
  return useInfiniteQuery(postsInfiniteQueryOptions(filters));
}

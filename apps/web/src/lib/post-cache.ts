import type { Post, PostListResult } from '@app/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { type PostListFilters, postKeys } from './query-keys';

/** The cached shape of every infinite post list (Home, Saved, a profile's posts, search). */
export type PostPages = InfiniteData<PostListResult, string | null>;

/**
 * Home's two tabs (PRODUCT.md §7): 'everyone' is the seed's Home Feed, the post list with no
 * filters; 'following' is the viewer's own posts and those of the people they follow, with
 * reposts. The posts feature lists them and realtime adds to them, so both name their cache
 * entries from here (here rather than in a module of their own: each chunk the build makes
 * costs the sign-in page the bytes of its name).
 */
export type HomeFeed = 'everyone' | 'following';

export const homeFeedFilters = (feed: HomeFeed): PostListFilters =>
  feed === 'following' ? { feed: 'following' } : {};

export const homeFeedKey = (feed: HomeFeed) => postKeys.list(homeFeedFilters(feed));

const isPost = (value: unknown): value is Post =>
  typeof value === 'object' && value !== null && '_id' in value && 'counts' in value;

const isPostPages = (value: unknown): value is PostPages =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { pages?: unknown }).pages);

/** Returns the same object when nothing changed, so untouched queries do not re-render. */
function mapCachedData(
  data: unknown,
  postId: string,
  change: (post: Post) => Post | null,
): unknown {
  if (isPostPages(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.postList.some((post) => post._id === postId)) return page;
      changed = true;
      const postList = page.postList.flatMap((post) => {
        if (post._id !== postId) return [post];
        const next = change(post);
        return next ? [next] : [];
      });
      return { ...page, postList };
    });
    return changed ? { ...data, pages } : data;
  }
  if (isPost(data) && data._id === postId) return change(data) ?? data;
  return data;
}

/**
 * Applies `change` to every cached copy of one post: the post page and every infinite
 * list under `within` (all post queries by default). A list drops the post when
 * `change` returns null; a single post's query is left as it is then.
 */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: (post: Post) => Post | null,
  within: QueryKey = postKeys.all,
): void {
  for (const [queryKey, data] of queryClient.getQueriesData({ queryKey: within })) {
    const next = mapCachedData(data, postId, change);
    if (next !== data) queryClient.setQueryData(queryKey, next);
  }
}

/**
 * Drops the post from every cached list and forgets its own query unless a page still
 * shows it (removing that one would make the page fetch the post again at once).
 */
export function removeCachedPost(queryClient: QueryClient, postId: string): void {
  updateCachedPost(queryClient, postId, () => null);
  queryClient.removeQueries({ queryKey: postKeys.detail(postId), exact: true, type: 'inactive' });
}

/**
 * Any cached copy of the post (under `within`, all post queries by default), to show at once
 * while its own query loads.
 */
export function findCachedPost(
  queryClient: QueryClient,
  postId: string,
  within: QueryKey = postKeys.all,
): Post | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: within })) {
    if (isPost(data) && data._id === postId) return data;
    if (isPostPages(data)) {
      for (const page of data.pages) {
        const found = page.postList.find((post) => post._id === postId);
        if (found) return found;
      }
    }
  }
  return undefined;
}

import { type PostListFilters, postKeys } from './query-keys';

/**
 * Home's two tabs (PRODUCT.md §7): 'everyone' is the seed's Home Feed, the post list with no
 * filters; 'following' is the viewer's own posts and those of the people they follow, with
 * reposts. The posts feature lists them and realtime counts what is new in each, so both
 * name their cache entries from here.
 */
export type HomeFeed = 'everyone' | 'following';

export const homeFeedFilters = (feed: HomeFeed): PostListFilters =>
  feed === 'following' ? { feed: 'following' } : {};

export const homeFeedKey = (feed: HomeFeed) => postKeys.list(homeFeedFilters(feed));

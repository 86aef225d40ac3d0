import type { ListPostsInput } from '@app/contract';

/**
 * Query keys, one factory per resource, so a mutation can reach every cached copy
 * of what it changes (for example the current user after a profile update).
 */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  /** People, filtered by a search. */
  list: (filters: { search: string }) => [...userKeys.lists(), filters] as const,
  /** A user's followers or the accounts they follow: lists of users too. */
  connections: (id: string, direction: 'followers' | 'following') =>
    [...userKeys.lists(), direction, id] as const,
  followRequests: () => [...userKeys.all, 'follow-requests'] as const,
  blocked: () => [...userKeys.all, 'blocked'] as const,
  /** Accounts I muted: a list of users, so patchUser reaches it too. */
  muted: () => [...userKeys.all, 'muted'] as const,
};

/** What only the signed-in owner sees about their account: devices and muted words. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  mutedWords: () => [...accountKeys.all, 'muted-words'] as const,
};

export type PostListFilters = NonNullable<ListPostsInput['filters']>;

/**
 * Every query that holds posts lives under postKeys.all: single posts under detail,
 * infinite lists ({ postList } pages) under list, saved and popular. lib/post-cache.ts
 * walks them all to keep each copy of a post the same.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (filters: PostListFilters) => [...postKeys.lists(), filters] as const,
  saved: () => [...postKeys.all, 'saved'] as const,
  popular: (filter: 'all' | 'following') => [...postKeys.all, 'popular', filter] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: string) => [...postKeys.details(), id] as const,
};

export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  /** A post's top-level comments; its reply threads sit under this key too. */
  list: (postId: string) => [...commentKeys.lists(), postId] as const,
  replies: (postId: string, parentId: string) =>
    [...commentKeys.list(postId), 'replies', parentId] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/** What moderators work from: the open reports, grouped by target, and the log of actions. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
};

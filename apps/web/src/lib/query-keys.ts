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
};

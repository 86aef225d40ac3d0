import type { FollowStatus, User, UserListResult } from '@app/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { userKeys } from '@/lib/query-keys';

type UserList = { userList: User[] };
type UserPages = InfiniteData<UserListResult, string | null>;

const isUserList = (data: unknown): data is UserList =>
  typeof data === 'object' && data !== null && Array.isArray((data as UserList).userList);

const isUserPages = (data: unknown): data is UserPages =>
  typeof data === 'object' && data !== null && Array.isArray((data as UserPages).pages);

/** Applies `update` to every user in a cached list, whatever its shape. */
function mapUsersIn(data: unknown, update: (user: User) => User): unknown {
  if (isUserPages(data)) {
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, userList: page.userList.map(update) })),
    };
  }
  if (isUserList(data)) return { ...data, userList: data.userList.map(update) };
  return data;
}

/**
 * Changes one user in every cached copy (the profile, the current user, People and the
 * follower lists, follow requests, blocked accounts), so no screen shows a stale state.
 */
export function patchUser(queryClient: QueryClient, userId: string, update: (user: User) => User) {
  const updateIfMatch = (user: User) => (user._id === userId ? update(user) : user);
  queryClient.setQueriesData<unknown>({ queryKey: userKeys.all }, (data: unknown) => {
    if (!data) return data;
    if (isUserPages(data) || isUserList(data)) return mapUsersIn(data, updateIfMatch);
    const user = data as User;
    return typeof user._id === 'string' ? updateIfMatch(user) : data;
  });
}

/** Drops one user from the cached lists under `queryKey` (a request answered, a follower removed). */
export function removeUserFromLists(queryClient: QueryClient, queryKey: QueryKey, userId: string) {
  queryClient.setQueriesData<unknown>({ queryKey }, (data: unknown) => {
    if (isUserPages(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          userList: page.userList.filter((user) => user._id !== userId),
        })),
      };
    }
    if (isUserList(data))
      return { ...data, userList: data.userList.filter((u) => u._id !== userId) };
    return data;
  });
}

/**
 * Remembers every cached user query before an optimistic change; the returned function puts
 * them all back when the server says no.
 */
export function snapshotUsers(queryClient: QueryClient): () => void {
  const saved = queryClient.getQueriesData<unknown>({ queryKey: userKeys.all });
  return () => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };
}

/** The user as seen after following, requesting or leaving them; counts follow the change. */
export function withFollowStatus(user: User, status: FollowStatus): User {
  if (!user.viewer) return user;
  const wasFollowing = user.viewer.following;
  const following = status === 'following';
  return {
    ...user,
    followersCount: Math.max(0, user.followersCount + Number(following) - Number(wasFollowing)),
    viewer: { ...user.viewer, following, requested: status === 'requested' },
  };
}

/** The current user as cached by the session, read without depending on the auth feature. */
export const cachedCurrentUser = (queryClient: QueryClient): User | null | undefined =>
  queryClient.getQueryData<User | null>(userKeys.me());

/**
 * Counts on my own profile change with my follows; the server has the true numbers, so my
 * profile and session are refreshed rather than computed here.
 */
export async function refreshMyCounts(queryClient: QueryClient) {
  const me = cachedCurrentUser(queryClient);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.me(), exact: true }),
    me ? queryClient.invalidateQueries({ queryKey: userKeys.detail(me._id) }) : undefined,
    me
      ? queryClient.invalidateQueries({ queryKey: userKeys.connections(me._id, 'following') })
      : undefined,
    me
      ? queryClient.invalidateQueries({ queryKey: userKeys.connections(me._id, 'followers') })
      : undefined,
  ]);
}

/**
 * A block, or a change of my name or picture, shows in content cached outside the user
 * queries (posts, comments): those are marked stale and the ones on screen refetch.
 */
export const invalidateAllButUsers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] });

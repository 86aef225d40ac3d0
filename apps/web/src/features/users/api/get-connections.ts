import { limits, type UserListResult } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { nextCursorOf } from '@/lib/read-list';

export type ConnectionDirection = 'followers' | 'following';

/** Who follows a user, or whom they follow; 403 for a private account the viewer does not follow. */
export const getConnections = (
  {
    userId,
    direction,
    cursor,
  }: { userId: string; direction: ConnectionDirection; cursor: string | null },
  signal?: AbortSignal,
): Promise<UserListResult> =>
  apiClient.post<UserListResult>(
    `/user/${direction}`,
    { userId, pageSize: limits.pageSizeDefault, ...(cursor ? { cursor } : {}) },
    { signal },
  );

export const connectionsInfiniteQueryOptions = (userId: string, direction: ConnectionDirection) =>
  infiniteQueryOptions({
    queryKey: userKeys.connections(userId, direction),
    queryFn: ({ pageParam, signal }) =>
      getConnections({ userId, direction, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

export function useConnections(
  userId: string,
  direction: ConnectionDirection,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({ ...connectionsInfiniteQueryOptions(userId, direction), enabled });
}

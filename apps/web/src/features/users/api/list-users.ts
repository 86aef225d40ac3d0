import { limits, type UserListResult } from '@app/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { nextCursorOf } from '@/lib/read-list';

/** People: everyone but the viewer and those a block stands between, newest first. */
export const listUsers = (
  { search, cursor }: { search: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<UserListResult> =>
  apiClient.post<UserListResult>(
    '/user/list',
    {
      pageNum: 1,
      pageSize: limits.pageSizeDefault,
      ...(cursor ? { cursor } : {}),
      filters: search ? { search } : {},
    },
    { signal },
  );

export const usersInfiniteQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.list({ search }),
    queryFn: ({ pageParam, signal }) => listUsers({ search, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

/** While a new search loads, the last results stay on screen instead of a spinner. */
export function useUsers(search: string) {
  return useInfiniteQuery({
    ...usersInfiniteQueryOptions(search),
    placeholderData: keepPreviousData,
  });
}

/**
 * The first page of a People search, for the '@' autocomplete of the post and comment boxes.
 * Its key sits under the user lists (so patchUser and invalidations reach it) but is written
 * here, not in lib/query-keys.ts, which the sign-in page loads and whose budget is full.
 * A plain object rather than queryOptions(): sharing that helper with one more chunk splits
 * it into a file of its own, and the sign-in page would load one more file.
 */
export const mentionCandidatesQueryOptions = (search: string) => ({
  queryKey: [...userKeys.lists(), 'mention', search] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => listUsers({ search, cursor: null }, signal),
  enabled: search !== '',
  placeholderData: keepPreviousData,
});

import type { User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** The accounts I blocked; People and search no longer show them, so this is where to find them. */
export const getBlockedUsers = (signal?: AbortSignal): Promise<{ userList: User[] }> =>
  apiClient.get<{ userList: User[] }>('/user/blocked', { signal });

export const blockedUsersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.blocked(), queryFn: ({ signal }) => getBlockedUsers(signal) });

export function useBlockedUsers() {
  return useQuery(blockedUsersQueryOptions());
}

import type { User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** The accounts I muted: their posts and comments stay out of what I see. */
export const getMutedUsers = (signal?: AbortSignal) =>
  apiClient.get<{ userList: User[] }>('/user/muted', { signal });

export const mutedUsersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.muted(), queryFn: ({ signal }) => getMutedUsers(signal) });

export function useMutedUsers() {
  return useQuery(mutedUsersQueryOptions());
}

import type { User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** The accounts I muted: Settings lists them, and menus read it to offer Mute or Unmute. */
export const getMutedUsers = (signal?: AbortSignal) =>
  apiClient.get<{ userList: User[] }>('/user/muted', { signal });

export const mutedUsersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.muted(), queryFn: ({ signal }) => getMutedUsers(signal) });

export function useMutedUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...mutedUsersQueryOptions(), enabled });
}

export const isMuted = (muted: { userList: User[] } | undefined, userId: string) =>
  Boolean(muted?.userList.some((user) => user._id === userId));

import type { User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** A profile as its viewer may see it; 404 also when that user blocked the viewer. */
export const getUser = async (userId: string, signal?: AbortSignal): Promise<User> => {
  const { user } = await apiClient.get<{ user: User }>(`/user/${encodeURIComponent(userId)}`, {
    signal,
  });
  return user;
};

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export function useUser(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(userId), enabled });
}

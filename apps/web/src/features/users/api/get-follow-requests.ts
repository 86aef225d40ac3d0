import type { User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** People asking to follow me (my private account). */
export const getFollowRequests = (signal?: AbortSignal): Promise<{ userList: User[] }> =>
  apiClient.get<{ userList: User[] }>('/user/follow-requests', { signal });

export const followRequestsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.followRequests(),
    queryFn: ({ signal }) => getFollowRequests(signal),
  });

export function useFollowRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...followRequestsQueryOptions(), enabled });
}

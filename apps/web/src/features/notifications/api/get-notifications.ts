import type { NotificationsResult } from '@app/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';
import { nextCursorOf } from '@/lib/read-list';

export async function getNotifications(cursor: string | null, pageSize = 20, signal?: AbortSignal) {
  const query = new URLSearchParams({ pageSize: String(pageSize), ...(cursor ? { cursor } : {}) });
  return apiClient.get<NotificationsResult>(`/notifications?${query}`, { signal });
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, 20, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursorOf,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** The unread count for the badge; the event stream keeps it current. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) => (await getNotifications(null, 1, signal)).unread,
    staleTime: 60_000,
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadQueryOptions(), enabled });
}

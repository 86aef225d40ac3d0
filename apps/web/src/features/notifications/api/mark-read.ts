import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

export const markNotificationsRead = (ids?: string[]) =>
  apiClient.post<{ unread: number }>('/notifications/read', ids ? { ids } : {});

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

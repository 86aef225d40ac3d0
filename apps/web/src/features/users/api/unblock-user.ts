import type { User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { invalidateAllButUsers, patchUser, removeUserFromLists, snapshotUsers } from './user-cache';

export const unblockUser = (userId: string) =>
  apiClient.post<Record<string, never>>('/user/unblock', { userId });

export const unblockUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'unblock'],
    mutationFn: (user: Pick<User, '_id'>) => unblockUser(user._id),
  });

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unblockUserMutationOptions(),
    onMutate: async (user) => {
      const rollback = snapshotUsers(queryClient);
      removeUserFromLists(queryClient, userKeys.blocked(), user._id);
      patchUser(queryClient, user._id, (cached) =>
        cached.viewer ? { ...cached, viewer: { ...cached.viewer, blocking: false } } : cached,
      );
      return { rollback };
    },
    onError: (_error, _user, context) => context?.rollback(),
    onSettled: (_data, _error, user) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(user._id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.blocked() }),
        invalidateAllButUsers(queryClient),
      ]),
  });
}

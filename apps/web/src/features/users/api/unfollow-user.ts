import type { User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { patchUser, refreshMyCounts, snapshotUsers, withFollowStatus } from './user-cache';

/** Stops following, or withdraws a pending request. */
export const unfollowUser = (userId: string): Promise<{ status: 'none' }> =>
  apiClient.post<{ status: 'none' }>('/user/unfollow', { userId });

export const unfollowUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'unfollow'],
    mutationFn: (user: User) => unfollowUser(user._id),
  });

export function useUnfollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unfollowUserMutationOptions(),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: userKeys.detail(user._id) });
      const rollback = snapshotUsers(queryClient);
      patchUser(queryClient, user._id, (cached) => withFollowStatus(cached, 'none'));
      return { rollback };
    },
    onError: (_error, _user, context) => context?.rollback(),
    onSettled: () => refreshMyCounts(queryClient),
  });
}

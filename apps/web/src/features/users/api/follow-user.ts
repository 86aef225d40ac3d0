import type { FollowStatus, User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { patchUser, refreshMyCounts, snapshotUsers, withFollowStatus } from './user-cache';

/** Follows a public account at once; a private one gets a request ('requested'). */
export const followUser = async (userId: string): Promise<FollowStatus> => {
  const { status } = await apiClient.post<{ status: FollowStatus }>('/user/follow', { userId });
  return status;
};

export const followUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'follow'],
    mutationFn: (user: User) => followUser(user._id),
  });

/** Shows the new state at once everywhere the user is cached, and puts it back on failure. */
export function useFollowUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...followUserMutationOptions(),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: userKeys.detail(user._id) });
      const rollback = snapshotUsers(queryClient);
      const expected: FollowStatus = user.isPrivate ? 'requested' : 'following';
      patchUser(queryClient, user._id, (cached) => withFollowStatus(cached, expected));
      return { rollback };
    },
    onError: (_error, _user, context) => context?.rollback(),
    onSuccess: (status, user) => {
      patchUser(queryClient, user._id, (cached) => withFollowStatus(cached, status));
    },
    onSettled: () => refreshMyCounts(queryClient),
  });
}

import type { User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import {
  cachedCurrentUser,
  patchUser,
  refreshMyCounts,
  removeUserFromLists,
  snapshotUsers,
} from './user-cache';

/** Removes someone from my followers without blocking them. */
export const removeFollower = (userId: string) =>
  apiClient.post<Record<string, never>>('/user/followers/remove', { userId });

export const removeFollowerMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'remove-follower'],
    mutationFn: (user: User) => removeFollower(user._id),
  });

export function useRemoveFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeFollowerMutationOptions(),
    onMutate: async (user) => {
      const rollback = snapshotUsers(queryClient);
      const me = cachedCurrentUser(queryClient);
      if (me) removeUserFromLists(queryClient, userKeys.connections(me._id, 'followers'), user._id);
      patchUser(queryClient, user._id, (cached) =>
        cached.viewer ? { ...cached, viewer: { ...cached.viewer, followsYou: false } } : cached,
      );
      return { rollback };
    },
    onError: (_error, _user, context) => context?.rollback(),
    onSettled: () => refreshMyCounts(queryClient),
  });
}

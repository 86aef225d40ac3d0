import type { User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { invalidateAllButUsers, patchUser, refreshMyCounts, snapshotUsers } from './user-cache';

/** Blocks a user: every follow and request between us ends (PRODUCT.md rule 6). */
export const blockUser = (userId: string) =>
  apiClient.post<Record<string, never>>('/user/block', { userId });

export const blockUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'block'],
    mutationFn: (user: User) => blockUser(user._id),
  });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...blockUserMutationOptions(),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: userKeys.detail(user._id) });
      const rollback = snapshotUsers(queryClient);
      patchUser(queryClient, user._id, (cached) =>
        cached.viewer
          ? {
              ...cached,
              viewer: {
                ...cached.viewer,
                blocking: true,
                following: false,
                requested: false,
                followsYou: false,
              },
            }
          : cached,
      );
      return { rollback };
    },
    onError: (_error, _user, context) => context?.rollback(),
    onSettled: (_data, _error, user) =>
      Promise.all([
        // Counts changed with the follows removed, and People no longer lists them.
        queryClient.invalidateQueries({ queryKey: userKeys.detail(user._id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.followRequests() }),
        queryClient.invalidateQueries({ queryKey: userKeys.blocked() }),
        refreshMyCounts(queryClient),
        // Their posts and comments leave every feed too.
        invalidateAllButUsers(queryClient),
      ]),
  });
}

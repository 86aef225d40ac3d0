import type { User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { patchUser, refreshMyCounts, removeUserFromLists, snapshotUsers } from './user-cache';

export type FollowRequestAnswer = 'accept' | 'reject';

/** Accepts or rejects someone's request to follow my private account. */
export const respondToFollowRequest = (userId: string, answer: FollowRequestAnswer) =>
  apiClient.post<Record<string, never>>(`/user/follow-requests/${answer}`, { userId });

type Variables = { user: User; answer: FollowRequestAnswer };

export const respondToFollowRequestMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'follow-request'],
    mutationFn: ({ user, answer }: Variables) => respondToFollowRequest(user._id, answer),
  });

export function useRespondToFollowRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...respondToFollowRequestMutationOptions(),
    onMutate: async ({ user, answer }) => {
      await queryClient.cancelQueries({ queryKey: userKeys.followRequests() });
      const rollback = snapshotUsers(queryClient);
      removeUserFromLists(queryClient, userKeys.followRequests(), user._id);
      if (answer === 'accept') {
        patchUser(queryClient, user._id, (cached) =>
          cached.viewer ? { ...cached, viewer: { ...cached.viewer, followsYou: true } } : cached,
        );
      }
      return { rollback };
    },
    onError: (_error, _variables, context) => context?.rollback(),
    onSettled: (_data, _error, { answer }) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.followRequests() });
      if (answer === 'accept') return refreshMyCounts(queryClient);
    },
  });
}

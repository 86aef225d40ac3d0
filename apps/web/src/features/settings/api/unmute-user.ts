import type { User } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { refreshMutedContent } from './refresh-content';

export const unmuteUser = (userId: string) =>
  apiClient.post<Record<string, never>>('/user/unmute', { userId });

export const unmuteUserMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.muted(), 'unmute'],
    mutationFn: (user: Pick<User, '_id'>) => unmuteUser(user._id),
  });

/** The row leaves the list at once; their posts come back into the feeds. */
export function useUnmuteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...unmuteUserMutationOptions(),
    onMutate: async (user) => {
      await queryClient.cancelQueries({ queryKey: userKeys.muted() });
      const previous = queryClient.getQueryData<{ userList: User[] }>(userKeys.muted());
      if (previous) {
        queryClient.setQueryData(userKeys.muted(), {
          ...previous,
          userList: previous.userList.filter((item) => item._id !== user._id),
        });
      }
      return { previous };
    },
    onError: (_error, _user, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.muted(), context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.muted() }),
        refreshMutedContent(queryClient),
      ]),
  });
}

import type { User, UserSummary } from '@app/contract';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { refreshMutedContent } from '@/lib/refresh-muted-content';

export type MuteTarget = Pick<UserSummary, '_id' | 'username'>;

export const muteUser = (userId: string) =>
  apiClient.post<Record<string, never>>('/user/mute', { userId });

export const unmuteUser = (userId: string) =>
  apiClient.post<Record<string, never>>('/user/unmute', { userId });

type MutedList = { userList: User[] };

/**
 * An unmuted person leaves the cached muted list at once. A muted one joins it when it is
 * refetched: the list holds whole users, which a menu does not have to hand.
 */
async function applyMute(queryClient: QueryClient, user: MuteTarget, muted: boolean) {
  await queryClient.cancelQueries({ queryKey: userKeys.muted() });
  const previous = queryClient.getQueryData<MutedList>(userKeys.muted());
  if (previous && !muted) {
    queryClient.setQueryData<MutedList>(userKeys.muted(), {
      ...previous,
      userList: previous.userList.filter((item) => item._id !== user._id),
    });
  }
  return { previous };
}

/** The server leaves a muted person's named posts and comments out of every list. */
const refresh = (queryClient: QueryClient, user: MuteTarget) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.muted() }),
    // The profile's viewer.muting turns the menu's Mute into Unmute.
    queryClient.invalidateQueries({ queryKey: userKeys.detail(user._id) }),
    refreshMutedContent(queryClient),
  ]);

export const muteUserMutationOptions = (muted: boolean) =>
  mutationOptions({
    mutationKey: [...userKeys.muted(), muted ? 'mute' : 'unmute'],
    mutationFn: (user: MuteTarget) => (muted ? muteUser(user._id) : unmuteUser(user._id)),
  });

/** Mutes (or, with `muted: false`, unmutes) someone. */
export function useSetMuted(muted: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    ...muteUserMutationOptions(muted),
    onMutate: (user) => applyMute(queryClient, user, muted),
    onError: (_error, _user, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.muted(), context.previous);
    },
    onSettled: (_data, _error, user) => refresh(queryClient, user),
  });
}

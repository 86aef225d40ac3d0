import type { Session } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

/** Signs one of my other devices out. */
export const endSession = (sessionId: string) =>
  apiClient.delete<Record<string, never>>(`/auth/sessions/${encodeURIComponent(sessionId)}`);

export const endSessionMutationOptions = () =>
  mutationOptions({ mutationKey: [...accountKeys.sessions(), 'end'], mutationFn: endSession });

/** The row leaves the list at once and comes back if the server says no. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endSessionMutationOptions(),
    onMutate: async (sessionId) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.sessions() });
      const previous = queryClient.getQueryData<{ sessions: Session[] }>(accountKeys.sessions());
      if (previous) {
        queryClient.setQueryData(accountKeys.sessions(), {
          sessions: previous.sessions.filter((session) => session._id !== sessionId),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.sessions(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

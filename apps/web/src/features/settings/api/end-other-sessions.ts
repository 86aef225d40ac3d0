import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

/** Signs every device but this one out. */
export const endOtherSessions = () =>
  apiClient.post<Record<string, never>>('/auth/sessions/revoke-others');

export const endOtherSessionsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...accountKeys.sessions(), 'end-others'],
    mutationFn: endOtherSessions,
  });

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    ...endOtherSessionsMutationOptions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

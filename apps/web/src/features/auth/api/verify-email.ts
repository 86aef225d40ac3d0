import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** Confirms the e-mail address with the token from the e-mailed link. */
export const verifyEmail = (token: string) =>
  apiClient.post<Record<string, never>>('/auth/email/verify', { token });

export const verifyEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'email', 'verify'], mutationFn: verifyEmail });

/**
 * On success the current user is read again, so the banner asking to verify goes away. The
 * page reads the current user while it verifies: a first read still under way started
 * before the verification and would answer 'unverified', and invalidating alone joins it
 * rather than asking again. So it is cancelled first.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyEmailMutationOptions(),
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: userKeys.me(), exact: true });
      await queryClient.invalidateQueries({ queryKey: userKeys.me(), exact: true });
    },
  });
}

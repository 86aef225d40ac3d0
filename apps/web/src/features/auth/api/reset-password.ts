import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Sets a new password with the token from the e-mailed link; every session of the account ends. */
export const resetPassword = (input: { token: string; password: string }) =>
  apiClient.post<Record<string, never>>('/auth/password/reset', input);

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'password', 'reset'], mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}

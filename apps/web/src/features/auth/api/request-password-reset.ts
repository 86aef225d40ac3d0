import type { ForgotPasswordInput } from '@app/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Asks for a reset link. The server answers the same whether or not the e-mail is known. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiClient.post<Record<string, never>>('/auth/password/forgot', input);

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'password', 'forgot'],
    mutationFn: requestPasswordReset,
  });

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}

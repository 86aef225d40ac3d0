import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Sends a new verification link to the signed-in user's address; older links stop working. */
export const resendVerification = () =>
  apiClient.post<Record<string, never>>('/auth/email/verify/resend');

export const resendVerificationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'email', 'verify', 'resend'],
    mutationFn: resendVerification,
  });

export function useResendVerification() {
  return useMutation(resendVerificationMutationOptions());
}

import type { SignUpInput, User } from '@app/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const signUp = (input: SignUpInput): Promise<{ user: User }> =>
  apiClient.post<{ user: User }>('/auth/signup', input);

export const signUpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });

export function useSignUp() {
  return useMutation(signUpMutationOptions());
}

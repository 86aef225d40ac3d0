import type { LoginInput, LoginResult } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { userKeys } from '@/lib/query-keys';

export const login = (input: LoginInput): Promise<LoginResult> =>
  apiClient.post<LoginResult>('/auth/login', input);

export const loginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

/** Logs in, keeps the session in storage and makes the user the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutationOptions(),
    onSuccess: ({ token, user }) => {
      authStorage.setSession(token, user._id);
      queryClient.setQueryData(userKeys.me(), user);
    },
  });
}

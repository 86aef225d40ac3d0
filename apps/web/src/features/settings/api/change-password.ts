import type { ChangePasswordInput } from '@app/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

/** Changes my password; the server signs out every other device. */
export const changePassword = (input: ChangePasswordInput) =>
  apiClient.post<Record<string, never>>('/auth/password', input);

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: [...accountKeys.all, 'password'], mutationFn: changePassword });

/** The device list shrinks to this one afterwards, so it is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changePasswordMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

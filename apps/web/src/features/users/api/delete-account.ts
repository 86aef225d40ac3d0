import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

/** Deletes my account and everything in it; the password confirms it is really me. */
export const deleteAccount = (password: string) =>
  apiRequest<Record<string, never>>('/user/me', { method: 'DELETE', body: { password } });

export const deleteAccountMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'delete-account'],
    mutationFn: ({ password }: { password: string }) => deleteAccount(password),
  });

/** The caller ends the session afterwards, as sign-out does. */
export function useDeleteAccount() {
  return useMutation(deleteAccountMutationOptions());
}

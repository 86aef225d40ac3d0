import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Revokes the token on the server. */
export const logout = (): Promise<unknown> => apiClient.post('/auth/logout');

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'logout'], mutationFn: logout });

export function useLogout() {
  return useMutation(logoutMutationOptions());
}

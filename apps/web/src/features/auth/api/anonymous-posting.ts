import { type QueryClient, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { type CurrentUser, currentUserQueryOptions } from './get-current-user';

/**
 * Whether the signed-in user may still post and comment anonymously: false once a
 * moderator took the right away (rule 13), true while the server has not said otherwise.
 */
export function useCanPostAnonymously(): boolean {
  const { data } = useQuery({
    ...currentUserQueryOptions(),
    select: (user) => user?.canPostAnonymously !== false,
  });
  return data ?? true;
}

/**
 * True when the server refused to publish anonymously because the right was taken away.
 * The current user then learns it at once, so the forms explain it without a reload.
 */
export function noteAnonymousPostingRevoked(queryClient: QueryClient, error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403) return false;
  if (error.code !== 'ANONYMOUS_POSTING_REVOKED') return false;
  queryClient.setQueryData<CurrentUser>(userKeys.me(), (user) =>
    user ? { ...user, canPostAnonymously: false } : user,
  );
  return true;
}

import { messages, type User } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryConfig } from '@/config';
import { apiClient, isApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { userKeys } from '@/lib/query-keys';

// The seed's texts for a failed authentication check; they are logged, never shown.
export const AUTH_FAILED = 'Authentication failed';
export const USER_DATA_NOT_FOUND = 'User data not found';

/** Why the current user could not be read, and whether asking again may help. */
export class AuthCheckError extends Error {
  override readonly name = 'AuthCheckError';
  readonly retryable: boolean;

  constructor(message: string, retryable: boolean, cause?: unknown) {
    super(message, { cause });
    this.retryable = retryable;
  }
}

/** Null once the user signed out in this tab; the query then needs no new check. */
export type CurrentUser = User | null;

export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  if (!authStorage.hasSession()) {
    throw new AuthCheckError(messages.notAuthenticated, false);
  }

  let data: { user?: User } | undefined;
  try {
    data = await apiClient.get<{ user?: User }>('/user/me', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // The seed: a rejected token is dropped and the page starts over, signed out.
      authStorage.clear();
      window.location.reload();
      throw new AuthCheckError(AUTH_FAILED, false, error);
    }
    // A check given up (the query cancelled as its page went) failed nothing: no log.
    if (signal?.aborted) throw error;
    // The seed logs a failed check and leaves the user signed out.
    console.warn('Authentication check failed:', error);
    const retryable = !isApiError(error) || error.status >= 500 || error.status === 429;
    throw new AuthCheckError(isApiError(error) ? AUTH_FAILED : String(error), retryable, error);
  }

  if (!data?.user?._id) throw new AuthCheckError(USER_DATA_NOT_FOUND, false);
  return data.user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }): Promise<CurrentUser> => getCurrentUser(signal),
    // Many components read the current user; mounting one must not ask the server again.
    staleTime: 60_000,
    // A failed check leaves the visit signed out: the sign-in page it lands on must not ask
    // the server a third time (signing in puts the user into this query directly).
    retryOnMount: false,
    retry: (failureCount, error) =>
      error instanceof AuthCheckError &&
      error.retryable &&
      failureCount < queryConfig.currentUserRetry,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

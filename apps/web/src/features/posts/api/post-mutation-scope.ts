import type { QueryClient } from '@tanstack/react-query';
import { failureReason, isApiError } from '@/lib/api-client';
import { removeCachedPost } from '@/lib/post-cache';
import { postKeys } from '@/lib/query-keys';

/**
 * Reactions and saves on one post run one after another (a TanStack mutation scope),
 * so the server sees the clicks in the order they were made.
 */
export const postScope = (postId: string) => ({ id: `post:${postId}` });

/**
 * The server's answer is written into the cache only by the last request of the
 * scope: an earlier answer would briefly undo the optimistic state of later clicks.
 */
export const isLastInScope = (queryClient: QueryClient, postId: string): boolean =>
  queryClient.isMutating({
    predicate: (mutation) => mutation.options.scope?.id === postScope(postId).id,
  }) <= 1;

/** A post that is gone (deleted, or hidden from this viewer since) leaves the lists. */
export function forgetPostIfGone(queryClient: QueryClient, postId: string, error: unknown): void {
  if (!isApiError(error) || error.status !== 404) return;
  removeCachedPost(queryClient, postId);
  // A post page showing it asks again, and then says it is not found.
  void queryClient.invalidateQueries({ queryKey: postKeys.detail(postId), exact: true });
}

export const failureDescription = (error: unknown): string =>
  failureReason(error, 'Check your connection and try again.');

import type { QueryClient } from '@tanstack/react-query';
import { commentKeys, postKeys } from '@/lib/query-keys';

/**
 * Muting changes what the server leaves out of every feed, search and thread, so each
 * cached list of posts and comments is read again and the change shows at once.
 */
export const refreshMutedContent = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.all }),
    queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  ]);

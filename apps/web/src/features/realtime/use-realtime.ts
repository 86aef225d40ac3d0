import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PostPages } from '@/lib/post-cache';
import { notificationKeys } from '@/lib/query-keys';
import { eventHandlers, homeKey } from './event-handlers';
import { connectEventStream } from './event-stream';
import { newPosts } from './new-posts';

/**
 * One stream for this tab while someone is signed in: it opens once the current user is
 * known and closes when the user goes (sign-out), not to open again before a sign-in.
 */
export function useRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    // A notification made between the page's first count and the stream's opening reaches
    // nobody live (a resumed stream replays only what followed its last event): count again.
    const stream = connectEventStream(eventHandlers(queryClient), () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
    });
    // Home loaded again (a revisit, a refresh): the posts it now shows are no longer new.
    const homeHash = hashKey(homeKey);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== homeHash) return;
      const data = event.query.state.data as PostPages | undefined;
      newPosts.remove(...(data?.pages.flatMap((page) => page.postList.map((p) => p._id)) ?? []));
    });
    return () => {
      unsubscribe();
      stream.close();
      newPosts.clear();
    };
  }, [userId, queryClient]);
}

import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type HomeFeed, homeFeedKey, type PostPages } from '@/lib/post-cache';
import { notificationKeys } from '@/lib/query-keys';
import { eventHandlers } from './event-handlers';
import { connectEventStream } from './event-stream';
import { newPosts } from './new-posts';

const homeFeeds: readonly HomeFeed[] = ['everyone', 'following'];

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
    const stream = connectEventStream(eventHandlers(queryClient, userId), () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread() });
    });
    // A Home tab loaded again (a revisit, a refresh): the posts it now shows are no longer new.
    const feedByHash = new Map(homeFeeds.map((feed) => [hashKey(homeFeedKey(feed)), feed]));
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const feed = feedByHash.get(event.query.queryHash);
      if (!feed) return;
      const data = event.query.state.data as PostPages | undefined;
      newPosts[feed].remove(
        ...(data?.pages.flatMap((page) => page.postList.map((p) => p._id)) ?? []),
      );
    });
    return () => {
      unsubscribe();
      stream.close();
      for (const feed of homeFeeds) newPosts[feed].clear();
    };
  }, [userId, queryClient]);
}

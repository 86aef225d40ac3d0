import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { authStorage } from '@/lib/auth-storage';

/**
 * Route loaders that ask for a screen's first data while the screen's code is still loading,
 * instead of when the screen first renders. The router runs a route's loader alongside its
 * `lazy()` import, so on a cold load of Home `/user/me` and the feed's first page are both
 * asked at start-up, side by side, using the same query options (and so the same cache
 * entries) as the screens that later read them.
 *
 * Only with a stored session: a signed-out visit asks nothing the server would refuse.
 * The loader never waits for the answer (each screen shows its own loading state), and a
 * failed prefetch, a 401 included, is left in the query cache for the screen to retry or
 * show; it never reaches the router.
 *
 * The fetchers are imported on demand, which keeps them out of the entry bundle that every
 * page (/sign-in too) downloads; the screen's preloaded chunks already hold them (see
 * build/route-preload.ts).
 */
function prefetchWhenSignedIn(
  prefetch: (queryClient: QueryClient) => Promise<unknown>,
): (queryClient: QueryClient) => LoaderFunction {
  return (queryClient) => () => {
    if (authStorage.hasSession()) {
      prefetch(queryClient).catch((error: unknown) => {
        // Only a chunk that failed to load gets here (prefetchQuery swallows request
        // errors); the route's own lazy import reports that one.
        console.warn('Prefetching the first page failed:', error);
      });
    }
    return null;
  };
}

/** What the signed-in layout shows on every page: who is signed in, and the unread badge. */
export const prefetchSignedInLayout = prefetchWhenSignedIn(async (queryClient) => {
  const [{ currentUserQueryOptions }, { unreadQueryOptions }] = await Promise.all([
    import('@/features/auth/api/get-current-user'),
    import('@/features/notifications/api/get-notifications'),
  ]);
  await Promise.all([
    queryClient.prefetchQuery(currentUserQueryOptions()),
    queryClient.prefetchQuery(unreadQueryOptions()),
  ]);
});

/**
 * Home's feed, of the tab this device shows (homeFeedQueryOptions' default). Always asked
 * anew, as a visit to Home always did, even if one is cached.
 */
export const prefetchHomeFeed = prefetchWhenSignedIn(async (queryClient) => {
  const { homeFeedQueryOptions } = await import('@/features/posts/api/get-posts');
  await queryClient.prefetchInfiniteQuery({ ...homeFeedQueryOptions(), staleTime: 0 });
});

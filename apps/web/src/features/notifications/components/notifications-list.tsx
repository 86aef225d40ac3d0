import { useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { notificationKeys } from '@/lib/query-keys';
import { useNotifications } from '../api/get-notifications';
import { markNotificationsRead, useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/**
 * Once the list has loaded with something unread, everything is marked read: the badge
 * clears, while this visit still shows in bold what was new. A notification arriving
 * while the page is open reloads the list and is read the same way.
 */
function useReadOnceShown(unread: number, loadedAt: number) {
  const queryClient = useQueryClient();
  const markedFor = useRef(0);
  useEffect(() => {
    if (unread === 0 || loadedAt === 0 || markedFor.current === loadedAt) return;
    markedFor.current = loadedAt;
    markNotificationsRead()
      .then(({ unread: left }) => queryClient.setQueryData(notificationKeys.unread(), left))
      .catch((error: unknown) => console.warn('Could not mark notifications read', error));
  }, [unread, loadedAt, queryClient]);
}

/** The Notifications page: newest first, more on scroll, unread ones marked. */
export function NotificationsList() {
  const query = useNotifications();
  const markRead = useMarkRead();
  useReadOnceShown(query.data?.pages[0]?.unread ?? 0, query.isSuccess ? query.dataUpdatedAt : 0);

  if (query.isPending) return <LoadingMessage>Loading notifications...</LoadingMessage>;
  if (query.isError) {
    return (
      <ErrorMessage onRetry={() => void query.refetch()}>
        Failed to load notifications.
      </ErrorMessage>
    );
  }
  const items = query.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0) {
    return (
      <EmptyMessage
        title="No notifications yet"
        description="Follows, comments and reactions on your posts show up here."
        icon={<BellOff aria-hidden="true" className="size-8 text-muted-foreground" />}
      />
    );
  }
  return (
    <section aria-label="Notifications" className="space-y-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => markRead.mutate(undefined)}
          isLoading={markRead.isPending}
          disabled={!items.some((notification) => !notification.read)}
        >
          Mark all as read
        </Button>
      </div>
      <ul className="space-y-3">
        {items.map((notification) => (
          <NotificationItem key={notification._id} notification={notification} />
        ))}
      </ul>
      <InfiniteScrollTrigger
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        loadingLabel="Loading more notifications..."
      />
    </section>
  );
}

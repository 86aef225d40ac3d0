import type { NotificationsResult } from '@app/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import type { CurrentUser } from '@/features/auth';
import { notificationKeys, userKeys } from '@/lib/query-keys';
import { useNotifications } from '../api/get-notifications';
import { markNotificationsRead, useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

type Pages = InfiniteData<NotificationsResult, unknown> | undefined;

/**
 * Once the list has loaded with something unread, everything is marked read, so the badge
 * clears. A notification arriving while the page is open reloads the list and is read the
 * same way.
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

/**
 * The notifications that were unread when this visit showed them: they stay highlighted
 * after being marked read (and the list reloaded), until 'Mark all as read'.
 */
function useShownAsNew(data: Pages) {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const unread = (data?.pages ?? [])
      .flatMap((page) => page.notifications)
      .filter((notification) => !notification.read && !shown.has(notification._id));
    if (unread.length > 0) setShown(new Set([...shown, ...unread.map((n) => n._id)]));
  }, [data, shown]);
  return { shown, forget: () => setShown(new Set()) };
}

/**
 * A notice that anonymous posting was taken away makes the current user stale: reading it
 * again lets Create Post and the comment box explain it at once, not after a reload.
 */
function useRefreshMeOnRevocation(data: Pages) {
  const queryClient = useQueryClient();
  const revoked = (data?.pages ?? []).some((page) =>
    page.notifications.some((notification) => notification.kind === 'anonymous_revoked'),
  );
  useEffect(() => {
    if (!revoked) return;
    const me = queryClient.getQueryData<CurrentUser>(userKeys.me());
    if (me && me.canPostAnonymously !== false)
      void queryClient.invalidateQueries({ queryKey: userKeys.me(), exact: true });
  }, [revoked, queryClient]);
}

/** The Notifications page: newest first, more on scroll, new ones highlighted. */
export function NotificationsList() {
  const query = useNotifications();
  const markRead = useMarkRead();
  const shownAsNew = useShownAsNew(query.data);
  useReadOnceShown(query.data?.pages[0]?.unread ?? 0, query.isSuccess ? query.dataUpdatedAt : 0);
  useRefreshMeOnRevocation(query.data);

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
  const isNew = (id: string, read: boolean) => !read || shownAsNew.shown.has(id);
  return (
    <section aria-label="Notifications" className="space-y-4">
      <div className="flex justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => markRead.mutate(undefined, { onSuccess: shownAsNew.forget })}
          isLoading={markRead.isPending}
          disabled={!items.some((n) => isNew(n._id, n.read))}
        >
          Mark all as read
        </Button>
      </div>
      <ul className="space-y-3">
        {items.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            isNew={isNew(notification._id, notification.read)}
          />
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

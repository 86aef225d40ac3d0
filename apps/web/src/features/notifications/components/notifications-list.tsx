import type { Notification } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { AnonymousAvatar } from '@/features/posts/components/anonymous-avatar';
import { cn } from '@/lib/cn';
import { notificationKeys } from '@/lib/query-keys';
import { useNotifications } from '../api/get-notifications';
import { markNotificationsRead, useMarkRead } from '../api/mark-read';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function NotificationItem({ notification }: { notification: Notification }) {
  const [actor] = notification.actors;
  const body = (
    <>
      {actor ? <Avatar src={actor.profile_pic} name={actor.name} size="sm" /> : <AnonymousAvatar />}
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm', !notification.read && 'font-semibold')}>{notification.text}</p>
        {notification.post?.excerpt ? (
          <p className="truncate text-sm text-muted-foreground">{notification.post.excerpt}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">{when(notification.created_at)}</p>
      </div>
    </>
  );
  const className = cn(
    'flex items-start gap-3 rounded-2xl border border-border p-4',
    !notification.read && 'bg-accent/50',
  );
  return (
    <li>
      {notification.post ? (
        <Link to={`/posts/${notification.post._id}`} className={cn(className, 'hover:bg-muted')}>
          {body}
        </Link>
      ) : actor ? (
        <Link to={`/profile/${actor._id}`} className={cn(className, 'hover:bg-muted')}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/** The Notifications page: newest first, unread ones marked; opening it reads them all. */
export function NotificationsList() {
  const query = useNotifications();
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  const marked = useRef(false);
  const unread = query.data?.pages[0]?.unread ?? 0;

  useEffect(() => {
    if (!query.isSuccess || marked.current || unread === 0) return;
    marked.current = true;
    // Read once shown: the badge clears, while this visit still shows what was new in bold.
    void markNotificationsRead().then(({ unread: left }) =>
      queryClient.setQueryData(notificationKeys.unread(), left),
    );
  }, [query.isSuccess, unread, queryClient]);

  if (query.isPending) return <LoadingMessage>Loading notifications...</LoadingMessage>;
  if (query.isError)
    return (
      <ErrorMessage onRetry={() => void query.refetch()}>
        Failed to load notifications.
      </ErrorMessage>
    );
  const items = query.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0) {
    return (
      <EmptyMessage
        title="No notifications yet"
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
          disabled={markRead.isPending}
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

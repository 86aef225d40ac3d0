import type { Notification } from '@app/contract';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { AnonymousAvatar } from '@/features/posts';
import { cn } from '@/lib/cn';

/** Where a notification leads: the post it is about, else the person who acted. */
const targetOf = (notification: Notification): string | null => {
  if (notification.post) return paths.post(notification.post._id);
  const [actor] = notification.actors;
  return actor ? paths.profile(actor._id) : null;
};

/** Moderators' acts on my writing: from no one in particular, and never from an anonymous actor. */
const fromModerators: ReadonlySet<Notification['kind']> = new Set(['removed', 'anonymous_revoked']);

function ModeratorAvatar() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      <ShieldAlert className="size-5" />
    </span>
  );
}

/** One line of the page: who did what, when; new ones stand out. */
export function NotificationItem({
  notification,
  isNew,
}: {
  notification: Notification;
  /** Unread when this visit began, though it may be marked read since. */
  isNew: boolean;
}) {
  const [actor] = notification.actors;
  const target = targetOf(notification);
  const className = cn(
    'flex items-start gap-3 rounded-2xl border p-4 transition-colors',
    isNew ? 'border-primary/30 bg-accent/60' : 'border-border',
    target && 'hover:bg-muted',
  );
  const body = (
    <>
      {fromModerators.has(notification.kind) ? (
        <ModeratorAvatar />
      ) : actor ? (
        <Avatar src={actor.profile_pic} name={actor.name || actor.username} />
      ) : (
        <AnonymousAvatar />
      )}
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm text-foreground', isNew && 'font-semibold')}>
          {notification.text}
        </p>
        {notification.post?.excerpt ? (
          <p className="truncate text-sm text-muted-foreground">{notification.post.excerpt}</p>
        ) : null}
        <RelativeTime iso={notification.created_at} className="text-xs text-muted-foreground" />
      </div>
      {isNew ? (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      ) : null}
    </>
  );
  return (
    <li>
      {target ? (
        <Link to={target} className={className}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

import type { User } from '@app/contract';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { CardFollowButton } from './card-follow-button';

/**
 * One person on People. The name's link covers the whole card, so a click anywhere opens
 * the profile; the Follow button sits above that link and never navigates.
 */
export function UserCard({ user }: { user: User }) {
  return (
    <article className="relative grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-2xl border border-border bg-card p-4 transition-colors hover:bg-muted/60">
      <Avatar src={user.profile_pic} name={user.name} size="lg" />
      <div className="flex min-w-0 flex-col">
        <h2 className="flex min-w-0 items-center gap-1.5 font-semibold">
          <Link
            to={paths.profile(user._id)}
            className="truncate rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {user.name}
          </Link>
          {user.isPrivate && (
            <Lock
              role="img"
              aria-label="Private account"
              className="size-3.5 shrink-0 text-muted-foreground"
            />
          )}
        </h2>
        <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
      </div>
      <div className="relative z-10">
        <CardFollowButton user={user} />
      </div>
      {user.bio && (
        <p className="col-span-2 col-start-2 line-clamp-2 text-sm break-words text-foreground">
          {user.bio}
        </p>
      )}
    </article>
  );
}

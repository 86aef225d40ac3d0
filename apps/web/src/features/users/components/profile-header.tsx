import type { User } from '@app/contract';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ConnectionDirection } from '../api/get-connections';
import { formatCount } from '../lib/format';
import { ProfileActionsMenu } from './profile-actions-menu';
import { ProfileFollowButton } from './profile-follow-button';

const countLabel = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The followers and following counts open their lists (in a dialog, addressed by the URL). */
function CountLink({ direction, count }: { direction: ConnectionDirection; count: number }) {
  const [number, ...words] = (
    direction === 'followers'
      ? countLabel(count, 'Follower', 'Followers')
      : countLabel(count, 'Following', 'Following')
  ).split(' ');
  return (
    <Link
      to={`?list=${direction}`}
      replace
      preventScrollReset
      className="rounded-sm text-muted-foreground hover:text-foreground hover:underline"
    >
      <span className="font-semibold text-foreground">{number}</span> {words.join(' ')}
    </Link>
  );
}

/** Picture, name, @username, bio and counts, with Edit Profile or the follow button and menu. */
export function ProfileHeader({ user }: { user: User }) {
  const relation = user.viewer;

  return (
    <section className="rounded-3xl border border-border bg-card p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <Avatar src={user.profile_pic} name={user.name} size="xl" className="size-16 sm:size-24" />
        <div className="flex items-center justify-end gap-2">
          {relation?.isSelf ? (
            <Link
              to={paths.editProfile(user._id)}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit Profile
            </Link>
          ) : (
            <>
              <ProfileFollowButton user={user} />
              <ProfileActionsMenu user={user} />
            </>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words">{user.name}</h1>
          {relation?.followsYou && !relation.isSelf && (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              Follows you
            </span>
          )}
        </div>
        <p className="text-muted-foreground">@{user.username}</p>
        {user.bio && <p className="mt-2 whitespace-pre-line break-words">{user.bio}</p>}
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <CountLink direction="followers" count={user.followersCount} />
          <CountLink direction="following" count={user.followingCount} />
          <span className="text-muted-foreground">
            <span className="font-semibold text-foreground">{formatCount(user.postsCount)}</span>{' '}
            {user.postsCount === 1 ? 'Post' : 'Posts'}
          </span>
        </p>
      </div>
    </section>
  );
}

import type { User } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * A compact line for one person in a list (followers, requests, blocked), with actions.
 * `narrow`: a smaller picture and gap, for a narrow column, where the name needs the room.
 */
export function PersonRow({
  user,
  actions,
  narrow = false,
}: {
  user: User;
  actions?: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div className={cn('flex min-w-0 items-center py-2', narrow ? 'gap-2' : 'gap-3')}>
      <Avatar src={user.profile_pic} name={user.name} size={narrow ? 'sm' : 'md'} />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={paths.profile(user._id)}
          className="truncate rounded-sm font-semibold hover:underline"
        >
          {user.name}
        </Link>
        <span className="truncate text-sm text-muted-foreground">@{user.username}</span>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

import type { User } from '@app/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** Avatar, name and @username, linking to the profile (to /sign-in without a user). */
export function SidebarUser({ user }: { user: User | null | undefined }) {
  const name = user?.name || user?.username || 'Guest';

  return (
    <Link
      to={user ? paths.profile(user._id) : paths.signIn()}
      data-testid="sidebar-user"
      className="flex min-w-0 items-center gap-3 rounded-2xl p-2 transition-colors hover:bg-muted"
    >
      <Avatar src={user?.profile_pic} name={name} size="lg" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-foreground">{name}</span>
        <span className="truncate text-sm text-muted-foreground">
          {user ? `@${user.username}` : 'Sign in'}
        </span>
      </span>
    </Link>
  );
}

import { LogOut, type LucideIcon, Settings, ShieldCheck } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonVariants } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Tooltip } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isModerator } from './nav-items';
import type { LayoutSession } from './types';

/** Logo, Moderation for moderators, Settings (no room on the bottom bar), logout and the profile link on small screens. */
export function TopBar({
  user,
  onSignOut,
  isSigningOut,
  className,
}: LayoutSession & { className?: string }) {
  const name = user?.name || user?.username || 'Guest';

  return (
    <header
      className={cn(
        'sticky top-0 z-40 flex h-14 items-center justify-between gap-2 border-b border-border bg-background/90 px-4 backdrop-blur-md',
        className,
      )}
    >
      <Link to={paths.home()} className="flex items-center rounded-lg">
        <Logo />
      </Link>
      <div className="flex items-center gap-1">
        {isModerator(user) && (
          <IconNavLink
            to={paths.moderation()}
            label="Moderation"
            icon={ShieldCheck}
            activeClassName="aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
          />
        )}
        <IconNavLink
          to={paths.settings()}
          label="Settings"
          icon={Settings}
          activeClassName="aria-[current=page]:text-link"
        />
        <Tooltip label="Logout" side="bottom">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Logout"
            // The seed reloads the page after the top bar's sign-out.
            onClick={() => onSignOut({ reload: true })}
            isLoading={isSigningOut}
          >
            {!isSigningOut && <LogOut aria-hidden="true" className="size-5" />}
          </Button>
        </Tooltip>
        <Link
          to={user ? paths.profile(user._id) : paths.signIn()}
          className="flex rounded-full"
          aria-label={`Profile: ${name}`}
        >
          <Avatar src={user?.profile_pic} name={name} size="sm" />
        </Link>
      </div>
    </header>
  );
}

/** An icon link with its name as a tooltip; NavLink marks the current page with aria-current. */
function IconNavLink({
  to,
  label,
  icon: Icon,
  activeClassName,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  activeClassName: string;
}) {
  return (
    <Tooltip label={label} side="bottom">
      <NavLink
        to={to}
        aria-label={label}
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: activeClassName })}
      >
        <Icon aria-hidden="true" className="size-5" />
      </NavLink>
    </Tooltip>
  );
}

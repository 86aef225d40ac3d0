import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { navItemsFor, navLabel } from './nav-items';
import { SidebarUser } from './sidebar-user';
import type { LayoutSession } from './types';
import { UnreadBadge } from './unread-badge';

export function LeftSidebar({
  user,
  onSignOut,
  isSigningOut,
  unread,
  className,
}: LayoutSession & { className?: string }) {
  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'sticky top-0 h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r border-border px-4 py-6 lg:w-72 lg:px-6',
        className,
      )}
    >
      <Link to={paths.home()} className="flex items-center self-start rounded-lg px-2">
        <Logo />
      </Link>

      <SidebarUser user={user} />

      <nav aria-label="Main" className="flex-1">
        <ul className="flex flex-col gap-1">
          {navItemsFor(user).map((item) => {
            const { to, label, icon: Icon } = item;
            return (
              <li key={to}>
                <NavLink
                  to={to}
                  aria-label={navLabel(item, label, unread)}
                  end={to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-4 rounded-full px-4 py-3 text-base transition-colors',
                      isActive
                        ? 'bg-accent font-semibold text-accent-foreground'
                        : 'text-foreground hover:bg-muted',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon
                        aria-hidden="true"
                        className="size-6"
                        strokeWidth={isActive ? 2.4 : 1.8}
                      />
                      {label}
                      {item.badge ? <UnreadBadge unread={unread} className="ml-auto" /> : null}
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <Button
        variant="ghost"
        size="lg"
        className="justify-start gap-4 px-4 font-medium"
        onClick={() => onSignOut({ reload: false })}
        isLoading={isSigningOut}
      >
        {!isSigningOut && <LogOut aria-hidden="true" className="size-6" strokeWidth={1.8} />}
        Logout
      </Button>
    </aside>
  );
}

import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { bottomBarItems, navLabel } from './nav-items';
import { UnreadBadge } from './unread-badge';

/** The five links and Notifications at the bottom of small screens. */
export function BottomBar({
  className,
  unread,
}: {
  className?: string;
  unread?: number | undefined;
}) {
  return (
    <nav
      aria-label="Main"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md',
        className,
      )}
    >
      <ul className="mx-auto flex max-w-lg items-stretch justify-between px-1">
        {bottomBarItems.map((item) => {
          const { to, shortLabel, icon: Icon } = item;
          return (
            <li key={to} className="flex-1">
              <NavLink
                to={to}
                aria-label={navLabel(item, shortLabel, unread)}
                end={to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs transition-colors',
                    isActive
                      ? 'font-semibold text-link'
                      : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span className="relative">
                      <Icon
                        aria-hidden="true"
                        className="size-6"
                        strokeWidth={isActive ? 2.4 : 1.8}
                      />
                      {item.badge ? (
                        <UnreadBadge unread={unread} className="absolute -top-1.5 -right-3" />
                      ) : null}
                    </span>
                    {shortLabel}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

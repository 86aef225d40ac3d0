import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { BottomBar } from './bottom-bar';
import { LeftSidebar } from './left-sidebar';
import { TopBar } from './top-bar';
import type { LayoutSession } from './types';

/** Tailwind's md: the sidebar's breakpoint. */
const sidebarShown = '(min-width: 48rem)';

/**
 * Sidebar from md up, next to a single page column, the pair centred on wide screens;
 * below md a top bar and a bottom bar, with room left so the bar never covers content.
 * Only the navigation the screen shows is rendered (a page's first paint waits for every
 * component rendered before it); the `md:` classes keep the CSS in step with the query.
 * From xl a third column (`aside`, a RightColumn) joins them: 18 + 42 + 18 rem, so the page
 * column keeps the 42 rem it has at lg, even beside a 15 px scrollbar at 1280 px.
 */
export function MainLayout({
  children,
  banner,
  aside,
  ...session
}: LayoutSession & {
  children: ReactNode;
  /** A notice above every page, such as the request to verify the e-mail address. */
  banner?: ReactNode;
  /** The wide screens' third column. */
  aside?: ReactNode;
}) {
  const wide = useMediaQuery(sidebarShown);
  return (
    <div
      className={cn(
        'min-h-dvh md:mx-auto md:flex md:max-w-[60rem]',
        aside ? 'xl:max-w-[78rem]' : undefined,
      )}
    >
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {wide && <LeftSidebar {...session} className="hidden md:flex" />}
      <div className="flex min-w-0 flex-1 flex-col lg:border-r lg:border-border">
        {!wide && <TopBar {...session} className="md:hidden" />}
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-2xl flex-1 px-4 pt-6 pb-28 outline-none sm:px-6 md:pb-10"
        >
          {banner}
          {children}
        </main>
      </div>
      {aside}
      {!wide && <BottomBar className="md:hidden" unread={session.unread} />}
    </div>
  );
}

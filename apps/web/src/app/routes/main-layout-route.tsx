import { Outlet, useLocation } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { RightColumn } from '@/components/layouts/right-column';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useUnreadCount } from '@/features/notifications/api/get-notifications';
import { useRealtime } from '@/features/realtime/use-realtime';
import { PopularTodayPanel } from '@/features/search/components/popular-today-panel';
import { SearchForm } from '@/features/search/components/search-form';
import { TrendingTagsPanel } from '@/features/search/components/trending-tags';
import { WhoToFollow } from '@/features/users';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';

/**
 * Search, Popular Today, Who to follow and trending tags; Explore has all but Who to follow
 * in its page already. Trending comes last, so Who to follow stays in view at 1280 × 800.
 * (useLocation, not useMatch: react-router's chunk is part of the sign-in page's budget.)
 */
function SideColumn() {
  const onExplore = useLocation().pathname === paths.explore();
  return (
    <RightColumn>
      {!onExplore && (
        <>
          <SearchForm />
          <PopularTodayPanel />
        </>
      )}
      {/* Always at this place among the children, so that going to Explore and back keeps it
          mounted rather than asking for the suggestions again. */}
      <WhoToFollow />
      {!onExplore && <TrendingTagsPanel />}
    </RightColumn>
  );
}

function SignedInLayout() {
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  useRealtime(user?._id);
  const { data: unread } = useUnreadCount(Boolean(user));

  return (
    <MainLayout
      user={user}
      onSignOut={(options) => void signOut(options)}
      isSigningOut={isSigningOut}
      unread={unread}
      banner={<VerifyEmailBanner user={user} />}
      aside={<SideColumn />}
    >
      <Outlet />
    </MainLayout>
  );
}

export function MainLayoutRoute() {
  // Every list of the signed-in app (Home's tabs, profiles, Explore, Saved, notifications)
  // is back where it was after Back; other pages open at their top.
  useScrollRestoration();
  return (
    <AuthGate access="protected">
      <SignedInLayout />
    </AuthGate>
  );
}

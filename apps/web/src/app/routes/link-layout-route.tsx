import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';

/**
 * Pages opened from an e-mailed link (reset password, verify e-mail): they look like the
 * public pages but have no guard, since the link must work signed in as well as signed out.
 */
export function LinkLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

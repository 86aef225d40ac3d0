import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';

/**
 * Pages opened from an e-mailed link (reset password, verify e-mail), and the page that
 * sends a new reset link: they look like the public pages but have no guard, since a link
 * must work signed in as well as signed out (a used link's "Ask for a new link" included).
 */
export function LinkLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

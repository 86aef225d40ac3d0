import { Outlet } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthGate } from '@/features/auth/components/auth-gate';

export function PublicLayoutRoute() {
  return (
    <AuthGate access="public">
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    </AuthGate>
  );
}

import { Outlet } from 'react-router';
import { MainLayout } from '@/components/layouts/main-layout';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AuthGate } from '@/features/auth/components/auth-gate';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

function SignedInLayout() {
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <MainLayout
      user={user}
      onSignOut={(options) => void signOut(options)}
      isSigningOut={isSigningOut}
    >
      <Outlet />
    </MainLayout>
  );
}

export function MainLayoutRoute() {
  return (
    <AuthGate access="protected">
      <SignedInLayout />
    </AuthGate>
  );
}

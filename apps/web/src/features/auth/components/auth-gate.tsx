import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../api/get-current-user';

type AuthGateProps = {
  /** 'public': sign-in and sign-up, left for / when signed in. 'protected': needs a user. */
  access: 'public' | 'protected';
  children: ReactNode;
};

/**
 * The seed's start-up check: the current user is read once; until that answer is in,
 * a calm spinner shows (no flash of the sign-in page for a signed-in user). Without a
 * user every protected path goes to /sign-in; with one, /sign-in and /sign-up go to /.
 */
export function AuthGate({ access, children }: AuthGateProps) {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return <LoadingScreen label="Checking your session" />;
  if (access === 'protected' && !user) return <Navigate to={paths.signIn()} replace />;
  if (access === 'public' && user) return <Navigate to={paths.home()} replace />;
  return children;
}

import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { authStorage } from '@/lib/auth-storage';
import { userKeys } from '@/lib/query-keys';
import { useLogout } from '../api/logout';

/**
 * Signs out: revokes the token on the server (a failure there is ignored, the
 * session ends here either way), forgets the session and everything cached for
 * this user, and goes to /sign-in. The top bar asks for a reload afterwards (seed).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync, isPending } = useLogout();

  const signOut = useCallback(
    async ({ reload = false }: { reload?: boolean } = {}) => {
      try {
        await mutateAsync();
      } catch {
        // Ignored: the token is dropped locally below.
      }
      authStorage.clear();
      await queryClient.cancelQueries();
      // Null, not removed: the mounted guard observes this query and must see the
      // sign-out at once, or it would bounce /sign-in back to /.
      queryClient.setQueryData(userKeys.me(), null);
      const meHash = hashKey(userKeys.me());
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
      await navigate(paths.signIn(), { replace: true });
      if (reload) window.location.reload();
    },
    [mutateAsync, navigate, queryClient],
  );

  return { signOut, isSigningOut: isPending };
}

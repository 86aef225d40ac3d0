import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { AppRouter, type AppRouterInstance } from './router';

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: AppRouterInstance;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}

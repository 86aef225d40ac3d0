import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { createBrowserRouter, createPath, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { reloadOnStaleChunks } from '@/lib/stale-chunks';
import { prefetchHomeFeed, prefetchSignedInLayout } from './prefetch-first-page';
import { RouteError } from './routes/route-error';

/**
 * Every screen and the layouts load on demand, so the sign-in page never downloads the
 * signed-in app and each screen brings only its own code (the budget check in `npm test`
 * holds this). `screen` loads a route module
 * and hands its component to the router.
 */
function screen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): RouteObject['lazy'] {
  return async () => {
    const module: Module | undefined = await load();
    // Undefined only when a chunk of an older release failed and the page is loading again
    // (see AppRouter): wait for that rather than flash the error page.
    if (module === undefined) return new Promise<never>(() => {});
    return { Component: pick(module) };
  };
}

/**
 * The seed's route table: public screens, pages opened from e-mailed links (no guard), and
 * the rest behind the main layout's guard. Loaders start a screen's data beside its code
 * (prefetch-first-page.ts), so they need the app's query client. build/route-modules.ts
 * lists the modules each path loads, for the build to preload them from index.html; keep
 * it in step (router.test.tsx checks).
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: [
      {
        lazy: screen(
          () => import('./routes/public-layout-route'),
          (m) => m.PublicLayoutRoute,
        ),
        children: [
          {
            path: '/sign-in',
            lazy: screen(
              () => import('./routes/sign-in'),
              (m) => m.SignInRoute,
            ),
          },
          {
            path: '/sign-up',
            lazy: screen(
              () => import('./routes/sign-up'),
              (m) => m.SignUpRoute,
            ),
          },
        ],
      },
      {
        // Opened from e-mailed links, signed in or not, and asking for a new reset link (an
        // expired link offers it): no redirect either way.
        lazy: screen(
          () => import('./routes/link-layout-route'),
          (m) => m.LinkLayoutRoute,
        ),
        children: [
          {
            path: '/forgot-password',
            lazy: screen(
              () => import('./routes/forgot-password'),
              (m) => m.ForgotPasswordRoute,
            ),
          },
          {
            path: '/reset-password',
            lazy: screen(
              () => import('./routes/reset-password'),
              (m) => m.ResetPasswordRoute,
            ),
          },
          {
            path: '/verify-email',
            lazy: screen(
              () => import('./routes/verify-email'),
              (m) => m.VerifyEmailRoute,
            ),
          },
        ],
      },
      {
        lazy: screen(
          () => import('./routes/main-layout-route'),
          (m) => m.MainLayoutRoute,
        ),
        loader: prefetchSignedInLayout(queryClient),
        children: [
          {
            index: true,
            lazy: screen(
              () => import('./routes/home'),
              (m) => m.HomeRoute,
            ),
            loader: prefetchHomeFeed(queryClient),
          },
          {
            path: '/explore',
            lazy: screen(
              () => import('./routes/explore'),
              (m) => m.ExploreRoute,
            ),
          },
          {
            path: '/saved',
            lazy: screen(
              () => import('./routes/saved'),
              (m) => m.SavedRoute,
            ),
          },
          {
            path: '/all-users',
            lazy: screen(
              () => import('./routes/all-users'),
              (m) => m.AllUsersRoute,
            ),
          },
          {
            path: '/create-post',
            lazy: screen(
              () => import('./routes/create-post'),
              (m) => m.CreatePostRoute,
            ),
          },
          {
            path: '/profile/:id',
            lazy: screen(
              () => import('./routes/profile'),
              (m) => m.ProfileRoute,
            ),
          },
          {
            path: '/posts/:id',
            lazy: screen(
              () => import('./routes/post'),
              (m) => m.PostRoute,
            ),
          },
          {
            path: '/update-post/:id',
            lazy: screen(
              () => import('./routes/update-post'),
              (m) => m.UpdatePostRoute,
            ),
          },
          {
            path: '/update-profile/:id',
            lazy: screen(
              () => import('./routes/update-profile'),
              (m) => m.UpdateProfileRoute,
            ),
          },
          {
            path: '/notifications',
            lazy: screen(
              () => import('./routes/notifications'),
              (m) => m.NotificationsRoute,
            ),
          },
          {
            path: '/moderation',
            lazy: screen(
              () => import('./routes/moderation'),
              (m) => m.ModerationRoute,
            ),
          },
          {
            path: '/settings',
            lazy: screen(
              () => import('./routes/settings'),
              (m) => m.SettingsRoute,
            ),
          },
          {
            path: '*',
            lazy: screen(
              () => import('./routes/not-found'),
              (m) => m.NotFoundRoute,
            ),
          },
        ],
      },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * Made before React first renders (main.tsx): creating the router starts the opened route's
 * lazy imports and its loaders' requests, and React's first render takes a while on a slow
 * device.
 */
export const createAppRouter = (queryClient: QueryClient): AppRouterInstance =>
  createBrowserRouter(createRoutes(queryClient));

export function AppRouter({ router }: { router: AppRouterInstance }) {
  // A screen's chunk from an older release failed: open the page being navigated to anew.
  useEffect(
    () =>
      reloadOnStaleChunks({
        destination: () => {
          const next = router.state.navigation.location;
          return next && createPath(next);
        },
      }),
    [router],
  );
  return <RouterProvider router={router} />;
}

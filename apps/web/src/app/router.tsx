import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import {
  createBrowserRouter,
  createPath,
  type LoaderFunction,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { reloadOnStaleChunks } from '@/lib/stale-chunks';
import { prefetchHomeFeed, prefetchSignedInLayout } from './prefetch-first-page';
import { RouteError } from './routes/route-error';

/** Starts a route's first data beside its code (prefetch-first-page.ts). */
type Prefetch = (queryClient: QueryClient) => LoaderFunction;

/**
 * A screen or a layout: its component, loaded on demand so the sign-in page never downloads
 * the signed-in app and each screen brings only its own code (the budget check in `npm test`
 * holds this).
 */
type LazyRoute = { load: () => Promise<ComponentType>; prefetch?: Prefetch };
type Screen = LazyRoute & { path: string };
type Layout = LazyRoute & { screens: Screen[] };

/**
 * Explore and a tag's page share a module, and one import of it: each import is listed
 * with its chunks in the entry, which the sign-in page's budget pays for.
 */
const loadExplore = () => import('./routes/explore');

/**
 * The seed's route table: public screens, pages opened from e-mailed links (no guard), and
 * the rest behind the main layout's guard (the guards live in the layouts' modules).
 * build/route-modules.ts lists the modules each path loads, for the build to preload them
 * from index.html; keep it in step (router.test.tsx checks).
 */
const layouts: Layout[] = [
  {
    load: () => import('./routes/public-layout-route').then((m) => m.PublicLayoutRoute),
    screens: [
      {
        path: paths.signIn.pattern,
        load: () => import('./routes/sign-in').then((m) => m.SignInRoute),
      },
      {
        path: paths.signUp.pattern,
        load: () => import('./routes/sign-up').then((m) => m.SignUpRoute),
      },
    ],
  },
  {
    // Opened from e-mailed links, signed in or not, and asking for a new reset link (an
    // expired link offers it): no redirect either way.
    load: () => import('./routes/link-layout-route').then((m) => m.LinkLayoutRoute),
    screens: [
      {
        path: paths.forgotPassword.pattern,
        load: () => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
      },
      {
        path: paths.resetPassword.pattern,
        load: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute),
      },
      {
        path: paths.verifyEmail.pattern,
        load: () => import('./routes/verify-email').then((m) => m.VerifyEmailRoute),
      },
    ],
  },
  {
    load: () => import('./routes/main-layout-route').then((m) => m.MainLayoutRoute),
    prefetch: prefetchSignedInLayout,
    screens: [
      {
        path: paths.home.pattern,
        load: () => import('./routes/home').then((m) => m.HomeRoute),
        prefetch: prefetchHomeFeed,
      },
      { path: paths.explore.pattern, load: () => loadExplore().then((m) => m.ExploreRoute) },
      { path: paths.tag.pattern, load: () => loadExplore().then((m) => m.TagRoute) },
      { path: paths.saved.pattern, load: () => import('./routes/saved').then((m) => m.SavedRoute) },
      {
        path: paths.allUsers.pattern,
        load: () => import('./routes/all-users').then((m) => m.AllUsersRoute),
      },
      {
        path: paths.createPost.pattern,
        load: () => import('./routes/create-post').then((m) => m.CreatePostRoute),
      },
      {
        path: paths.profile.pattern,
        load: () => import('./routes/profile').then((m) => m.ProfileRoute),
      },
      { path: paths.post.pattern, load: () => import('./routes/post').then((m) => m.PostRoute) },
      {
        path: paths.editPost.pattern,
        load: () => import('./routes/update-post').then((m) => m.UpdatePostRoute),
      },
      {
        path: paths.editProfile.pattern,
        load: () => import('./routes/update-profile').then((m) => m.UpdateProfileRoute),
      },
      {
        path: paths.notifications.pattern,
        load: () => import('./routes/notifications').then((m) => m.NotificationsRoute),
      },
      {
        path: paths.moderation.pattern,
        load: () => import('./routes/moderation').then((m) => m.ModerationRoute),
      },
      {
        path: paths.settings.pattern,
        load: () => import('./routes/settings').then((m) => m.SettingsRoute),
      },
      { path: '*', load: () => import('./routes/not-found').then((m) => m.NotFoundRoute) },
    ],
  },
];

/** A table entry as React Router takes it; Home is the main layout's index route. */
function toRoute(
  { load, prefetch }: LazyRoute,
  queryClient: QueryClient,
): Pick<NonIndexRouteObject, 'lazy' | 'loader'> {
  return {
    lazy: async () => {
      const Component: ComponentType | undefined = await load();
      // Undefined only when a chunk of an older release failed and the page is loading again
      // (see AppRouter): wait for that rather than flash the error page.
      if (Component === undefined) return new Promise<never>(() => {});
      return { Component };
    },
    ...(prefetch && { loader: prefetch(queryClient) }),
  };
}

/** Loaders start a screen's data beside its code, so they need the app's query client. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: layouts.map((layout) => ({
      ...toRoute(layout, queryClient),
      children: layout.screens.map(({ path, ...screen }) => ({
        ...toRoute(screen, queryClient),
        ...(path === paths.home.pattern ? { index: true } : { path }),
      })),
    })),
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

/**
 * Which route modules (src/app/routes/<name>.tsx) the router loads for each path, layout
 * first. The build preloads them from the page's first lines (route-preload.ts) and the
 * budget check weighs them (check-bundle-budget.ts). src/app/router.test.tsx checks this
 * table against the router, both ways, so the two cannot drift apart.
 *
 * Paths are React Router's: `:name` matches one segment; `*` matches what nothing else
 * does, so it comes last.
 */
import { paths } from '../src/config/paths';

export type RouteModules = { path: string; modules: string[] };

export const routeModules: RouteModules[] = [
  { path: paths.signIn.pattern, modules: ['public-layout-route', 'sign-in'] },
  { path: paths.signUp.pattern, modules: ['public-layout-route', 'sign-up'] },
  { path: paths.forgotPassword.pattern, modules: ['link-layout-route', 'forgot-password'] },
  { path: paths.resetPassword.pattern, modules: ['link-layout-route', 'reset-password'] },
  { path: paths.verifyEmail.pattern, modules: ['link-layout-route', 'verify-email'] },
  { path: paths.home.pattern, modules: ['main-layout-route', 'home'] },
  { path: paths.explore.pattern, modules: ['main-layout-route', 'explore'] },
  { path: paths.tag.pattern, modules: ['main-layout-route', 'explore'] },
  { path: paths.saved.pattern, modules: ['main-layout-route', 'saved'] },
  { path: paths.allUsers.pattern, modules: ['main-layout-route', 'all-users'] },
  { path: paths.createPost.pattern, modules: ['main-layout-route', 'create-post'] },
  { path: paths.profile.pattern, modules: ['main-layout-route', 'profile'] },
  { path: paths.post.pattern, modules: ['main-layout-route', 'post'] },
  { path: paths.editPost.pattern, modules: ['main-layout-route', 'update-post'] },
  { path: paths.editProfile.pattern, modules: ['main-layout-route', 'update-profile'] },
  { path: paths.notifications.pattern, modules: ['main-layout-route', 'notifications'] },
  { path: paths.moderation.pattern, modules: ['main-layout-route', 'moderation'] },
  { path: paths.settings.pattern, modules: ['main-layout-route', 'settings'] },
  { path: '*', modules: ['main-layout-route', 'not-found'] },
];

/** A route module's source path from apps/web, as the build manifest keys it. */
export const routeModuleSource = (name: string) => `src/app/routes/${name}.tsx`;

/** The route modules a path loads, as source paths; throws for a path the table lacks. */
export function routeModuleSources(path: string): string[] {
  const route = routeModules.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in build/route-modules.ts`);
  return route.modules.map(routeModuleSource);
}

/**
 * A pattern matching the paths React Router sends to this route: case-insensitive, with or
 * without a trailing slash.
 */
export function pathPattern(path: string): string {
  if (path === '*') return '';
  if (path === '/') return '^/$';
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return `^${segments.join('/')}/?$`;
}

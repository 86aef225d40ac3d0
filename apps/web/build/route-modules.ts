/**
 * Which route modules (src/app/routes/<name>.tsx) the router loads for each path, layout
 * first. The build preloads them from the page's first lines (route-preload.ts) and the
 * budget check weighs them (check-bundle-budget.ts). src/app/router.test.tsx checks this
 * table against the router, both ways, so the two cannot drift apart.
 *
 * Paths are React Router's: `:name` matches one segment; `*` matches what nothing else
 * does, so it comes last.
 */
export type RouteModules = { path: string; modules: string[] };

export const routeModules: RouteModules[] = [
  { path: '/sign-in', modules: ['public-layout-route', 'sign-in'] },
  { path: '/sign-up', modules: ['public-layout-route', 'sign-up'] },
  { path: '/forgot-password', modules: ['link-layout-route', 'forgot-password'] },
  { path: '/reset-password', modules: ['link-layout-route', 'reset-password'] },
  { path: '/verify-email', modules: ['link-layout-route', 'verify-email'] },
  { path: '/', modules: ['main-layout-route', 'home'] },
  { path: '/explore', modules: ['main-layout-route', 'explore'] },
  { path: '/saved', modules: ['main-layout-route', 'saved'] },
  { path: '/all-users', modules: ['main-layout-route', 'all-users'] },
  { path: '/create-post', modules: ['main-layout-route', 'create-post'] },
  { path: '/profile/:id', modules: ['main-layout-route', 'profile'] },
  { path: '/posts/:id', modules: ['main-layout-route', 'post'] },
  { path: '/update-post/:id', modules: ['main-layout-route', 'update-post'] },
  { path: '/update-profile/:id', modules: ['main-layout-route', 'update-profile'] },
  { path: '/notifications', modules: ['main-layout-route', 'notifications'] },
  { path: '/moderation', modules: ['main-layout-route', 'moderation'] },
  { path: '/settings', modules: ['main-layout-route', 'settings'] },
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

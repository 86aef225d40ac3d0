/// <reference lib="dom" />
import { afterEach, describe, expect, it } from 'vitest';
import { pathPattern } from './route-modules';
import { type BundleChunk, preloadScript, routePreloads } from './route-preload';

const chunk = (fileName: string, init: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  modules: [],
  moduleIds: [],
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  ...init,
});

// The entry imports React statically, the routes and a loader's fetcher dynamically.
const bundle: BundleChunk[] = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/react.js'],
    dynamicImports: ['assets/layout.js', 'assets/home.js', 'assets/sign-in.js', 'assets/feed.js'],
  }),
  chunk('assets/react.js'),
  chunk('assets/layout.js', {
    modules: ['src/app/routes/main-layout-route.tsx'],
    imports: ['assets/react.js', 'assets/query.js'],
  }),
  chunk('assets/home.js', {
    modules: ['src/app/routes/home.tsx'],
    imports: ['assets/post-card.js', 'assets/feed.js'],
  }),
  chunk('assets/post-card.js', { imports: ['assets/react.js'] }),
  chunk('assets/feed.js', {
    modules: ['src/features/posts/api/get-posts.ts'],
    imports: ['assets/query.js'],
  }),
  chunk('assets/query.js'),
  chunk('assets/sign-in.js', { modules: ['src/app/routes/sign-in.tsx'] }),
];

describe('routePreloads', () => {
  it("lists a route's chunks once each, fetchers first, without what the entry loads", () => {
    const [home, signIn] = routePreloads(bundle, [
      { path: '/', modules: ['main-layout-route', 'home'] },
      { path: '/sign-in', modules: ['sign-in'] },
    ]);
    expect(home).toEqual({
      pattern: '^/$',
      files: [
        'assets/feed.js',
        'assets/query.js',
        'assets/layout.js',
        'assets/home.js',
        'assets/post-card.js',
      ],
      urgent: 2,
    });
    expect(signIn).toMatchObject({ files: ['assets/sign-in.js'], urgent: 0 });
  });

  it('refuses a route module the bundle does not have, so a rename cannot pass silently', () => {
    expect(() => routePreloads(bundle, [{ path: '/gone', modules: ['gone'] }])).toThrow(/gone/);
  });
});

describe('pathPattern', () => {
  it("matches as React Router does: one segment per parameter, any case, optional '/'", () => {
    const profile = new RegExp(pathPattern('/profile/:id'), 'i');
    expect(profile.test('/profile/01abc')).toBe(true);
    expect(profile.test('/Profile/01abc/')).toBe(true);
    expect(profile.test('/profile/01abc/posts')).toBe(false);
    expect(profile.test('/profile')).toBe(false);
    expect(new RegExp(pathPattern('/'), 'i').test('/explore')).toBe(false);
    expect(new RegExp(pathPattern('*'), 'i').test('/anything/at/all')).toBe(true);
  });
});

describe('preloadScript', () => {
  const preloads = [
    { pattern: pathPattern('/'), files: ['assets/feed.js', 'assets/home.js'], urgent: 1 },
    {
      pattern: pathPattern('/profile/:id'),
      files: ['assets/feed.js', 'assets/profile.js'],
      urgent: 1,
    },
    { pattern: pathPattern('*'), files: ['assets/not-found.js'], urgent: 0 },
  ];
  const run = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(preloadScript(preloads, '/'))();
    return [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      href: link.getAttribute('href'),
      crossOrigin: link.getAttribute('crossorigin'),
      priority: link.getAttribute('fetchpriority'),
    }));
  };

  afterEach(() => {
    document.head.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it("preloads the opened path's chunks in order, its loaders' first, as Vite writes them", () => {
    expect(run('/profile/01abc')).toEqual([
      { rel: 'modulepreload', href: '/assets/feed.js', crossOrigin: '', priority: 'high' },
      { rel: 'modulepreload', href: '/assets/profile.js', crossOrigin: '', priority: 'low' },
    ]);
  });

  it('falls back to the catch-all route for a path nothing else matches', () => {
    expect(run('/no/such/page').map((link) => link.href)).toEqual(['/assets/not-found.js']);
  });
});

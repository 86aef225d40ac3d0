import { describe, expect, it } from 'vitest';
import { firstScreenGroups } from './first-screen-chunks';
import type { BundleChunk } from './route-preload';

const chunk = (fileName: string, init: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  modules: [],
  moduleIds: [`/app/${fileName}.ts`],
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  ...init,
});
const route = (name: string, imports: string[]) =>
  chunk(name, { modules: [`src/app/routes/${name}.tsx`], isDynamicEntry: true, imports });

// As a first build cuts them: the entry with React, two pages, a loader's fetcher, and the
// shared chunks between them and a third page nobody opens first.
const firstBuild: BundleChunk[] = [
  chunk('index', { isEntry: true, imports: ['react', 'shell'] }),
  chunk('react'),
  chunk('shell', { imports: ['react'] }),
  route('sign-in', ['form', 'button']),
  route('home', ['post-card', 'button', 'get-posts']),
  route('profile', ['post-card', 'profile-only']),
  chunk('get-posts', { isDynamicEntry: true, imports: ['query-keys'] }),
  chunk('form', { moduleIds: ['/app/form.ts', '/app/text-field.ts'] }),
  chunk('button', { imports: ['shell'] }),
  chunk('post-card', { imports: ['button'] }),
  chunk('query-keys'),
  chunk('profile-only'),
];
const pages = [
  { label: 'public', modules: ['sign-in'] },
  { label: 'signed-in', modules: ['home'] },
];

describe('firstScreenGroups', () => {
  const groups = firstScreenGroups(firstBuild, pages);

  it("puts a page's own shared chunks in its group, every module of them", () => {
    expect(groups.get('/app/form.ts')).toBe('public');
    expect(groups.get('/app/text-field.ts')).toBe('public');
    expect(groups.get('/app/post-card.ts')).toBe('signed-in');
    expect(groups.get('/app/query-keys.ts')).toBe('signed-in');
  });

  it('puts what both pages load in the shared group, so neither loads the other page', () => {
    expect(groups.get('/app/button.ts')).toBe('shared');
  });

  it('leaves the entry and its imports, routes, fetchers and other pages alone', () => {
    for (const left of [
      'index',
      'react',
      'shell',
      'sign-in',
      'home',
      'get-posts',
      'profile-only',
    ]) {
      expect(groups.has(`/app/${left}.ts`), left).toBe(false);
    }
  });

  it("groups by which families of pages load a chunk, a family taking its pages' chunks", () => {
    const withMore = [
      ...firstBuild,
      route('sign-up', ['form', 'sign-up-only']),
      route('verify-email', ['form', 'button']),
      chunk('sign-up-only'),
    ];
    const families = firstScreenGroups(withMore, [
      { label: 'public', modules: ['sign-in', 'sign-up'] },
      { label: 'link', modules: ['verify-email'] },
      { label: 'signed-in', modules: ['home'] },
    ]);
    expect(families.get('/app/sign-up-only.ts')).toBe('public');
    expect(families.get('/app/form.ts')).toBe('public+link');
    expect(families.get('/app/post-card.ts')).toBe('signed-in');
    expect(families.get('/app/button.ts')).toBe('shared');
  });

  it('refuses a page whose route module the first build lacks', () => {
    expect(() => firstScreenGroups(firstBuild, [{ label: 'x', modules: ['gone'] }])).toThrow(
      /gone/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { checkBudgets, importCycle, initialChunks, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  'src/app/routes/sign-in.tsx': { file: 'assets/sign-in.js', imports: ['_react.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_zod.js'] },
  'style.css': { file: 'assets/style.css' },
};

describe('bundle budget', () => {
  it('counts the entry, the route and what they import statically, once each', () => {
    expect(initialChunks(manifest, ['src/app/routes/sign-in.tsx']).sort()).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
      'assets/sign-in.js',
    ]);
  });

  it('fails a page whose chunks pass its limit and passes one within it', () => {
    const sizeOf = (file: string) => (file === 'assets/zod.js' ? 100 : 10);
    const [signIn, home] = checkBudgets(
      manifest,
      [
        { name: 'Sign-in', modules: ['src/app/routes/sign-in.tsx'], limitBytes: 40 },
        { name: 'Home', modules: ['src/app/routes/home.tsx'], limitBytes: 100 },
      ],
      sizeOf,
    );
    expect(signIn).toMatchObject({ bytes: 40, withinBudget: true });
    expect(home).toMatchObject({ bytes: 130, withinBudget: false });
  });

  it('adds the scripts every page loads besides the module graph', () => {
    const [signIn] = checkBudgets(
      manifest,
      [{ name: 'Sign-in', modules: ['src/app/routes/sign-in.tsx'], limitBytes: 45 }],
      () => 10,
      ['assets/route-preload.js'],
    );
    expect(signIn).toMatchObject({ bytes: 50, files: 5, withinBudget: false });
  });

  it('refuses a route the build does not have, so a rename cannot pass silently', () => {
    expect(() => initialChunks(manifest, ['src/app/routes/gone.tsx'])).toThrow(/no chunk/);
  });

  it('finds a cycle of static imports between chunks, and none where there is none', () => {
    expect(importCycle(manifest)).toBeUndefined();
    const withCycle: Manifest = {
      ...manifest,
      '_form.js': { file: 'assets/form.js', imports: ['_react.js', '_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_form.js'] },
    };
    expect(importCycle(withCycle)).toEqual([
      'assets/form.js',
      'assets/shared.js',
      'assets/form.js',
    ]);
  });
});

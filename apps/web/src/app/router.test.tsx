import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routeModules } from '../../build/route-modules';
import { createRoutes } from './router';

const routes = createRoutes(new QueryClient());

/** Every path the router knows, as the route table writes them (the index route as '/'). */
function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    if (route.children) return pathsOf(route.children);
    return [route.index ? '/' : (route.path ?? '')];
  });
}

/** The components the router's lazy routes give for a path, layout first. */
async function componentsFor(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) =>
      typeof route.lazy === 'function' ? (await route.lazy()).Component : undefined,
    ),
  );
  return loaded.filter((component) => component !== undefined);
}

describe('the router', () => {
  it('knows every path of config/paths.ts', () => {
    const patterns = Object.values(paths).map((path) => path.pattern);
    expect(pathsOf(routes)).toEqual(expect.arrayContaining(patterns));
  });
});

describe('build/route-modules.ts', () => {
  it('lists every path of the router, and no other', () => {
    expect(routeModules.map((route) => route.path).sort()).toEqual(pathsOf(routes).sort());
  });

  it.each(routeModules)('names the modules the router loads for $path', async (route) => {
    const samplePath = route.path === '*' ? '/no/such/page' : route.path.replace(/:\w+/g, 'x1');
    const expected = await Promise.all(
      route.modules.map(async (name) => {
        const module: Record<string, unknown> = await import(`./routes/${name}.tsx`);
        return Object.values(module);
      }),
    );
    const components = await componentsFor(samplePath);

    expect(components).toHaveLength(route.modules.length);
    components.forEach((component, index) => {
      expect(expected[index]).toContain(component);
    });
  });
});

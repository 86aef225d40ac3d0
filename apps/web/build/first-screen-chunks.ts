import { paths } from '../src/config/paths';
import { routeModuleSource, routeModules } from './route-modules';
import { type BundleChunk, withImports } from './route-preload';

/**
 * The chunks of the pages people open first, merged.
 *
 * Left to itself the bundler cuts one chunk for every set of routes that share modules: Home
 * needed 49 files, most of them under a kilobyte. Each costs a request over the browser's six
 * connections, and the bytes of its name in the preload map that every page loads. Measured
 * paired against the split build (`bench:web --against`), Home in 27 files painted its first
 * post a median 106 ms sooner, in 11 files 134 ms; this plan, 13 files, 146 ms (docs/performance-log.md).
 *
 * So the build runs twice. The first build splits as usual. From its chunks, each shared
 * chunk that a first page loads joins a group named by which families of first pages load it
 * (`public`, `link`, `signed-in`, `public+link`, ..., `shared` for all), and the second build
 * makes each group one chunk. A page then loads the groups of its family, and nothing that
 * only another family needs. Pages of one layout plan as one family (sign-in and sign-up;
 * the pages e-mails link to), so each may load a few kilobytes that only its neighbour uses.
 * Working from the first build's chunks, not the module graph, keeps what tree-shaking
 * dropped out of the groups: a module graph reaches every icon and every schema through the
 * barrels that re-export them.
 *
 * Left as they were: the entry and what it imports, and the route modules and the loaders'
 * fetchers (each stays its own chunk, loaded on demand). The library groups in vite.config.ts
 * come before these groups, so their modules stay where they were. A group imports only
 * groups that at least the same pages load, so groups cannot import each other in a cycle;
 * a fetcher's chunk between two could still close one, and check-bundle-budget.ts fails then.
 */

/** Pages that share a layout, planned as one: each may load a little the others need. */
export interface FirstPage {
  /** Names the pages in their groups' chunk names. */
  label: string;
  /** The route module names its pages render (route-modules.ts). */
  modules: string[];
}

/** Modules that every first page loads go into this group. */
export const sharedGroup = 'shared';

/**
 * Which group each module of the first build's shared chunks joins: a map from absolute
 * module id to group name. A group holds the chunks that the same families of first pages
 * load, so a family loads a group only where it needed every chunk in it.
 */
export function firstScreenGroups(chunks: BundleChunk[], pages: FirstPage[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The first build has no entry chunk');
  const loadedByEntry = new Set(withImports(byFile, [entry.fileName]));
  const chunkOf = (name: string) => {
    const source = routeModuleSource(name);
    const chunk = chunks.find((candidate) => candidate.modules.includes(source));
    if (!chunk) throw new Error(`The first build has no chunk for route module ${name}`);
    return chunk.fileName;
  };
  const loadedBy = pages.map((page) => new Set(withImports(byFile, page.modules.map(chunkOf))));

  const groups = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.isDynamicEntry || loadedByEntry.has(chunk.fileName)) continue;
    const loading = pages.filter((_, index) => loadedBy[index]?.has(chunk.fileName));
    if (loading.length === 0) continue;
    const group =
      loading.length === pages.length ? sharedGroup : loading.map((page) => page.label).join('+');
    for (const id of chunk.moduleIds) groups.set(id, group);
  }
  return groups;
}

/**
 * The pages people open first, by layout: a visitor's (sign-in, sign-up), those that links in
 * e-mails open (verify the address, reset the password), and a member's Home.
 */
export const firstPages: FirstPage[] = (() => {
  const signedIn = 'main-layout-route';
  const byLayout = new Map<string, string[]>();
  for (const { path, modules } of routeModules) {
    const [layout = ''] = modules;
    if (layout === signedIn && path !== paths.home.pattern) continue;
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), ...modules]);
  }
  return [...byLayout].map(([layout, modules]) => ({
    label: layout === signedIn ? 'signed-in' : layout.replace(/-layout-route$/, ''),
    modules,
  }));
})();

/**
 * The second build's chunk group for the first build's `chunks`. It comes after the library
 * groups (priority 0). It takes only the modules the plan names: the modules they import are
 * placed by the plan too, or stay where the first build put them.
 */
export function firstScreenGroup(chunks: BundleChunk[]) {
  const groups = firstScreenGroups(chunks, firstPages);
  return {
    name: (id: string) => groups.get(id) ?? null,
    priority: 0,
    includeDependenciesRecursively: false,
  };
}

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
 * post a median 106 ms sooner, in 11 files 134 ms.
 *
 * So the build runs twice. The first build splits as usual; from its chunks, each shared
 * chunk that a first page (sign-in, Home) loads is given to a group by which of those pages
 * load it: one page's group, or `shared` for both. The second build makes each group one chunk.
 * A page then loads its own group, the shared one and the entry's chunks, and nothing the
 * other page alone needs. Working from the first build's chunks, not the module graph, keeps
 * what tree-shaking dropped out of the groups: a module graph reaches every icon and every
 * schema through the barrels that re-export them.
 *
 * Left as they were: the entry and what it imports, and the route modules and the loaders'
 * fetchers (each stays its own chunk, loaded on demand). The library groups in vite.config.ts
 * come before these groups, so their modules stay where they were. A merged chunk imports only chunks that every page loading it loads too, so
 * no import cycle can form; check-bundle-budget.ts holds that.
 */

export interface FirstPage {
  /** The group's chunk name: a page's own modules go there. */
  group: string;
  /** The route module names the page renders (route-modules.ts). */
  modules: string[];
}

/** Modules that two or more first pages load go into this group. */
export const commonGroup = 'shared';

/**
 * Which group each module of the first build's shared chunks joins: a map from absolute
 * module id to group name.
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
    const group = loading.length > 1 ? commonGroup : loading[0]?.group;
    if (!group) continue;
    for (const id of chunk.moduleIds) groups.set(id, group);
  }
  return groups;
}

const routeOf = (path: string) => routeModules.find((route) => route.path === path)?.modules ?? [];

/** The pages people open first: a visitor's sign-in, a member's Home. */
export const firstPages: FirstPage[] = [
  { group: 'public', modules: routeOf(paths.signIn.pattern) },
  { group: 'signed-in', modules: routeOf(paths.home.pattern) },
];

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

import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pathPattern, type RouteModules, routeModuleSource, routeModules } from './route-modules';

/** What the preload needs to know about one chunk of the finished bundle. */
export interface BundleChunk {
  fileName: string;
  /** The modules the chunk holds, as paths from apps/web (src/app/routes/home.tsx). */
  modules: string[];
  /** The same modules as the bundler names them (absolute paths, virtual ids). */
  moduleIds: string[];
  isEntry: boolean;
  /** A lazily imported module's own chunk: a route module, a loader's fetcher. */
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

/** The chunks of a finished bundle (Vite's or a `build()`'s output); `root` is apps/web. */
export function bundleChunks(
  output: Iterable<
    | { type: 'asset' }
    | {
        type: 'chunk';
        fileName: string;
        moduleIds: readonly string[];
        isEntry: boolean;
        isDynamicEntry: boolean;
        imports: readonly string[];
        dynamicImports: readonly string[];
      }
  >,
  root: string,
): BundleChunk[] {
  return [...output].flatMap((item) =>
    item.type === 'chunk'
      ? [
          {
            fileName: item.fileName,
            modules: item.moduleIds.map((id) => relative(root, resolve(id))),
            moduleIds: [...item.moduleIds],
            isEntry: item.isEntry,
            isDynamicEntry: item.isDynamicEntry,
            imports: [...item.imports],
            dynamicImports: [...item.dynamicImports],
          },
        ]
      : [],
  );
}

export interface RoutePreload {
  /** pathPattern() of the route; the empty pattern (the `*` route) matches every path. */
  pattern: string;
  /** Chunk files to preload, in the order to ask for them. */
  files: string[];
  /** How many of the first files the route's loaders need: asked for at high priority. */
  urgent: number;
}

/** The chunk files `files` need, themselves first, each once, in depth-first order. */
export function withImports(byFile: Map<string, BundleChunk>, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/**
 * For each route, the chunks its modules load, leaving out the entry and what it imports
 * statically (index.html preloads those already). The fetchers that route loaders import
 * on demand (the entry's dynamic imports that are not routes, such as get-posts.ts) come
 * first and are urgent: a loader's request waits for its fetcher's chunks, and the
 * screen's render waits for that answer.
 */
export function routePreloads(chunks: BundleChunk[], routes: RouteModules[]): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const bySource = new Map(
    chunks.flatMap((chunk) => chunk.modules.map((module) => [module, chunk] as const)),
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The bundle has no entry chunk');
  const loadedByEntry = new Set(withImports(byFile, [entry.fileName]));

  const fileOf = (name: string) => {
    const chunk = bySource.get(routeModuleSource(name));
    if (!chunk) throw new Error(`The bundle has no chunk for route module ${name}: renamed?`);
    return chunk.fileName;
  };
  const routeFiles = new Set(routes.flatMap((route) => route.modules.map(fileOf)));
  const fetchers = entry.dynamicImports.filter((file) => !routeFiles.has(file));

  return routes.map((route) => {
    const files = withImports(byFile, route.modules.map(fileOf));
    const firstFetchers = withImports(
      byFile,
      fetchers.filter((file) => files.includes(file)),
    );
    const notLoaded = (file: string) => !loadedByEntry.has(file);
    const urgent = firstFetchers.filter(notLoaded);
    return {
      pattern: pathPattern(route.path),
      files: [...new Set([...urgent, ...files.filter(notLoaded)])],
      urgent: urgent.length,
    };
  });
}

/**
 * A classic script (the CSP allows no inline script) that adds a modulepreload link for
 * each chunk the opened path needs, so those load beside the entry instead of after it has
 * run. The links are written as Vite's own preload helper writes them, which then finds
 * them and adds none twice.
 *
 * Over HTTP/1.1 the browser opens six connections to the server, and Home needs a dozen
 * chunks (some fifty before first-screen-chunks.ts merged them): at equal priority the API
 * requests the loaders make would queue behind them.
 * Only the loaders' fetchers are asked for at high priority; the other chunks at low
 * priority, so the data requests go first.
 */
export function preloadScript(preloads: RoutePreload[], base: string): string {
  const files = [...new Set(preloads.flatMap((preload) => preload.files))];
  const routes = preloads.map((preload) => [
    preload.pattern,
    preload.urgent,
    preload.files.map((file) => files.indexOf(file)),
  ]);
  // The folder and extension every chunk shares are written once, not with each of some
  // fifty names: this script is in every page's budget, the sign-in page's too.
  const folder = files.every((file) => file.startsWith('assets/')) ? 'assets/' : '';
  const ext = files.every((file) => file.endsWith('.js')) ? '.js' : '';
  const names = files.map((file) => file.slice(folder.length, file.length - ext.length));
  // Sent without line breaks or indentation (no string in it holds a line break: JSON escapes
  // them), and with one-letter names: f files, r routes (pattern, urgent count, file indexes),
  // m the route matched, l each link.
  return `(() => {
  const f = ${JSON.stringify(names)};
  const r = ${JSON.stringify(routes)};
  const m = r.find(([p]) => new RegExp(p, 'i').test(location.pathname));
  if (!m) return;
  m[2].forEach((i, n) => {
    const l = document.createElement('link');
    l.rel = 'modulepreload';
    l.crossOrigin = '';
    l.setAttribute('fetchpriority', n < m[1] ? 'high' : 'low');
    l.href = ${JSON.stringify(base + folder)} + f[i] + ${JSON.stringify(ext)};
    document.head.append(l);
  });
})();
`.replace(/\n\s*/g, '');
}

/**
 * Vite plugin: writes the preload script and loads it from index.html, ahead of the entry.
 * `async`: it runs as soon as it arrives, long before the entry and React have.
 */
export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    // After vite:build-html has written index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        throw new Error('route-preload: the bundle has no index.html');
      }
      const chunks = bundleChunks(Object.values(bundle), root);
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(routePreloads(chunks, routeModules), base),
      });
      const tag = `<script async src="${base}${this.getFileName(reference)}"></script>\n    `;
      html.source = html.source.replace('<script type="module"', `${tag}<script type="module"`);
    },
  };
}

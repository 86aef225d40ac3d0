import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields the budget reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  name: string;
  /** The route modules the page renders, as manifest keys (source paths from apps/web). */
  modules: string[];
  limitBytes: number;
}

/**
 * What a first visit to a page downloads before it shows: the entry chunk, the page's lazy
 * route modules, and every chunk those import statically. Dynamic imports load later, on
 * navigation, so they do not count.
 */
export function initialChunks(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}: was the route renamed?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  for (const module of modules) visit(module);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

export function gzippedSize(contents: Buffer): number {
  return gzipSync(contents, { level: 9 }).length;
}

export interface BudgetResult {
  name: string;
  bytes: number;
  limitBytes: number;
  files: number;
  withinBudget: boolean;
}

/**
 * `everyPage` adds scripts that index.html loads outside the module graph (the route
 * preload script), which the manifest does not list.
 */
export function checkBudgets(
  manifest: Manifest,
  budgets: RouteBudget[],
  sizeOf: (file: string) => number,
  everyPage: string[] = [],
): BudgetResult[] {
  return budgets.map((budget) => {
    const files = [...initialChunks(manifest, budget.modules), ...everyPage];
    const bytes = files.reduce((total, file) => total + sizeOf(file), 0);
    return {
      name: budget.name,
      bytes,
      limitBytes: budget.limitBytes,
      files: files.length,
      withinBudget: bytes <= budget.limitBytes,
    };
  });
}

/**
 * The first chain of static imports between chunks that comes back to where it started, as
 * files (`a, b, a`), or undefined. A chunk in such a cycle can run before a chunk it needs has
 * defined what it exports; the build's chunk groups must never make one.
 */
export function importCycle(manifest: Manifest): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (key: string): string[] | undefined => {
    const open = path.indexOf(key);
    if (open >= 0) return [...path.slice(open), key];
    if (done.has(key)) return undefined;
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(key);
    return undefined;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle.map((found) => manifest[found]?.file ?? found);
  }
  return undefined;
}

/**
 * Fails when a page's initial JavaScript (gzipped) passes its budget. Run after `vite build`:
 * `npm run test:budget` does both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../src/config/paths';
import {
  checkBudgets,
  gzippedSize,
  importCycle,
  initialChunks,
  type Manifest,
  type RouteBudget,
} from './bundle-budget';
import { routeModuleSources } from './route-modules';

const KB = 1000;
const budgets: RouteBudget[] = [
  { name: 'Sign-in', modules: routeModuleSources(paths.signIn.pattern), limitBytes: 150 * KB },
  { name: 'Home', modules: routeModuleSources(paths.home.pattern), limitBytes: 250 * KB },
  // Opened cold from the links in e-mails, as the sign-in page is opened cold.
  {
    name: 'Verify e-mail',
    modules: routeModuleSources(paths.verifyEmail.pattern),
    limitBytes: 150 * KB,
  },
  {
    name: 'Reset password',
    modules: routeModuleSources(paths.resetPassword.pattern),
    limitBytes: 150 * KB,
  },
];

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
// Classic scripts in index.html (the route preload script) load on every page too.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const classicScripts = [
  ...indexHtml.matchAll(/<script\b(?![^>]*type="module")[^>]*\bsrc="\/([^"]+\.js)"/g),
].flatMap((match) => (match[1] ? [match[1]] : []));
const results = checkBudgets(
  manifest,
  budgets,
  (file) => gzippedSize(readFileSync(join(dist, file))),
  classicScripts,
);

for (const r of results) {
  const verdict = r.withinBudget ? 'ok' : 'OVER BUDGET';
  console.info(
    `${r.name.padEnd(14)} ${(r.bytes / KB).toFixed(1).padStart(6)} KB (${r.limitBytes - r.bytes} B to spare) of ${r.limitBytes / KB} KB gzipped JavaScript in ${r.files} files: ${verdict}`,
  );
}
if (results.some((r) => !r.withinBudget)) process.exitCode = 1;

// zod (about 25 KB compressed, and every schema built as its module loads) comes with the first
// form or failure, not with these pages: what they read of the contract sits in its zod-free
// modules (limits.ts, messages.ts, visibility.ts, media-limits.ts, report-reasons.ts, ...).
for (const budget of budgets) {
  const withZod = initialChunks(manifest, budget.modules).filter((file) =>
    readFileSync(join(dist, file), 'utf8').includes('$ZodType'),
  );
  if (withZod.length > 0) {
    console.error(
      `${budget.name} loads zod (${withZod.join(', ')}): import the contract's constants from a module without schemas`,
    );
    process.exitCode = 1;
  }
}

// The chunk groups (vite.config.ts, first-screen-chunks.ts) must not make chunks import each other.
const cycle = importCycle(manifest);
if (cycle) {
  console.error(`Chunks import each other in a cycle: ${cycle.join(' -> ')}`);
  process.exitCode = 1;
}

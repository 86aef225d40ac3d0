/**
 * Fails when a page's initial JavaScript (gzipped) passes its budget. Run after `vite build`:
 * `npm run test:budget` does both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets, gzippedSize, type Manifest, type RouteBudget } from './bundle-budget';

const KB = 1000;
const budgets: RouteBudget[] = [
  {
    name: 'Sign-in',
    modules: ['src/app/routes/public-layout-route.tsx', 'src/app/routes/sign-in.tsx'],
    limitBytes: 150 * KB,
  },
  {
    name: 'Home',
    modules: ['src/app/routes/main-layout-route.tsx', 'src/app/routes/home.tsx'],
    limitBytes: 250 * KB,
  },
];

const dist = join(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const results = checkBudgets(manifest, budgets, (file) =>
  gzippedSize(readFileSync(join(dist, file))),
);

for (const r of results) {
  const verdict = r.withinBudget ? 'ok' : 'OVER BUDGET';
  console.info(
    `${r.name.padEnd(8)} ${(r.bytes / KB).toFixed(1).padStart(6)} KB of ${r.limitBytes / KB} KB gzipped JavaScript in ${r.files} files: ${verdict}`,
  );
}
if (results.some((r) => !r.withinBudget)) process.exitCode = 1;

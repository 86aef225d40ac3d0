// Bundles the server into dist/server.js. The shared contract package is TypeScript source
// with no build step of its own, so it is bundled in; every npm dependency stays external.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@app/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// The SQLite reader runs in worker threads from its own file, next to the bundle that starts them.
copyFileSync('src/db/sqlite-read-worker.mjs', 'dist/sqlite-read-worker.mjs');
copyFileSync('src/db/sqlite-functions.mjs', 'dist/sqlite-functions.mjs');

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/pglite-data-dirs.setup.ts'],
    setupFiles: ['test/cheap-password-hashes.setup.ts'],
    // Files share a test process and its loaded modules; each still builds its own apps and
    // databases. A process per file (Node, the app's modules, PGlite's WebAssembly) took 346 s
    // of the SQLite and PGlite suites against 202 s shared. No file leaves module state changed.
    isolate: false,
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default leaves a core idle (one worker on a 2-core machine); the API suites
    // spend much of their time waiting on databases and child processes, so use them all.
    maxWorkers: availableParallelism(),
  },
});

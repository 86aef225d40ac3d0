import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps PGlite's data folders to start test databases from (databases.ts). */
    pgliteDataDirs: string;
  }
}

/** One folder per run: a migration changed between runs can never start from an old copy. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'social-pglite-'));
  project.provide('pgliteDataDirs', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

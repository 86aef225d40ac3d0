import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh folder for the test server's database, media and outbox, made once per run.
 * Playwright loads the config again in every worker: the folder's name goes into the
 * environment the workers inherit, so they all find the runner's folder, not a new one.
 */
function ensureDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const made = mkdtempSync(join(tmpdir(), 'social-e2e-'));
  process.env.E2E_DATA_DIR = made;
  return made;
}

export const dataDir = ensureDataDir();
export const outboxDir = join(dataDir, 'outbox');

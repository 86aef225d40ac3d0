import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

/** The seed's demo account, unless BENCH_EMAIL and BENCH_PASSWORD say otherwise. */
export const demoAccount = {
  email: process.env.BENCH_EMAIL ?? 'ann.lee@demo.social',
  password: process.env.BENCH_PASSWORD ?? 'explore the demo 2026',
};

/** The built server on the demo data, in a folder of its own that is removed afterwards. */
export async function startDemoServer(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
    MEDIA_DIR: join(dir, 'media'),
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
  };
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/scripts/seed-demo.ts')],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const port = 4800 + Math.floor(Math.random() * 100);
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const up = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`The server at ${url} did not start`);
}

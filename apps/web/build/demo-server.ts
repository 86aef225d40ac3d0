import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

/** The seed's demo account, unless BENCH_EMAIL and BENCH_PASSWORD say otherwise. */
export const demoAccount = {
  email: process.env.BENCH_EMAIL ?? 'ann.lee@demo.social',
  password: process.env.BENCH_PASSWORD ?? 'explore the demo 2026',
};

/**
 * The built server on the demo data, in a folder of its own that is removed afterwards.
 * `webDist`: the web build it serves, when not this checkout's apps/web/dist. The server
 * finds the web app beside itself, so it then runs from a copy in that folder, with this
 * checkout's node_modules.
 */
export async function startDemoServer(
  options: { webDist?: string } = {},
): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  let serverDir = join(root, 'apps/server');
  if (options.webDist) {
    serverDir = join(dir, 'apps/server');
    cpSync(join(root, 'apps/server/dist'), join(serverDir, 'dist'), { recursive: true });
    cpSync(options.webDist, join(dir, 'apps/web/dist'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  }
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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [join(serverDir, 'dist/server.js')], {
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

/** A port nothing listens on: two demo servers at once (bench:web --against) must not meet. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const serverEntry = new URL('../src/server.ts', import.meta.url).pathname;

/**
 * How long a start may take before the test gives up. Loading the source through tsx and
 * migrating takes 3-5 s on an idle machine; CI runs the other suites at the same time on two
 * cores, where a start took more than 20 s once. This is a wait for readiness, not a measure.
 */
const startDeadlineMs = 120_000;

/** A port nothing listens on now, chosen by the system rather than by chance. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port to listen on');
  return address.port;
}

/**
 * The real server in its own process, from source, answering /health. A process that exits
 * before it answers fails the start at once, with the end of what it wrote to stderr.
 */
export async function startServer(env: Record<string, string>) {
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env, PORT: port, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString()).slice(-4000);
  });
  let exitCode: number | string | null = null;
  child.once('exit', (code, signal) => {
    exitCode = code ?? signal;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) {
      throw new Error(`server exited (${exitCode}) before it answered:\n${stderrTail}`);
    }
    const healthy = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${startDeadlineMs / 1000} s:\n${stderrTail}`);
}

import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL server binaries installed here (Debian's layout), if any. */
export function postgresBinaries(): string | undefined {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : undefined;
  } catch {
    return undefined;
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A PostgreSQL server of the test's own, which the test may stop and start again. As root
 * it runs as the unprivileged user `nobody`, as PostgreSQL requires.
 */
export async function ownPostgres(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'social-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'nobody:nogroup', dir]);
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'nobody', '--', join(bin, command), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(join(bin, command), args, { stdio: 'ignore' });
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  writeFileSync(
    join(dir, 'data', 'postgresql.auto.conf'),
    `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\n`,
  );
  if (asRoot) chownSync(join(dir, 'data', 'postgresql.auto.conf'), 65534, 65534);
  const start = () =>
    run('pg_ctl', [
      '-D',
      join(dir, 'data'),
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

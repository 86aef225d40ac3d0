/**
 * What the API benchmarks share: a database to run against (made and seeded, or reused),
 * the server under test as its own process, sessions written straight into the database,
 * and the memory figures the kernel keeps for a process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../src/db/database';
import { hashToken, newId, newToken } from '../src/lib/ids';

export const root = new URL('../../../', import.meta.url).pathname;

/** The options every API benchmark takes, with the defaults of the one asking. */
export function benchOptions(defaults: { users: string; posts: string; duration: string }) {
  return {
    db: { type: 'string', default: 'sqlite' },
    users: { type: 'string', default: defaults.users },
    posts: { type: 'string', default: defaults.posts },
    duration: { type: 'string', default: defaults.duration },
    connections: { type: 'string', default: '50' },
    reuse: { type: 'string' },
    'list-cache': { type: 'string', default: 'on' },
    /** Comma-separated names (or parts of them) of the kinds of request to run, for a quicker look. */
    only: { type: 'string' },
  } as const;
}

/** The database the options name: reused as given, or made and seeded with bulk data. */
export async function benchDatabase(values: {
  db: string;
  reuse?: string | undefined;
  users: string;
  posts: string;
}): Promise<string> {
  const url = await benchDatabaseUrl(values.db, values.reuse);
  if (!values.reuse) seedBulk(url, values.users, values.posts);
  return url;
}

/** A new, empty database of the wanted kind, or the one given with `--reuse`. */
export async function benchDatabaseUrl(kind: string, reuse: string | undefined): Promise<string> {
  if (reuse) return reuse;
  if (kind === 'postgres') {
    const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('--db postgres needs BENCH_DATABASE_URL');
    const name = `bench_${Date.now()}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  }
  return `sqlite:${join(mkdtempSync(join(tmpdir(), 'bench-api-')), 'app.db')}`;
}

export function seedBulk(url: string, users: string, posts: string): void {
  console.info(`seeding ${users} people and ${posts} posts…`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'apps/server/scripts/seed-bulk.ts'),
      '--users',
      users,
      '--posts',
      posts,
    ],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Signs each of `userIds` in with a session of its own; returns their bearer tokens. */
export async function signIn(db: Db, userIds: string[]): Promise<string[]> {
  const now = new Date().toISOString();
  const tokens = userIds.map(() => newToken());
  const rows = userIds.map((userId, i) => ({
    id: newId(),
    user_id: userId,
    token_hash: hashToken(tokens[i] as string),
    user_agent: 'bench',
    created_at: now,
    last_used_at: now,
    expires_at: '2999-01-01T00:00:00.000Z',
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('sessions')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return tokens;
}

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The server under test, built (`dist/`, or `script`), with rate limits off. */
export function startServer(
  port: number,
  url: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  script = join(root, 'apps/server/dist/server.js'),
): ChildProcess {
  return startProcess([...nodeArgs, script], {
    PORT: String(port),
    DATABASE_URL: url,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: join(tmpdir(), 'bench-media'),
    ...env,
  });
}

/** A bare Fastify answering every request with `body`: what the machine does without us. */
export function startBareServer(port: number, body: string): ChildProcess {
  return startProcess(
    [
      '-e',
      `const f=require('fastify')();const b=${JSON.stringify(body)};f.all('/*',(q,r)=>r.type('application/json').send(b));f.listen({port:${port},host:'127.0.0.1'})`,
    ],
    { NODE_PATH: join(root, 'node_modules') },
  );
}

/** Until `base` answers its health check; `timeoutMs` covers a first start's migrations. */
export async function waitFor(
  base: string,
  path = '/api/v1/health',
  timeoutMs = 30_000,
): Promise<void> {
  for (let i = 0; i < timeoutMs / 100; i++) {
    if (
      await fetch(`${base}${path}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not start`);
}

/**
 * Until the server under test answers. A first start on a database made by an older build
 * runs its migrations before listening, which may rebuild an index of a million posts, so
 * the wait is long; a server that exits instead ends it at once.
 */
export async function serverReady(server: ChildProcess, base: string): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before answering`)),
    ),
  );
  exited.catch(() => {}); // only raced below; a later exit is not this wait's to report
  await Promise.race([waitFor(base, undefined, 15 * 60_000), exited]);
}

/** A process's peak (`VmHWM`) or present (`VmRSS`) resident memory, in MB. */
export const residentMb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
  ) / 1024;

/** `--server-env 'KEY=value,…'`: variables for the server under test. */
export const parseServerEnv = (pairs: string): Record<string, string> =>
  Object.fromEntries(
    pairs
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        // Only the first '=' separates: a value may hold its own (NODE_OPTIONS=--flag=64).
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)] as [string, string];
      }),
  );

/**
 * Two builds of the server side by side, each on its own copy of one database, sent the same
 * mixed traffic request by request: each request goes to both, in turns of which goes first.
 * Whole mixed runs on this machine drift by ±15% between minutes, more than most changes are
 * worth; paired requests cancel the drift, and the interval says whether a change showed.
 *   npm run bench:ab -- --reuse DATABASE_URL [--a main] [--b work] [--duration 60]
 *     [--rounds 3] [--connections 1] [--people 1000] [--only 'search,popular'] [--list-cache off]
 * `--a`/`--b` take a git revision or `work` (the working tree, uncommitted changes included).
 * `--duration` is shared among the rounds; each round starts both servers afresh.
 * Prints, for each kind of request and for all (and for each round), both sides' mean and p99
 * and the change in the mean with its 95% interval, then each side's CPU per request (the server, and PostgreSQL's
 * backends for it); writes the table to bench-ab-results.md.
 */

import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { serverBuild, WORKING_TREE } from './builds';
import { readTicks } from './cpu-time';
import { benchOptions, serverReady, startServer } from './lib';
import { acrossRounds, describeChange, type Pair, summarisePairs } from './paired';
import {
  audience,
  drawFrom,
  percentile,
  round,
  send,
  trafficKinds,
  trafficRandom,
} from './traffic';

const { values } = parseArgs({
  options: {
    ...benchOptions({ users: '', posts: '', duration: '60' }),
    connections: { type: 'string', default: '1' },
    'list-cache': { type: 'string', default: 'off' },
    people: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '5' },
    a: { type: 'string', default: 'main' },
    b: { type: 'string', default: WORKING_TREE },
    rounds: { type: 'string', default: '3' },
  },
});
if (!values.reuse) throw new Error('bench:ab needs --reuse DATABASE_URL (a seeded database)');
const source = values.reuse;
const connections = Number(values.connections);

const builds = { a: serverBuild(values.a), b: serverBuild(values.b) };
const draw = trafficRandom(2026);
const { random, pick } = draw;
// Sessions are written before the copies are made, so both sides know the same people.
const { tokens, postIds, authors, held } = await audience(source, Number(values.people), draw);
const wanted = values.only?.split(',').map((part) => part.trim());
const kinds = trafficKinds(draw, { postIds, authors }).filter(
  (k) => !wanted || wanted.some((part) => k.name.includes(part)),
);

type Side = 'a' | 'b';
const copies = { a: await copyOf(source, 'a'), b: await copyOf(source, 'b') };

async function onMaintenance(url: string, work: (client: pg.Client) => Promise<void>) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Each side migrates and writes its own copy: builds may differ in their migrations. */
async function copyOf(url: string, side: Side): Promise<string> {
  if (url.startsWith('postgres')) {
    const name = `bench_ab_${side}`;
    const template = new URL(url).pathname.slice(1);
    // A template must have no other sessions: the copy is made from the maintenance database.
    await onMaintenance(url, async (client) => {
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name} template ${pg.escapeIdentifier(template)}`);
    });
    const target = new URL(url);
    target.pathname = `/${name}`;
    return target.toString();
  }
  const file = url.replace(/^sqlite:/, '');
  const copy = join(dirname(file), `bench-ab-${side}.db`);
  for (const suffix of ['-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(file, copy);
  if (existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0)
    copyFileSync(`${file}-wal`, `${copy}-wal`);
  return `sqlite:${copy}`;
}

const basePort = 5600 + Math.floor(random() * 100);
const ports = { a: basePort, b: basePort + 1 };
const serverEnv = { LIST_CACHE_MB: values['list-cache'] === 'off' ? '0' : '64' };

async function startBoth(): Promise<Record<Side, ChildProcess>> {
  const started = {
    a: startServer(ports.a, copies.a, serverEnv, [], builds.a.script),
    b: startServer(ports.b, copies.b, serverEnv, [], builds.b.script),
  };
  await Promise.all(
    (['a', 'b'] as const).map((side) =>
      serverReady(started[side], `http://127.0.0.1:${ports[side]}`),
    ),
  );
  return started;
}
type Sample = { kind: string; a: number; b: number; statusA: number; statusB: number };

/** `connections` loops; each sends a request to both sides, the first side by turns. */
async function drive(forMs: number): Promise<Sample[]> {
  const agents = {
    a: new http.Agent({ keepAlive: true, maxSockets: connections }),
    b: new http.Agent({ keepAlive: true, maxSockets: connections }),
  };
  const samples: Sample[] = [];
  const until = performance.now() + forMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let turn = loop; performance.now() < until; turn++) {
        const kind = drawFrom(kinds, random);
        const request = kind.make();
        const token = pick(tokens);
        const order: Side[] = turn % 2 === 0 ? ['a', 'b'] : ['b', 'a'];
        const ms = { a: 0, b: 0 };
        const status = { a: 0, b: 0 };
        for (const side of order) {
          const started = performance.now();
          status[side] = await send(agents[side], ports[side], request, token);
          ms[side] = performance.now() - started;
        }
        samples.push({ kind: kind.name, ...ms, statusA: status.a, statusB: status.b });
      }
    }),
  );
  for (const agent of Object.values(agents)) agent.destroy();
  return samples;
}

/** CPU ticks so far of processes (all their threads), or of `/proc` paths under them. */
const ticksOf = (pids: (number | string)[]) =>
  pids.reduce<number>((sum, pid) => sum + (readTicks(`/proc/${pid}/stat`)?.ticks ?? 0), 0);

/** PostgreSQL's backends serving each side's copy, when PostgreSQL runs on this machine. */
async function backendsOf(): Promise<Record<Side, number[]>> {
  if (!source.startsWith('postgres')) return { a: [], b: [] };
  const client = new pg.Client({ connectionString: source });
  await client.connect();
  const { rows } = await client.query<{ pid: number; datname: string }>(
    "select pid, datname from pg_stat_activity where datname like 'bench_ab_%'",
  );
  await client.end();
  return {
    a: rows.filter((r) => r.datname === 'bench_ab_a').map((r) => r.pid),
    b: rows.filter((r) => r.datname === 'bench_ab_b').map((r) => r.pid),
  };
}

/**
 * One round: both servers started afresh, warmed up, then measured. A process's own luck
 * (where its code and heap landed, what its JIT chose) moves it by a few percent for its
 * whole life, so one round cannot tell that from a change; several rounds can.
 */
async function measureRound(): Promise<{ samples: Sample[]; cpu: Record<Side, Spent> }> {
  const servers = await startBoth();
  await drive(Number(values.warmup) * 1000);
  const backends = await backendsOf();
  const pids = (side: Side) => [servers[side].pid as number];
  // The event loop's thread, which every request passes through one at a time.
  const mainThread = (side: Side) => [`${servers[side].pid}/task/${servers[side].pid}`];
  const before = (['a', 'b'] as const).map((side) => ({
    server: ticksOf(pids(side)),
    main: ticksOf(mainThread(side)),
    database: new Map(backends[side].map((pid) => [pid, readTicks(`/proc/${pid}/stat`)?.ticks])),
  }));
  const samples = await drive((Number(values.duration) * 1000) / rounds);
  // A backend the pool opened meanwhile counts whole: its life began inside the window.
  const backendsAfter = await backendsOf();
  const cpu = Object.fromEntries(
    (['a', 'b'] as const).map((side, i) => [
      side,
      {
        server: ticksOf(pids(side)) - (before[i]?.server ?? 0),
        main: ticksOf(mainThread(side)) - (before[i]?.main ?? 0),
        database: backendTicksSince(before[i]?.database, [
          ...new Set([...backends[side], ...backendsAfter[side]]),
        ]),
      },
    ]),
  ) as Record<Side, Spent>;
  for (const side of ['a', 'b'] as const) {
    servers[side].kill('SIGTERM');
    await new Promise((resolve) => servers[side].once('exit', resolve));
  }
  return { samples, cpu };
}
type Spent = { server: number; main: number; database: number };

/**
 * The backends' CPU since `before`. One that ended meanwhile cannot be read and is left out
 * whole: counting its start alone once took a migration's four minutes off a round.
 */
function backendTicksSince(before: Map<number, number | undefined> | undefined, pids: number[]) {
  return pids.reduce((sum, pid) => {
    const now = readTicks(`/proc/${pid}/stat`)?.ticks;
    if (now === undefined) return sum;
    return sum + now - (before?.get(pid) ?? 0);
  }, 0);
}

const rounds = Number(values.rounds);
const results: Awaited<ReturnType<typeof measureRound>>[] = [];
for (let i = 0; i < rounds; i++) results.push(await measureRound());
await removeCopies();
const samples = results.flatMap((r) => r.samples);
const spent = (side: Side, what: keyof Spent) =>
  results.reduce((sum, r) => sum + r.cpu[side][what], 0);

async function removeCopies() {
  if (source.startsWith('postgres')) {
    await onMaintenance(source, async (client) => {
      for (const side of ['a', 'b']) await client.query(`drop database if exists bench_ab_${side}`);
    });
    return;
  }
  for (const side of ['a', 'b'] as const) {
    const file = copies[side].replace(/^sqlite:/, '');
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

const pairsOf = (mine: Sample[]) => summarisePairs(mine.map(({ a, b }): Pair => ({ a, b })));
const row = (name: string, mine: Sample[], s = pairsOf(mine)) => {
  const p99 = (side: Side) =>
    round(
      percentile(
        mine.map((m) => m[side]).sort((x, y) => x - y),
        99,
      ),
    );
  const differing = mine.filter((m) => m.statusA !== m.statusB).length;
  const failed = mine.filter((m) => m.statusA >= 300 || m.statusB >= 300 || !m.statusA).length;
  return `| ${name} | ${s.n} | ${s.meanA.toFixed(2)} | ${s.meanB.toFixed(2)} | ${describeChange(s)} | ${p99('a')} | ${p99('b')} | ${failed} | ${differing} |`;
};
/** CPU milliseconds a request, from clock ticks of 10 ms. */
const perRequest = (side: Side, what: keyof Spent) =>
  ((spent(side, what) * 10) / (samples.length || 1)).toFixed(2);

const lines = [
  `A/B: a = ${builds.a.label}, b = ${builds.b.label}; ${source.split(':')[0]} holding ${held.posts} posts (${held.today} of the last day), ${tokens.length} people, ${connections} connection(s), ${values.duration} s after ${values.warmup} s warm-up, list cache ${values['list-cache']}, ${new Date().toISOString()}`,
  '',
  '| request | pairs | a mean ms | b mean ms | b against a (95% interval) | a p99 ms | b p99 ms | non-2xx | statuses differ |',
  '|---|---|---|---|---|---|---|---|---|',
  ...kinds
    .map((kind) => [kind.name, samples.filter((s) => s.kind === kind.name)] as const)
    .filter(([, mine]) => mine.length > 0)
    .map(([name, mine]) => row(name, mine)),
  ...results.map((r, i) => row(`all, round ${i + 1}`, r.samples)),
  // The whole run's interval also counts how far the rounds disagree.
  row(
    'all',
    samples,
    acrossRounds(
      pairsOf(samples),
      results.map((r) => pairsOf(r.samples)),
    ),
  ),
  '',
  `CPU a request: server a ${perRequest('a', 'server')} ms (main thread ${perRequest('a', 'main')}), b ${perRequest('b', 'server')} ms (main thread ${perRequest('b', 'main')})` +
    (source.startsWith('postgres')
      ? `; PostgreSQL's backends a ${perRequest('a', 'database')} ms, b ${perRequest('b', 'database')} ms`
      : '') +
    '.',
];
const table = lines.join('\n');
console.info(`\n${table}`);
writeFileSync('bench-ab-results.md', `${table}\n`);

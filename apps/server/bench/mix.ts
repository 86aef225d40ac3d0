/**
 * Mixed load as a social app meets it: many different signed-in people, each request drawn
 * with the weights of what people do (read feeds, open posts and profiles, search, react,
 * comment, post), posts chosen with a skew toward the newest. The same mix then runs against
 * a bare Fastify answering a fixed feed page, in the same run, as the machine's ceiling.
 *   npm run bench:mix -- [--db sqlite|postgres] [--users 100000] [--posts 1000000]
 *     [--people 1000] [--duration 20] [--connections 50] [--reuse DATABASE_URL]
 *     [--list-cache on|off] [--each] [--profile DIR] [--server-env 'KEY=value,…']
 * `--each` runs every kind of request alone instead of the mix (the single-request view at
 * `--connections 1 --list-cache off`). `--profile DIR` writes the server's CPU profile there.
 * Prints requests a second, p50/p99/max, non-2xx, the server's event-loop delay, its peak
 * memory and each kind's p99; writes the table to bench-mix-results.md. Rate limits are off.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../scripts/random';
import { textGenerator } from '../scripts/text';
import { openDatabase } from '../src/db/database';
import { encodeCursor } from '../src/db/pagination';
import {
  benchDatabase,
  benchOptions,
  residentMb,
  root,
  signIn,
  startBareServer,
  startServer,
  waitFor,
} from './lib';

const { values } = parseArgs({
  options: {
    ...benchOptions({ users: '100000', posts: '1000000', duration: '20' }),
    people: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '5' },
    each: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'server-env': { type: 'string', default: '' },
  },
});
const duration = Number(values.duration) * 1000;
const warmup = Number(values.warmup) * 1000;
const connections = Number(values.connections);

const url = await benchDatabase(values);

const { next: random, below } = seededRandom(2026);
const { sentence } = textGenerator(random);
const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
/** An index into newest-first `items`, most often near the front, as attention is. */
const recent = <T>(items: readonly T[]): T => items[Math.floor(items.length * random() ** 3)] as T;

// The people, and what they will ask about: recent posts whose author anyone may read.
const { db } = openDatabase(url);
const everyone = await db.selectFrom('users').select('id').where('status', '=', 'active').execute();
const people = Array.from({ length: Number(values.people) }, () => pick(everyone).id);
const tokens = await signIn(db, people);
const recentPosts = await db
  .selectFrom('posts')
  .innerJoin('users', 'users.id', 'posts.author_id')
  .select(['posts.id', 'posts.author_id', 'posts.visibility'])
  .where('users.is_private', '=', 0)
  .orderBy('posts.id', 'desc')
  .limit(20_000)
  .execute();
await db.destroy();
const postIds = recentPosts.map((post) => post.id);
const authors = recentPosts.filter((p) => p.visibility === 'public').map((p) => p.author_id);

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };
type Kind = { name: string; weight: number; make: () => Request };
const list = (filters: object, cursor?: string): Request => ({
  method: 'POST',
  path: '/api/v1/post/list',
  body: { pageSize: 20, filters, ...(cursor ? { cursor } : {}) },
});
const deepCursor = () => encodeCursor({ id: postIds[below(postIds.length)] as string });
const kinds: Kind[] = [
  { name: 'feed', weight: 18, make: () => list({}) },
  { name: 'feed, later page', weight: 7, make: () => list({}, deepCursor()) },
  { name: 'following', weight: 12, make: () => list({ feed: 'following' }) },
  {
    name: 'following, later page',
    weight: 4,
    make: () => list({ feed: 'following' }, deepCursor()),
  },
  {
    name: 'post page',
    weight: 10,
    make: () => ({ method: 'GET', path: `/api/v1/post/${recent(postIds)}` }),
  },
  {
    name: 'comments',
    weight: 8,
    make: () => ({
      method: 'POST',
      path: '/api/v1/comment/list',
      body: { pageSize: 20, filters: { post: recent(postIds) } },
    }),
  },
  {
    name: 'profile',
    weight: 5,
    make: () => ({ method: 'GET', path: `/api/v1/user/${recent(authors)}` }),
  },
  { name: "profile's posts", weight: 5, make: () => list({ author: recent(authors) }) },
  {
    name: 'people',
    weight: 3,
    make: () => ({
      method: 'POST',
      path: '/api/v1/user/list',
      body: { pageNum: 1 + below(random() < 0.7 ? 1 : 20), pageSize: 20 },
    }),
  },
  {
    name: 'search',
    weight: 4,
    make: () => {
      const words = sentence().split(' ');
      const at = below(words.length);
      return list({ search: words.slice(at, at + 1 + below(2)).join(' ') });
    },
  },
  {
    name: 'popular',
    weight: 4,
    make: () => ({
      method: 'POST',
      path: '/api/v1/post/popular',
      body: { window: 'today', filter: 'all' },
    }),
  },
  {
    name: 'popular, following',
    weight: 2,
    make: () => ({
      method: 'POST',
      path: '/api/v1/post/popular',
      body: { window: 'today', filter: 'following' },
    }),
  },
  {
    name: 'notifications',
    weight: 5,
    make: () => ({ method: 'GET', path: '/api/v1/notifications' }),
  },
  {
    name: 'reaction',
    weight: 6,
    make: () => ({
      method: 'POST',
      path: `/api/v1/post/${recent(postIds)}/react`,
      body: { kind: pick(['like', 'like', 'hug', 'share']) },
    }),
  },
  {
    name: 'comment',
    weight: 2,
    make: () => ({
      method: 'POST',
      path: '/api/v1/comment/new',
      body: {
        comment: {
          content: sentence(),
          post: recent(postIds),
          visibility: random() < 0.2 ? 'private' : 'public',
        },
      },
    }),
  },
  {
    name: 'new post',
    weight: 1,
    make: () => ({
      method: 'POST',
      path: '/api/v1/post/new',
      body: { content: sentence(), visibility: random() < 0.15 ? 'private' : 'public' },
    }),
  },
];

function drawFrom(choices: Kind[]): Kind {
  const total = choices.reduce((sum, kind) => sum + kind.weight, 0);
  let at = random() * total;
  for (const kind of choices) {
    at -= kind.weight;
    if (at < 0) return kind;
  }
  return choices.at(-1) as Kind;
}

type Outcome = { kind: string; ms: number; status: number };

/** `connections` closed loops, each sending its next request when the last one answered. */
async function drive(port: number, choices: Kind[], forMs: number, record: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  const until = performance.now() + forMs;
  const send = (request: Request, token: string) =>
    new Promise<number>((resolve) => {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            // As a browser asks: answers large enough are compressed, at the server's cost.
            'accept-encoding': 'br, gzip',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const kind = drawFrom(choices);
        const started = performance.now();
        const status = await send(kind.make(), pick(tokens));
        if (record) outcomes.push({ kind: kind.name, ms: performance.now() - started, status });
      }
    }),
  );
  agent.destroy();
  return outcomes;
}

/** How many answers were not 2xx, with their statuses ('0' for no answer) when any. */
function failures(outcomes: Outcome[]): string {
  const counts = new Map<number, number>();
  for (const { status } of outcomes) {
    if (status < 200 || status >= 300) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (!total) return '0';
  return `${total} (${[...counts].map(([status, n]) => `${n}× ${status}`).join(', ')})`;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number)
    : 0;
const round = (ms: number) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));

function summarise(outcomes: Outcome[]) {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    rps: outcomes.length / (duration / 1000),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? 0,
    non2xx: failures(outcomes),
  };
}

const port = 4800 + below(100);
const probeFile = join(tmpdir(), `bench-mix-probe-${port}.json`);
const serverEnv = Object.fromEntries(
  values['server-env']
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
const server = startServer(
  port,
  url,
  {
    LIST_CACHE_MB: values['list-cache'] === 'off' ? '0' : '64',
    BENCH_PROBE_FILE: probeFile,
    ...serverEnv,
  },
  [
    '--import',
    join(root, 'apps/server/bench/event-loop-probe.mjs'),
    ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
  ],
);
await waitFor(`http://127.0.0.1:${port}`);
const eventLoop = async () => {
  await new Promise((r) => setTimeout(r, 600));
  const { readFileSync } = await import('node:fs');
  return JSON.parse(readFileSync(probeFile, 'utf8')) as { p99: number; max: number };
};

const header = `Mixed load: ${values.db}, ${tokens.length} people signed in, ${connections} connections, ${duration / 1000} s after ${warmup / 1000} s warm-up, list cache ${values['list-cache']}, ${new Date().toISOString()}`;
const lines: string[] = [];
if (values.each) {
  lines.push(
    '| request | req/s | p50 ms | p99 ms | max ms | non-2xx |',
    '|---|---|---|---|---|---|',
  );
  const wanted = values.only?.split(',').map((part) => part.trim());
  for (const kind of kinds.filter((k) => !wanted || wanted.some((part) => k.name.includes(part)))) {
    await drive(port, [kind], Math.min(warmup, 1000), false);
    const s = summarise(await drive(port, [kind], duration, true));
    lines.push(
      `| ${kind.name} | ${s.rps.toFixed(0)} | ${round(s.p50)} | ${round(s.p99)} | ${round(s.max)} | ${s.non2xx} |`,
    );
    console.info(lines.at(-1));
  }
} else {
  await drive(port, kinds, warmup, false);
  process.kill(server.pid as number, 'SIGWINCH');
  const outcomes = await drive(port, kinds, duration, true);
  const loop = await eventLoop();
  const peak = residentMb(server.pid as number, 'VmHWM');
  const s = summarise(outcomes);

  const sample = await fetch(`http://127.0.0.1:${port}/api/v1/post/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 20 }),
  }).then((r) => r.text());
  const barePort = port + 200;
  const bare = startBareServer(barePort, sample);
  await waitFor(`http://127.0.0.1:${barePort}`);
  await drive(barePort, kinds, Math.min(warmup, 2000), false);
  const b = summarise(await drive(barePort, kinds, duration, true));
  const barePeak = residentMb(bare.pid as number, 'VmHWM');
  bare.kill();

  lines.push(
    '| server | req/s | p50 ms | p99 ms | max ms | non-2xx | loop delay p99 ms | loop delay max ms | peak MB |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ours | ${s.rps.toFixed(0)} | ${round(s.p50)} | ${round(s.p99)} | ${round(s.max)} | ${s.non2xx} | ${loop.p99} | ${loop.max} | ${peak.toFixed(0)} |`,
    `| bare Fastify, fixed feed page | ${b.rps.toFixed(0)} | ${round(b.p50)} | ${round(b.p99)} | ${round(b.max)} | ${b.non2xx} | | | ${barePeak.toFixed(0)} |`,
    '',
    '| request | share | p50 ms | p99 ms | max ms | non-2xx |',
    '|---|---|---|---|---|---|',
  );
  for (const kind of kinds) {
    const mine = outcomes.filter((o) => o.kind === kind.name);
    const k = summarise(mine);
    lines.push(
      `| ${kind.name} | ${((mine.length / outcomes.length) * 100).toFixed(0)}% | ${round(k.p50)} | ${round(k.p99)} | ${round(k.max)} | ${k.non2xx} |`,
    );
  }
}
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const table = [header, '', ...lines].join('\n');
console.info(`\n${table}`);
writeFileSync('bench-mix-results.md', `${table}\n`);

/**
 * Load test of the API on a seeded database, beside a bare Fastify server answering a fixed
 * body of the same size, in the same run.
 *   npm run bench -- [--db sqlite|postgres] [--users 10000] [--posts 100000] [--duration 10] [--connections 50]
 *     [--reuse DATABASE_URL] [--only 'feed,search'] [--list-cache on|off]
 * Each scenario repeats one request, so with the list cache on (the default, as in
 * production) the list scenarios measure answers served from it; `--list-cache off` measures
 * every answer computed from the database.
 * PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL) for a server the bench may create
 * a database on. Prints a table and writes it to bench-results.md. Rate limits are off.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database';
import {
  benchDatabase,
  benchOptions,
  residentMb,
  serverReady,
  signIn,
  startBareServer,
  startServer,
} from './lib';

const { values } = parseArgs({
  options: benchOptions({ users: '10000', posts: '100000', duration: '10' }),
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const url = await benchDatabase(values);

// One signed-in person: a session written straight into the database.
const { db } = openDatabase(url);
const viewer = await db
  .selectFrom('users')
  .select('id')
  .orderBy('id')
  .limit(1)
  .executeTakeFirstOrThrow();
const [token] = await signIn(db, [viewer.id]);
// Someone else's profile: the bench's own new posts would otherwise make it the viewer's.
const profile = await db
  .selectFrom('posts')
  .select('author_id')
  .where('visibility', '=', 'public')
  .where('author_id', '!=', viewer.id)
  .orderBy('id', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
const busyPost = await db
  .selectFrom('posts')
  .select('id')
  .orderBy('comments_count', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
await db.destroy();

const port = 4700 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const server = startServer(port, url, {
  LIST_CACHE_MB: values['list-cache'] === 'off' ? '0' : '64',
});
await serverReady(server, base);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const call = async (path: string, body?: unknown, method = 'POST') =>
  fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => r.text());

// Page 500 of the feed, reached through 499 cursors.
let cursor: string | null = null;
for (let page = 1; page < 500; page++) {
  const answer = JSON.parse(await call('/api/v1/post/list', { pageSize: 20, cursor })) as {
    data: { nextCursor: string | null };
  };
  cursor = answer.data.nextCursor;
  if (!cursor) throw new Error(`the feed ended at page ${page}; seed more posts`);
}

type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** New posts written beside the load, per second: each makes cached first pages stale. */
  postsPerSecond?: number;
};
const scenarios: Scenario[] = [
  { name: 'home feed, page 1', method: 'POST', path: '/api/v1/post/list', body: { pageSize: 20 } },
  {
    name: 'home feed, page 500',
    method: 'POST',
    path: '/api/v1/post/list',
    body: { pageSize: 20, cursor },
  },
  {
    name: 'home feed, page 1, 100 new posts/s',
    method: 'POST',
    path: '/api/v1/post/list',
    body: { pageSize: 20 },
    postsPerSecond: 100,
  },
  { name: 'profile', method: 'GET', path: `/api/v1/user/${profile.author_id}` },
  {
    name: "profile's posts",
    method: 'POST',
    path: '/api/v1/post/list',
    body: { pageSize: 20, filters: { author: profile.author_id } },
  },
  {
    name: 'search',
    method: 'POST',
    path: '/api/v1/post/list',
    body: { pageSize: 20, filters: { search: 'garden light' } },
  },
  {
    name: 'comment list',
    method: 'POST',
    path: '/api/v1/comment/list',
    body: { pageSize: 20, filters: { post: busyPost.id } },
  },
  {
    name: 'reaction toggle',
    method: 'POST',
    path: `/api/v1/post/${busyPost.id}/react`,
    body: { kind: 'like' },
  },
  {
    name: 'new post',
    method: 'POST',
    path: '/api/v1/post/new',
    body: { content: 'a benchmark post' },
  },
];

async function load(target: string, scenario: Scenario) {
  const writes =
    scenario.postsPerSecond && target === base
      ? autocannon({
          url: `${target}/api/v1/post/new`,
          method: 'POST',
          headers,
          body: JSON.stringify({ content: 'written during the feed benchmark' }),
          connections: 1,
          overallRate: scenario.postsPerSecond,
          duration,
        })
      : undefined;
  const result = await autocannon({
    url: `${target}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
    connections,
    duration,
  });
  await writes;
  const errors = result.non2xx + result.errors;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const wanted = values.only?.split(',').map((part) => part.trim().toLowerCase());
const chosen = wanted
  ? scenarios.filter((s) => wanted.some((part) => s.name.toLowerCase().includes(part)))
  : scenarios;

const rows: string[] = [];
for (const scenario of chosen) {
  const sample = await fetch(`${base}${scenario.path}`, {
    method: scenario.method,
    headers,
    ...(scenario.body === undefined ? {} : { body: JSON.stringify(scenario.body) }),
  }).then((r) => r.text());
  const barePort = port + 200;
  const bare = startBareServer(barePort, sample);
  await new Promise((r) => setTimeout(r, 800));
  const app = await load(base, scenario);
  const appPeak = residentMb(server.pid as number, 'VmHWM');
  const reference = await load(`http://127.0.0.1:${barePort}`, scenario);
  const barePeak = residentMb(bare.pid as number, 'VmHWM');
  bare.kill();
  rows.push(
    `| ${scenario.name} | ${app.rps.toFixed(0)} | ${app.p50} | ${app.p99} | ${appPeak.toFixed(0)} | ${reference.rps.toFixed(0)} | ${reference.p50} | ${reference.p99} | ${barePeak.toFixed(0)} | ${(app.rps / reference.rps).toFixed(2)} | ${app.errors} |`,
  );
  console.info(rows.at(-1));
}
server.kill('SIGTERM');

const table = [
  `API benchmark: ${values.db}, ${values.users} people, ${values.posts} posts, ${connections} connections, ${duration} s each, list cache ${values['list-cache']}, ${new Date().toISOString()}`,
  `body size = that of the API's answer; bytes ${'(bare server answers it fixed)'}`,
  '',
  '| scenario | req/s | p50 ms | p99 ms | peak MB | bare req/s | bare p50 | bare p99 | bare peak MB | ratio | non-2xx |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.info(`\n${table}`);
writeFileSync('bench-results.md', `${table}\n`);

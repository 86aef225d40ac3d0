/**
 * The plan and the time of every query behind each hot request, on a seeded database:
 *   npx tsx apps/server/bench/explain.ts --reuse DATABASE_URL [--only 'following,popular']
 *     [--follows N]
 * Runs the real app in process with the list cache off, captures the SQL each request sends,
 * and prints for each statement its time and EXPLAIN QUERY PLAN (SQLite) or EXPLAIN ANALYZE
 * (PostgreSQL), as markdown. The viewer is a signed-in person who follows others (at least
 * N of them: 10 unless told; the Following feed of someone who follows 500 or more is found
 * another way).
 */
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, type LogEvent, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import type { DbKind } from '../src/db/database';
import { encodeCursor } from '../src/db/pagination';
import type { Database } from '../src/db/schema';
import { registerSqliteFunctions } from '../src/db/sqlite-functions.mjs';
import { SqliteLimitDialect } from '../src/db/sqlite-query-compiler';
import { signIn } from './lib';

const { values } = parseArgs({
  options: {
    reuse: { type: 'string' },
    only: { type: 'string' },
    follows: { type: 'string', default: '10' },
  },
});
if (!values.reuse) throw new Error('--reuse DATABASE_URL is required');
const url = values.reuse;
const kind: DbKind = url.startsWith('sqlite:') ? 'sqlite' : 'postgres';

const captured: CompiledQuery[] = [];
const log = (event: LogEvent) => {
  if (event.level === 'query') captured.push(event.query);
};
/** As the server's own connections: its queries call the functions they register. */
const sqliteConnection = (file: string) => {
  const connection = new SqliteDatabase(file);
  registerSqliteFunctions(connection);
  return connection;
};
const db = new Kysely<Database>({
  dialect:
    kind === 'sqlite'
      ? new SqliteLimitDialect({ database: sqliteConnection(url.slice('sqlite:'.length)) })
      : new PostgresDialect({
          // As the server's own connections (db/database.ts): without JIT, whose compiling
          // would otherwise land in the timings of every query the planner costs high.
          pool: new pg.Pool({ connectionString: url, max: 2, options: '-c jit=off' }),
        }),
  log,
});

const viewer = await db
  .selectFrom('follows')
  .select('follower_id as id')
  .groupBy('follower_id')
  .having(sql`count(*)`, '>=', Number(values.follows))
  .orderBy('follower_id', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
const [token] = await signIn(db, [viewer.id]);
const sample = await db
  .selectFrom('posts')
  .innerJoin('users', 'users.id', 'posts.author_id')
  .select(['posts.id', 'posts.author_id'])
  .where('users.is_private', '=', 0)
  .where('posts.visibility', '=', 'public')
  .orderBy('posts.id', 'desc')
  .offset(500)
  .limit(1)
  .executeTakeFirstOrThrow();
const busy = await db
  .selectFrom('posts')
  .select('id')
  .where('comments_count', '>', 3)
  .orderBy('id', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();

const app = await buildApp({
  config: { ...parseConfig({ RATE_LIMITS: 'off', LIST_CACHE_MB: '0', LOG_LEVEL: 'silent' }) },
  database: { db, kind },
  webDist: '/nonexistent',
});
await app.ready();

const later = encodeCursor({ id: sample.id });
const requests: [string, 'GET' | 'POST', string, object?][] = [
  ['feed', 'POST', '/api/v1/post/list', { pageSize: 20 }],
  ['feed, later page', 'POST', '/api/v1/post/list', { pageSize: 20, cursor: later }],
  ['following', 'POST', '/api/v1/post/list', { pageSize: 20, filters: { feed: 'following' } }],
  [
    'following, later page',
    'POST',
    '/api/v1/post/list',
    { pageSize: 20, cursor: later, filters: { feed: 'following' } },
  ],
  ['post page', 'GET', `/api/v1/post/${sample.id}`],
  ['comments', 'POST', '/api/v1/comment/list', { pageSize: 20, filters: { post: busy.id } }],
  ['profile', 'GET', `/api/v1/user/${sample.author_id}`],
  [
    "profile's posts",
    'POST',
    '/api/v1/post/list',
    { pageSize: 20, filters: { author: sample.author_id } },
  ],
  ['people', 'POST', '/api/v1/user/list', { pageNum: 1, pageSize: 20 }],
  ['people, page 5', 'POST', '/api/v1/user/list', { pageNum: 5, pageSize: 20 }],
  ['search', 'POST', '/api/v1/post/list', { pageSize: 20, filters: { search: 'garden light' } }],
  ['popular', 'POST', '/api/v1/post/popular', { window: 'today', filter: 'all' }],
  ['popular, following', 'POST', '/api/v1/post/popular', { window: 'today', filter: 'following' }],
  ['notifications', 'GET', '/api/v1/notifications'],
  ['suggestions', 'GET', '/api/v1/user/suggestions'],
];

async function plan(query: CompiledQuery): Promise<string> {
  const explain = kind === 'sqlite' ? 'explain query plan ' : 'explain (analyze, costs off) ';
  const rows = await db.executeQuery<Record<string, unknown>>({
    ...query,
    sql: `${explain}${query.sql}`,
  });
  return rows.rows
    .map((row) => (kind === 'sqlite' ? `${row.detail}` : `${row['QUERY PLAN']}`))
    .join('\n');
}

const wanted = values.only?.split(',').map((part) => part.trim());
const out: string[] = [`# Query plans: ${kind}, ${new Date().toISOString()}`, ''];
for (const [name, method, path, body] of requests) {
  if (wanted && !wanted.some((part) => name.includes(part))) continue;
  await app.inject({
    method,
    url: path,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  captured.length = 0;
  const started = performance.now();
  const response = await app.inject({
    method,
    url: path,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  const total = performance.now() - started;
  const queries = captured.splice(0).filter((q) => /^\s*(with|select)/i.test(q.sql));
  out.push(
    `## ${name}: ${response.statusCode}, ${total.toFixed(1)} ms, ${queries.length} reads`,
    '',
  );
  for (const query of queries) {
    const timed = performance.now();
    await db.executeQuery(query);
    const ms = performance.now() - timed;
    captured.length = 0;
    out.push(
      `${ms.toFixed(1)} ms: \`${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…\``,
      '```',
      await plan(query),
      '```',
      '',
    );
    captured.length = 0;
  }
}
await app.close();
console.info(out.join('\n'));

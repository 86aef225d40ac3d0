/**
 * Search latency at 100,000 posts: fills a fresh database, then times POST /post/list with
 * filters.search through the whole app (routing, validation, SQL, serialization).
 *   npx tsx apps/server/bench/search.ts [--posts 100000] [--queries 400]
 * Runs on SQLite, and on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 * Prints median and p95 per database. A benchmark, not a test: nothing here asserts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { seededRandom } from '../scripts/random';
import { textGenerator } from '../scripts/text';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { newId } from '../src/lib/ids';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '400' },
  },
});
const postCount = Number(values.posts);
const queryCount = Number(values.queries);

// Words spread as in real writing (scripts/text.ts); searches pick any word of the
// vocabulary, so most look for rare ones, as people searching for a topic do.
const { next: random } = seededRandom(42);
const { vocabulary, sentence } = textGenerator(random, { rareWords: 3000 });
const pick = () => vocabulary[Math.floor(random() * vocabulary.length)] as string;

async function fill(handle: DbHandle) {
  const { db } = handle;
  const now = new Date().toISOString();
  const users = Array.from({ length: 200 }, (_, i) => ({
    id: newId(),
    name: `Bench ${i}`,
    username: `bench_${i}`,
    username_key: `bench_${i}`,
    email: `bench${i}@example.com`,
    email_key: `bench${i}@example.com`,
    phone: '',
    password_hash: 'x',
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('users').values(users).execute();
  const batch = 500;
  for (let done = 0; done < postCount; done += batch) {
    const rows = Array.from({ length: Math.min(batch, postCount - done) }, () => ({
      id: newId(),
      author_id: (users[Math.floor(random() * users.length)] as { id: string }).id,
      content: sentence(),
      visibility: random() < 0.2 ? ('private' as const) : ('public' as const),
      created_at: now,
      updated_at: now,
    }));
    await db.transaction().execute((trx) => trx.insertInto('posts').values(rows).execute());
  }
  if (handle.kind === 'postgres') await sql`analyze`.execute(db);
  return users[0] as { id: string };
}

async function measure(label: string, handle: DbHandle) {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const viewer = await fill(handle);
  const filled = (Date.now() - started) / 1000;
  const config = {
    ...parseConfig({ RATE_LIMITS: 'off' }),
    mediaDir: mkdtempSync(join(tmpdir(), 'bench-media-')),
  };
  const app = await buildApp({ config, database: handle, webDist: '/nonexistent' });
  const token = 'bench-token-0123456789abcdefghijklmnop';
  const { hashToken } = await import('../src/lib/ids');
  await handle.db
    .insertInto('sessions')
    .values({
      id: newId(),
      user_id: viewer.id,
      token_hash: hashToken(token),
      user_agent: 'bench',
      created_at: new Date().toISOString(),
      last_used_at: new Date().toISOString(),
      expires_at: '2999-01-01T00:00:00.000Z',
    })
    .execute();
  const queries = Array.from({ length: queryCount }, (_, i) => {
    const word = pick();
    if (i % 4 === 0) return `${word} ${pick()}`;
    if (i % 4 === 1) return word.slice(0, Math.max(3, word.length - 2)); // a prefix, as typed
    return word;
  });
  const timings: number[] = [];
  let hits = 0;
  for (const text of queries) {
    const t0 = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: { authorization: `Bearer ${token}` },
      payload: { filters: { search: text } },
    });
    timings.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (response.statusCode !== 200) throw new Error(response.body);
    hits += response.json().data.postList.length;
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] as number).toFixed(1);
  console.info(
    `${label.padEnd(10)} posts=${postCount} filled in ${filled.toFixed(1)} s; ${queryCount} searches: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, avg hits/page ${(hits / queryCount).toFixed(1)}`,
  );
  await app.close();
}

const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
await measure('SQLite', openDatabase(`sqlite:${join(dir, 'bench.db')}`));
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  await measure('PostgreSQL', openDatabase(url.toString()));
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}

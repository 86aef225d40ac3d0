import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { noLoadShedding } from '../../test/app';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { type DbHandle, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

/** A read that keeps SQLite busy for seconds: counting through a long recursive series. */
const slowRead = (handle: DbHandle) =>
  handle.db
    .selectNoFrom(
      sql<number>`(with recursive n(i) as (select 1 union all select i + 1 from n where i < 15000000) select count(*) from n)`.as(
        'count',
      ),
    )
    .executeTakeFirstOrThrow();

/** The niceness of each of this process's threads (Linux), from /proc. */
const threadNiceness = () =>
  readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state first, niceness 17th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

describe('SQLite reads off the event loop', () => {
  const opened: DbHandle[] = [];
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.db.destroy();
  });

  async function open(sqliteReaders: number, sqliteCacheBytes?: number) {
    const file = join(mkdtempSync(join(tmpdir(), 'read-pool-')), 'app.db');
    const handle = openDatabase(`sqlite:${file}`, { sqliteReaders, sqliteCacheBytes });
    opened.push(handle);
    await migrateToLatest(handle.db);
    const app = await buildApp({
      config: { ...parseConfig({ RATE_LIMITS: 'off' }), databaseUrl: `sqlite:${file}` },
      database: handle,
      webDist: '/nonexistent',
      overloadBounds: noLoadShedding,
    });
    await app.ready();
    return { handle, app, file };
  }

  /** Which of a slow read and a request sent just after it answers first. */
  async function race(sqliteReaders: number) {
    const { handle, app } = await open(sqliteReaders);
    const order: string[] = [];
    const slow = slowRead(handle).then(() => order.push('slow read'));
    const fast = app
      .inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'nobody@example.com', password: 'a long and unusual passphrase' },
      })
      .then((response) => order.push(`request ${response.statusCode}`));
    await Promise.all([slow, fast]);
    await app.close();
    return order;
  }

  it('answers a request while a slow read runs', async () => {
    expect(await race(2)).toEqual(['request 401', 'slow read']);
  }, 60_000);

  it('and, with the reads on the main thread, the same request waits (the race can be lost)', async () => {
    expect(await race(0)).toEqual(['slow read', 'request 401']);
  }, 60_000);

  it('hands a burst of answers to their requests one per turn of the event loop', async () => {
    const { handle, app } = await open(2);
    const order: string[] = [];
    const reads = Array.from({ length: 20 }, (_, i) =>
      handle.db
        .selectNoFrom(sql<number>`${i}`.as('i'))
        .executeTakeFirstOrThrow()
        .then(() => {
          if (order.length === 0) setImmediate(() => order.push('the next turn'));
          order.push(`answer ${i}`);
        }),
    );
    // Every read posted (microtasks only, so no answer is handled yet), then the thread held
    // busy while the readers answer, so that every answer waits to be delivered at once.
    for (let hop = 0; hop < 1000; hop++) await Promise.resolve();
    expect(handle.pool?.().waiting).toBeGreaterThanOrEqual(18);
    const until = Date.now() + 300;
    while (Date.now() < until) {}
    await Promise.all(reads);
    await app.close();
    // Delivered all in one go, the answers would all come before anything else could run.
    expect(order.indexOf('the next turn')).toBeGreaterThan(0);
    expect(order.indexOf('the next turn')).toBeLessThan(order.length - 1);
  });

  it('reads what was committed just before, and a transaction reads its own writes', async () => {
    const { handle, app } = await open(2);
    const { db } = handle;
    const row = (id: string) => ({
      id,
      name: id,
      username: id,
      username_key: id,
      email: `${id}@example.com`,
      email_key: `${id}@example.com`,
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    for (let i = 0; i < 20; i++) {
      await db
        .insertInto('users')
        .values(row(`u${i}`))
        .execute();
      const seen = await db.selectFrom('users').select('id').where('id', '=', `u${i}`).execute();
      expect(seen).toEqual([{ id: `u${i}` }]);
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(row('inside')).execute();
      const inside = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', 'inside')
        .execute();
      expect(inside).toEqual([{ id: 'inside' }]);
      // Others do not see it before the commit.
      const outside = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', 'inside')
        .execute();
      expect(outside).toEqual([]);
    });
    await expect(
      db.selectFrom('users').select('id').where('id', '=', 'inside').execute(),
    ).resolves.toEqual([{ id: 'inside' }]);
    await expect(
      db
        .selectFrom('no_such_table' as 'users')
        .selectAll()
        .execute(),
    ).rejects.toThrow(/no such table/);
    await app.close();
  });

  it('answers rows from a reader thread exactly as the writer reads them, whatever their values', async () => {
    const { handle, app } = await open(1);
    type Row = Record<string, unknown>;
    // Outside a transaction a select goes to the reader thread; inside one, to the writer.
    const both = async (values: RawBuilder<Row>) => {
      const read = (db: Kysely<Database>) =>
        db.selectFrom(sql<Row>`(${values})`.as('v')).selectAll().execute() as Promise<Row[]>;
      return {
        fromReader: await read(handle.db),
        fromWriter: await handle.db.transaction().execute(read),
      };
    };
    // Text, numbers and nulls, as every page of the app is.
    const plain =
      await both(sql`select 'plain' as text, ${'éß 東京 😀 "quoted" \\ back\n'} as unicode,
      ${'\u2028 line separator'} as separator, ${'{"a":[1]}'} as json_text, 42 as integer,
      9007199254740993 as beyond, 0.1 as real, 1e300 as large, null as absent
      union all select 'second', '', '', '', -1, 0, -2.5, 1e-300, null`);
    expect(plain.fromReader).toEqual(plain.fromWriter);
    expect(plain.fromReader).toHaveLength(2);
    // And values a text encoding of the rows would lose.
    const special = await both(
      sql`select x'00ff10' as bytes, -0.0 as negative_zero, 1e999 as infinite, 'text' as text`,
    );
    // (A blob arrives as a Uint8Array rather than the writer's Buffer: the same bytes.)
    const [row] = special.fromReader;
    expect(row?.text).toBe('text');
    expect(Buffer.from(row?.bytes as Uint8Array)).toEqual(Buffer.from([0, 255, 16]));
    expect(Object.is(row?.negative_zero, -0)).toBe(true);
    expect(row?.infinite).toBe(Number.POSITIVE_INFINITY);
    await app.close();
  });

  it('checkpoints the WAL on a reader thread, so writes never wait for it', async () => {
    const { handle, app, file } = await open(1);
    const bytes = (name: string) => (existsSync(name) ? statSync(name).size : 0);
    // 3 MB in the WAL: less than the writer's own automatic checkpoint waits for (40 MB).
    await sql`create table filler (body text)`.execute(handle.db);
    // Measured before the writes: on a busy machine the reader may copy some of them into
    // the file while the others are still being written.
    const before = bytes(file);
    for (let i = 0; i < 30; i += 1) {
      await sql`insert into filler (body) values (${'x'.repeat(100_000)})`.execute(handle.db);
    }
    let after = bytes(file);
    for (let tries = 0; tries < 100 && after < before + 3_000_000; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = bytes(file);
    }
    expect(after).toBeGreaterThan(before + 3_000_000);
    await app.close();
  });

  it.runIf(process.platform === 'linux')(
    'runs its readers at a lower priority than the thread that serves requests',
    async () => {
      // Below this thread's own priority, which may itself be lowered by `nice`.
      const mine = getPriority(0);
      const lowered = () => threadNiceness().filter((nice) => nice > mine).length;
      const before = lowered();
      const { handle, app } = await open(2);
      await Promise.all(
        [1, 2, 3, 4].map(() => handle.db.selectFrom('users').select('id').execute()),
      );
      expect(lowered()).toBe(before + 2);
      expect(getPriority(0)).toBe(mine);
      await app.close();
    },
  );

  it('gives the writer and every reader the page cache asked for', async () => {
    const { handle, app } = await open(2, 48 * 1024 * 1024);
    const cacheSize = (db: Kysely<Database>) =>
      db
        .selectFrom(sql<{ cache_size: number }>`pragma_cache_size()`.as('pragma'))
        .selectAll()
        .execute();
    // A read outside a transaction goes to a reader thread; inside one, to the writer.
    const readers = await Promise.all([1, 2, 3, 4].map(() => cacheSize(handle.db)));
    const writer = await handle.db.transaction().execute((tx) => cacheSize(tx));
    for (const rows of [...readers, writer]) expect(rows).toEqual([{ cache_size: -49152 }]);
    await app.close();
  });
});

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter } from 'kysely';
import pg from 'pg';
import { sendNamedStatements } from './postgres-named-statements';
import type { Database } from './schema';
import { registerSqliteFunctions } from './sqlite-functions.mjs';
import { SqliteLimitDialect } from './sqlite-query-compiler';
import { sqliteReadPool } from './sqlite-read-pool';

export type DbKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** The connections behind a handle, for metrics: how many there are, idle, and waited for. */
export type PoolStats = { connections: number; idle: number; waiting: number };
export type DbHandle = { db: Db; kind: DbKind; pool?: () => PoolStats };

/** The kind of database behind `db`, for code that is handed only the connection. */
export const kindOf = (db: Db): DbKind =>
  db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';

export type OpenOptions = {
  /** SQLite: worker threads that run reads off the event loop; 0 runs them on the main one. */
  sqliteReaders?: number;
  /** SQLite: each connection's page cache, in bytes. */
  sqliteCacheBytes?: number | undefined;
  /** PostgreSQL: connections in the pool. */
  poolSize?: number | undefined;
};

/**
 * About twice the database server's cores, as PostgreSQL's own advice has it: beyond that,
 * statements wait inside PostgreSQL while holding their row locks, rather than in the pool.
 * On 2 cores the mixed load ran 10-20% faster with 6 than with 20 and its event-loop delay
 * p99 fell from 35 to 13 ms. One shape is slower with 6: fifty connections asking one
 * viewer's first page while that viewer posts 100 times a second (540 against 1,000 a
 * second; decision record 0007). A database server with more cores, or further away, wants
 * DATABASE_POOL_SIZE raised.
 */
const DEFAULT_POOL_SIZE = 6;

/**
 * better-sqlite3 keeps 16 MB of pages per connection unless told otherwise. Pages it drops
 * are read again from the operating system's cache, a system call and a copy each: with
 * thirty people reading their own Following feeds in turn at a million posts, each page's
 * query took 2.1 ms with 16 MB and 1.3 ms with 256 MB, and the mixed load ran 5-12% faster.
 * The cache fills only as pages are read, and each reader thread has its own;
 * SQLITE_CACHE_MB sets it.
 */
const DEFAULT_SQLITE_CACHE_BYTES = 256 * 1024 * 1024;

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): DbHandle {
  if (databaseUrl.startsWith('sqlite:')) {
    return openSqlite(
      databaseUrl.slice('sqlite:'.length),
      options.sqliteReaders ?? 0,
      options.sqliteCacheBytes ?? DEFAULT_SQLITE_CACHE_BYTES,
    );
  }
  return openPostgres(databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE);
}

function openSqlite(file: string, readers: number, cacheBytes: number): DbHandle {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; NORMAL sync in WAL never corrupts and keeps
  // every commit across an application crash (only a power loss may drop the last ones).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cachePragma = `cache_size = -${Math.floor(cacheBytes / 1024)}`; // negative: KiB
  sqlite.pragma(cachePragma);
  registerSqliteFunctions(sqlite);
  const main = withStatementCache(sqlite);
  // An in-memory database lives in its one connection: no other thread can read it.
  const pooled = readers > 0 && file !== ':memory:';
  // With a pool, a reader thread checkpoints the WAL (sqlite-read-worker.mjs); the writer's
  // own checkpoint, at ten times SQLite's default size, only catches up if that falls behind.
  if (pooled) sqlite.pragma('wal_autocheckpoint = 10000');
  if (!pooled) {
    const dialect = new SqliteLimitDialect({ database: main });
    return { db: new Kysely<Database>({ dialect }), kind: 'sqlite' };
  }
  const { dialect, stats } = sqliteReadPool({ file, main, readers, cachePragma });
  return { db: new Kysely<Database>({ dialect }), kind: 'sqlite', pool: stats };
}

/**
 * Kysely prepares every query it runs; on SQLite, preparing costs as much as running a small
 * query. The same SQL text always gets the same prepared statement back instead.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        // Queries come from a fixed set of shapes; the bound only guards against a caller
        // that would build endless distinct texts.
        if (cache.size < 2000) cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function openPostgres(connectionString: string, poolSize: number): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    statement_timeout: 10_000,
    // No JIT compilation: it starts on the planner's estimated cost, and a search whose
    // gated steps are costed though never run spent 45 ms compiling for 9 ms of work. Every
    // query here is short; none runs long enough to earn it back. No parallel workers
    // either, for the same reason: a search's gated steps, costed by the index of pieces'
    // estimates, got worker processes started for steps that then found nothing, 10-12 ms
    // each ('the' took 56-70 ms against 15), and requests run side by side already.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its server emits 'error' on the pool; unhandled, it would
  // crash the process. The next query fails on its own and gets a 503 instead.
  pool.on('error', () => {});
  // A client in use can also lose its server between two queries (a transaction's await);
  // without a listener of its own that 'error' would end the process.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    sendNamedStatements(client);
  });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    kind: 'postgres',
    pool: () => ({
      connections: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

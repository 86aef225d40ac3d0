import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/db/schema';

export type TestDatabaseKind = 'sqlite' | 'pglite' | 'postgres';

/** Every API suite runs on each of these; real PostgreSQL joins when CI provides one. */
export const testDatabaseKinds: TestDatabaseKind[] = [
  'sqlite',
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export type TestDatabase = {
  handle: DbHandle;
  /** How another connection reaches it; none for PGlite, which lives in this process only. */
  url: string | undefined;
  drop: () => Promise<void>;
};

/** A freshly migrated, empty database of the given kind, private to the caller. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return openPglite(await pgliteDataDir('migrated'));
  const database = await openUnmigratedDatabase(kind);
  await migrateToLatest(database.handle.db);
  return database;
}

/** An empty database with no migrations run: for tests of the migrations themselves. */
export async function openUnmigratedDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    // A file, as in production, so that reads take the same path: off the event loop, on a
    // reader thread (one is enough to exercise it and spares the test machine's cores).
    const dir = mkdtempSync(join(tmpdir(), 'social-test-db-'));
    const url = `sqlite:${join(dir, 'app.db')}`;
    const handle = openDatabase(url, { sqliteReaders: 1 });
    return { handle, url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (kind === 'pglite') return openPglite(await pgliteDataDir('empty'));
  // One database per suite on the shared server, so suites never see each other's rows.
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

const pgliteExtensions = { pg_trgm, btree_gin };

async function openPglite(dataDir: Blob): Promise<TestDatabase> {
  const pglite = new PGlite({ extensions: pgliteExtensions, loadDataDir: dataDir });
  // Started here, within the test hook's minute: left to the first query, the start (1.6 s
  // on an idle machine, over 10 s on a loaded one) fell inside the app's onReady hooks, whose
  // 10 s Fastify enforces, and the whole file failed for time alone.
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // Closed here too, not only by an app's own close: a test process runs many files, and an
  // open PGlite keeps its WebAssembly memory.
  const drop = async () => {
    if (!pglite.closed) await pglite.close();
  };
  return { handle: { db, kind: 'postgres' }, url: undefined, drop };
}

/**
 * A new PGlite runs initdb in WebAssembly: 7.6 s here, against 1.6 s to start from a copy of
 * a data folder (and 0.4 s for every migration). Vitest runs each test file in a process of
 * its own, so the first to need one makes the run's two folders, just initialised and fully
 * migrated, as files (pglite-data-dirs.setup.ts), and every database starts from a copy.
 */
type PgliteState = 'empty' | 'migrated';
const pgliteDataDirs = new Map<PgliteState, Promise<Blob>>();
function pgliteDataDir(state: PgliteState): Promise<Blob> {
  let dataDir = pgliteDataDirs.get(state);
  if (!dataDir) {
    dataDir = readOrMakePgliteDataDir(state);
    pgliteDataDirs.set(state, dataDir);
  }
  return dataDir;
}

async function readOrMakePgliteDataDir(state: PgliteState): Promise<Blob> {
  const file = join(inject('pgliteDataDirs'), `${state}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dataDir = await makePgliteDataDir(state);
  // Written aside and renamed, so that another test process only ever reads a whole file;
  // when two made it at once, either copy is a data folder in the same state.
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dataDir.arrayBuffer()));
  renameSync(partial, file);
  return dataDir;
}

async function makePgliteDataDir(state: PgliteState): Promise<Blob> {
  const pglite =
    state === 'empty'
      ? new PGlite({ extensions: pgliteExtensions })
      : new PGlite({ extensions: pgliteExtensions, loadDataDir: await pgliteDataDir('empty') });
  try {
    if (state === 'migrated')
      await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
    await pglite.waitReady;
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

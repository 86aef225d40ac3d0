/**
 * Online backup and restore, behind `npm run db:backup -- FILE` and `npm run db:restore -- FILE`.
 *
 * Two formats, one per source database:
 * - SQLite: FILE is a SQLite database, written by SQLite's online backup API from a
 *   connection of its own while the server keeps writing (WAL). The copy is made in one step,
 *   inside one read transaction, so it is one moment of the database.
 * - PostgreSQL: FILE is JSON lines, read in one REPEATABLE READ, read-only transaction (one
 *   snapshot) in keyset-paged batches: a header (format, version, migrations, tables and
 *   their columns), one line per row, and a footer with the row count of every table, so
 *   that a cut-off file is refused on restore.
 * Restore takes either format into either database: a SQLite file into SQLite is copied into
 * place; anything else is restored row by row (see restoreLogical).
 *
 * Media: MEDIA_DIR is copied to FILE.media/ once before the snapshot and once after it (the
 * second pass copies only files new since the first). Names are random and never reused, so
 * extra files are harmless.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { type Db, type DbKind, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations/index';

export const BACKUP_FORMAT = 'murmur-backup';
export const BACKUP_VERSION = 1;

/** Tables whose rows triggers keep from other tables' rows: restored last, over what the triggers wrote. */
const KEPT_BY_TRIGGERS = ['people_counts'];
/**
 * PostgreSQL's post search table (migration 0032): an index of posts' text in a table of its
 * own, left out as SQLite's FTS5 tables are; the posts' triggers write it again as they are
 * restored.
 */
const SEARCH_INDEX_TABLES = ['post_search'];

export type TableInfo = { name: string; columns: string[]; primaryKey: string[] };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  source: DbKind;
  createdAt: string;
  migrations: string[];
  /** In restore order: every table after the tables it refers to, trigger-kept ones last. */
  tables: TableInfo[];
};
export type TableCount = { table: string; rows: number };
/** What a backup or restore did, and how long each half took. */
type CopySummary = {
  file: string;
  tables: TableCount[];
  databaseSeconds: number;
  media: { files: number; bytes: number; seconds: number };
  seconds: number;
};
export type BackupSummary = CopySummary & { format: 'sqlite' | 'jsonl' };
export type RestoreSummary = CopySummary & { method: 'file copy' | 'rows' };

/** Restore refused before anything was written (target not empty, file not a backup, …). */
export class RestoreRefused extends Error {}

// biome-ignore lint/suspicious/noExplicitAny: the tables are read by name, whatever the schema
type AnyDb = Kysely<any>;
type Row = unknown[];

const seconds = (since: number) => (performance.now() - since) / 1000;
const sqlitePath = (databaseUrl: string) => databaseUrl.slice('sqlite:'.length);
const kindOfUrl = (databaseUrl: string): DbKind =>
  databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';

// ---------------------------------------------------------------------------------------
// Backup

export async function backupDatabase(options: {
  databaseUrl: string;
  mediaDir: string;
  file: string;
  /** Rows per read of a PostgreSQL table (tests make it small to read in many pages). */
  batchSize?: number;
}): Promise<BackupSummary> {
  const started = performance.now();
  const file = resolve(options.file);
  const mediaCopy = `${file}.media`;
  if (existsSync(file) || existsSync(mediaCopy)) {
    throw new Error(`${file} or ${mediaCopy} already exists; a backup never overwrites one`);
  }
  await mkdir(dirname(file), { recursive: true });
  // Bulk of the media first, so that the pass after the snapshot has little left to copy.
  const mediaStarted = performance.now();
  const before = await copyMissing(options.mediaDir, mediaCopy);
  let mediaSeconds = seconds(mediaStarted);

  const databaseStarted = performance.now();
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  let tables: TableCount[];
  let format: BackupSummary['format'];
  try {
    if (kindOfUrl(options.databaseUrl) === 'sqlite') {
      tables = await backupSqlite(sqlitePath(options.databaseUrl), partial);
      format = 'sqlite';
    } else {
      const { db } = openDatabase(options.databaseUrl);
      try {
        tables = await backupLogical(db, 'postgres', partial, options.batchSize);
      } finally {
        await db.destroy();
      }
      format = 'jsonl';
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const databaseSeconds = seconds(databaseStarted);

  const afterStarted = performance.now();
  const after = await copyMissing(options.mediaDir, mediaCopy);
  mediaSeconds += seconds(afterStarted);
  return {
    file,
    format,
    tables,
    databaseSeconds,
    media: {
      files: before.files + after.files,
      bytes: before.bytes + after.bytes,
      seconds: mediaSeconds,
    },
    seconds: seconds(started),
  };
}

/**
 * SQLite's online backup from a connection of its own. Every page goes in a single step: a
 * step reads inside one read transaction, so the copy is one moment of the database however
 * the server writes meanwhile (in smaller steps, each write by the server restarts the copy).
 */
async function backupSqlite(source: string, target: string): Promise<TableCount[]> {
  if (!existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  const connection = new SqliteDatabase(source, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    await connection.backup(target, { progress: () => 0x7fffffff });
  } finally {
    connection.close();
  }
  // One self-contained file (no -wal beside it), checked and counted.
  const copy = new SqliteDatabase(target);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup copy fails SQLite's quick_check: ${check}`);
  } finally {
    copy.close();
  }
  return withSqliteFile(target, (db) => countRows(db, 'sqlite'));
}

/** Every table's rows in one snapshot, as JSON lines. PostgreSQL's backup; works on SQLite too. */
export async function backupLogical(
  db: Db,
  kind: DbKind,
  file: string,
  batchSize = 1000,
): Promise<TableCount[]> {
  const out = lineWriter(file);
  try {
    // PostgreSQL: one snapshot for every read. SQLite (WAL): a transaction reads one too.
    const transaction =
      kind === 'postgres'
        ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
        : db.transaction();
    const counts = await transaction.execute(async (trx) => {
      if (kind === 'postgres') await sql`set local statement_timeout = 0`.execute(trx);
      const header = await readHeader(trx, kind);
      await out.write(JSON.stringify(header));
      const counts: TableCount[] = [];
      for (const table of header.tables) {
        let rows = 0;
        for await (const batch of readTable(trx, table, batchSize)) {
          for (const row of batch) await out.write(JSON.stringify({ t: table.name, r: row }));
          rows += batch.length;
        }
        counts.push({ table: table.name, rows });
      }
      await out.write(
        JSON.stringify({
          end: true,
          rows: Object.fromEntries(counts.map((c) => [c.table, c.rows])),
        }),
      );
      return counts;
    });
    await out.close();
    return counts;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------
// Restore

export async function restoreDatabase(options: {
  databaseUrl: string;
  mediaDir: string;
  file: string;
}): Promise<RestoreSummary> {
  const started = performance.now();
  const file = resolve(options.file);
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}`);
  const format = await formatOf(file);
  const targetKind = kindOfUrl(options.databaseUrl);

  const databaseStarted = performance.now();
  let tables: TableCount[];
  let method: RestoreSummary['method'];
  if (format === 'sqlite' && targetKind === 'sqlite') {
    tables = await restoreSqliteFile(file, sqlitePath(options.databaseUrl));
    method = 'file copy';
  } else {
    const { db } = openDatabase(options.databaseUrl);
    try {
      tables = await restoreRows(db, targetKind, file);
    } finally {
      await db.destroy();
    }
    method = 'rows';
  }
  const databaseSeconds = seconds(databaseStarted);

  const mediaStarted = performance.now();
  const media = existsSync(`${file}.media`)
    ? await copyMissing(`${file}.media`, options.mediaDir)
    : { files: 0, bytes: 0 };
  return {
    file,
    method,
    tables,
    databaseSeconds,
    media: { ...media, seconds: seconds(mediaStarted) },
    seconds: seconds(started),
  };
}

async function formatOf(file: string): Promise<'sqlite' | 'jsonl'> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    const start = buffer.subarray(0, bytesRead).toString('latin1');
    if (start.startsWith('SQLite format 3\0')) return 'sqlite';
    if (start.startsWith(`{"format":"${BACKUP_FORMAT}"`)) return 'jsonl';
  } finally {
    await handle.close();
  }
  throw new RestoreRefused(`${file} is not a backup made by db:backup`);
}

/**
 * A SQLite backup into SQLite: the file itself goes into place, once the target is known to
 * hold no rows. Stale -wal and -shm files of the old database go, or SQLite would replay them.
 */
async function restoreSqliteFile(backup: string, target: string): Promise<TableCount[]> {
  const path = resolve(target);
  if (existsSync(path)) {
    await withSqliteFile(path, (db) => assertEmpty(db, 'sqlite'));
  }
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  await copyFile(backup, partial);
  for (const stale of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) {
    await rm(stale, { force: true });
  }
  await rename(partial, path);
  // Brought up to this version's schema, as the server would on start.
  const { db } = openDatabase(`sqlite:${path}`);
  try {
    await migrateToLatest(db);
    return await countRows(db, 'sqlite');
  } finally {
    await db.destroy();
  }
}

/** A backup of either format, row by row into an empty database of either kind. */
export async function restoreRows(db: Db, kind: DbKind, file: string): Promise<TableCount[]> {
  return (await formatOf(file)) === 'sqlite'
    ? withSqliteFile(file, async (source) => restoreLogical(db, kind, await sqliteSource(source)))
    : restoreLogical(db, kind, await jsonLinesSource(file));
}

type RowSource = {
  header: BackupHeader;
  /** Batches of rows, table by table in header order; throws if the backup is incomplete. */
  batches: () => AsyncIterable<{ table: TableInfo; rows: Row[] }>;
  close: () => void;
};

/**
 * Rows into an empty database of either kind: the schema is migrated to the backup's
 * migration, the rows go in table by table (parents first) in one transaction, and the
 * schema then goes on to this version's latest. Tables kept by triggers (people_counts) come
 * last and replace what the triggers counted while their source rows went in, so nothing is
 * counted twice. Keys are text, so there are no sequences to move on.
 */
async function restoreLogical(db: Db, kind: DbKind, source: RowSource): Promise<TableCount[]> {
  try {
    return await restoreSource(db, kind, source);
  } finally {
    source.close();
  }
}

async function restoreSource(db: Db, kind: DbKind, source: RowSource): Promise<TableCount[]> {
  const { header } = source;
  await assertEmpty(db, kind);
  const known = Object.keys(await migrationProvider.getMigrations());
  const unknown = header.migrations.filter((name) => !known.includes(name));
  const last = header.migrations.at(-1);
  if (unknown.length > 0 || !last) {
    throw new RestoreRefused(
      unknown.length > 0
        ? `The backup comes from a newer version (migrations ${unknown.join(', ')} are unknown here)`
        : 'The backup holds no schema (no migrations)',
    );
  }
  const migrated = await new Migrator({ db, provider: migrationProvider }).migrateTo(last);
  if (migrated.error) throw new Error(`Migration failed: ${String(migrated.error)}`);

  const counts = new Map<string, number>(header.tables.map((t) => [t.name, 0]));
  await db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await sql`set local statement_timeout = 0`.execute(trx);
    const cleared = new Set<string>();
    for await (const { table, rows } of source.batches()) {
      if (KEPT_BY_TRIGGERS.includes(table.name) && !cleared.has(table.name)) {
        await sql`delete from ${sql.id(table.name)}`.execute(trx);
        cleared.add(table.name);
      }
      await insertRows(trx, table, rows);
      counts.set(table.name, (counts.get(table.name) ?? 0) + rows.length);
    }
  });
  await migrateToLatest(db);
  if (kind === 'postgres') await sql`analyze`.execute(db);
  return [...counts].map(([table, rows]) => ({ table, rows }));
}

async function insertRows(db: AnyDb, table: TableInfo, rows: Row[]): Promise<void> {
  // Well under both databases' limits on bound parameters per statement.
  const perStatement = Math.max(1, Math.min(500, Math.floor(20_000 / table.columns.length)));
  const columns = sql.join(table.columns.map((c) => sql.id(c)));
  for (let i = 0; i < rows.length; i += perStatement) {
    const values = rows.slice(i, i + perStatement).map((row) => sql`(${sql.join(row)})`);
    await sql`insert into ${sql.id(table.name)} (${columns}) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

/** Rows of a SQLite backup file, for a restore into PostgreSQL. */
async function sqliteSource(db: AnyDb): Promise<RowSource> {
  const header = await readHeader(db, 'sqlite');
  return {
    header,
    batches: async function* () {
      for (const table of header.tables) {
        for await (const rows of readTable(db, table)) yield { table, rows };
      }
    },
    close: () => {},
  };
}

/** Rows of a JSON lines backup, read as a stream and checked against its footer. */
async function jsonLinesSource(file: string): Promise<RowSource> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = (first.done ? undefined : JSON.parse(first.value)) as BackupHeader | undefined;
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    lines.close();
    throw new RestoreRefused(`${file} is not a version ${BACKUP_VERSION} backup`);
  }
  const byName = new Map(header.tables.map((t) => [t.name, t]));
  return {
    header,
    batches: async function* () {
      const read = new Map<string, number>();
      let batch: Row[] = [];
      let current: TableInfo | undefined;
      let footer: { rows: Record<string, number> } | undefined;
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          const line = JSON.parse(next.value) as
            | { t: string; r: Row }
            | { end: true; rows: Record<string, number> };
          if ('end' in line) {
            footer = line;
            break;
          }
          const table = byName.get(line.t);
          if (!table)
            throw new Error(`The backup has rows of a table not in its header: ${line.t}`);
          if (current && (table !== current || batch.length >= 1000)) {
            yield { table: current, rows: batch };
            batch = [];
          }
          current = table;
          batch.push(line.r);
          read.set(line.t, (read.get(line.t) ?? 0) + 1);
        }
        if (current && batch.length > 0) yield { table: current, rows: batch };
      } finally {
        lines.close();
      }
      if (!footer) throw new Error(`${file} is incomplete (no end line): nothing was restored`);
      for (const table of header.tables) {
        const expected = footer.rows[table.name] ?? 0;
        if ((read.get(table.name) ?? 0) !== expected) {
          throw new Error(
            `${file} holds ${read.get(table.name) ?? 0} ${table.name} rows, not ${expected}`,
          );
        }
      }
    },
    close: () => lines.close(),
  };
}

// ---------------------------------------------------------------------------------------
// Tables

/** The data tables (not the migrations' own, nor SQLite's search index), in restore order. */
export async function describeTables(db: AnyDb, kind: DbKind): Promise<TableInfo[]> {
  const columns = new Map<string, string[]>();
  const keys = new Map<string, string[]>();
  const refs = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, table: string, value: string) =>
    map.set(table, [...(map.get(table) ?? []), value]);
  if (kind === 'sqlite') {
    // `type = 'table'` leaves out the FTS index (virtual) and its shadow tables.
    const tables = await sql<{ name: string }>`select name from pragma_table_list()
      where schema = 'main' and type = 'table'`.execute(db);
    for (const { name } of tables.rows) {
      if (name.startsWith('sqlite_') || name.startsWith('kysely_')) continue;
      const info = await sql<{ name: string; pk: number }>`select name, pk
        from pragma_table_info(${name}) order by cid`.execute(db);
      columns.set(name, []);
      for (const column of info.rows) add(columns, name, column.name);
      for (const column of info.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk)) {
        add(keys, name, column.name);
      }
      const fks = await sql<{
        table: string;
      }>`select "table" from pragma_foreign_key_list(${name})`.execute(db);
      for (const fk of fks.rows) add(refs, name, fk.table);
    }
  } else {
    const info = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(db);
    for (const row of info.rows) {
      if (row.table_name.startsWith('kysely_') || SEARCH_INDEX_TABLES.includes(row.table_name)) {
        continue;
      }
      add(columns, row.table_name, row.column_name);
    }
    const pks = await sql<{ table_name: string; column_name: string }>`
      select k.table_name, k.column_name from information_schema.table_constraints c
      join information_schema.key_column_usage k
        on k.constraint_schema = c.constraint_schema and k.constraint_name = c.constraint_name
      where c.constraint_type = 'PRIMARY KEY' and c.table_schema = current_schema()
      order by k.table_name, k.ordinal_position`.execute(db);
    for (const row of pks.rows) add(keys, row.table_name, row.column_name);
    const fks = await sql<{ table_name: string; ref: string }>`
      select c.table_name, u.table_name as ref from information_schema.table_constraints c
      join information_schema.constraint_column_usage u
        on u.constraint_schema = c.constraint_schema and u.constraint_name = c.constraint_name
      where c.constraint_type = 'FOREIGN KEY' and c.table_schema = current_schema()`.execute(db);
    for (const row of fks.rows) add(refs, row.table_name, row.ref);
  }

  const names = [...columns.keys()].sort();
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name) || KEPT_BY_TRIGGERS.includes(name)) return;
    visiting.add(name);
    for (const parent of refs.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  for (const name of names) if (KEPT_BY_TRIGGERS.includes(name)) ordered.push(name);
  return ordered.map((name) => {
    const primaryKey = keys.get(name) ?? [];
    if (primaryKey.length === 0) throw new Error(`Table ${name} has no primary key to page by`);
    return { name, columns: columns.get(name) ?? [], primaryKey };
  });
}

async function readHeader(db: AnyDb, kind: DbKind): Promise<BackupHeader> {
  const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`
    .execute(db)
    .then((result) => result.rows.map((row) => row.name));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    source: kind,
    createdAt: new Date().toISOString(),
    migrations,
    tables: await describeTables(db, kind),
  };
}

/** A table's rows in primary-key order, a batch at a time (keyset paging). */
async function* readTable(db: AnyDb, table: TableInfo, size = 1000): AsyncGenerator<Row[]> {
  const columns = sql.join(table.columns.map((c) => sql.id(c)));
  const key = sql.join(table.primaryKey.map((c) => sql.id(c)));
  let after: unknown[] | undefined;
  for (;;) {
    const where = after ? sql`where (${key}) > (${sql.join(after)})` : sql``;
    const { rows } = await sql<Record<string, unknown>>`select ${columns}
      from ${sql.id(table.name)} ${where} order by ${key} limit ${size}`.execute(db);
    if (rows.length === 0) return;
    yield rows.map((row) =>
      table.columns.map((column) => {
        const value = row[column];
        if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
          throw new Error(
            `${table.name}.${column} holds a ${typeof value}, which backups don't carry`,
          );
        }
        return value;
      }),
    );
    const last = rows[rows.length - 1] as Record<string, unknown>;
    after = table.primaryKey.map((column) => last[column]);
    if (rows.length < size) return;
  }
}

export async function countRows(db: AnyDb, kind: DbKind): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of await describeTables(db, kind)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n
      from ${sql.id(table.name)}`.execute(db);
    counts.push({ table: table.name, rows: Number(rows[0]?.n ?? 0) });
  }
  return counts;
}

async function assertEmpty(db: AnyDb, kind: DbKind): Promise<void> {
  const full = (await countRows(db, kind)).filter((c) => c.rows > 0);
  if (full.length > 0) {
    const what = full.map((c) => `${c.table} has ${c.rows} rows`).join(', ');
    throw new RestoreRefused(
      `The target database is not empty (${what}). Restore only into an empty database: a new SQLite file or a newly created PostgreSQL database.`,
    );
  }
}

/** A SQLite file opened on its own connection, through Kysely, for the time of `use`. */
async function withSqliteFile<T>(file: string, use: (db: AnyDb) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(file, { fileMustExist: true }) }),
  }) as AnyDb;
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------
// Files

/** Copies every file under `from` that `to` lacks; half-written uploads (*.partial) stay. */
async function copyMissing(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return total;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      const copied = await copyMissing(source, target);
      total.files += copied.files;
      total.bytes += copied.bytes;
    } else if (entry.isFile() && !entry.name.endsWith('.partial') && !existsSync(target)) {
      try {
        await copyFile(source, target);
      } catch (error) {
        // Removed since it was listed: it is no longer part of what the server serves.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      total.files += 1;
      total.bytes += (await stat(target)).size;
    }
  }
  return total;
}

/** Lines to a file, waiting whenever the stream asks for it. */
function lineWriter(file: string) {
  const stream: WriteStream = createWriteStream(file, { flags: 'wx' });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => {});
  return {
    write: async (line: string) => {
      if (!stream.write(`${line}\n`)) {
        await Promise.race([new Promise<void>((r) => stream.once('drain', () => r())), failed]);
      }
    },
    close: () =>
      Promise.race([new Promise<void>((r) => stream.end(() => r())), failed]) as Promise<void>,
    destroy: () => stream.destroy(),
  };
}

// ---------------------------------------------------------------------------------------
// Summaries

export function formatSummary(summary: BackupSummary | RestoreSummary, verb: string): string {
  const width = Math.max(...summary.tables.map((t) => t.table.length));
  const rows = summary.tables.map(
    (t) => `  ${t.table.padEnd(width)}  ${String(t.rows).padStart(9)} rows`,
  );
  const total = summary.tables.reduce((sum, t) => sum + t.rows, 0);
  const how = 'format' in summary ? `${summary.format} file` : summary.method;
  return [
    `${verb} ${summary.file} (${how})`,
    ...rows,
    `  ${'total'.padEnd(width)}  ${String(total).padStart(9)} rows in ${summary.databaseSeconds.toFixed(2)} s`,
    `  media: ${summary.media.files} files, ${(summary.media.bytes / 1e6).toFixed(1)} MB in ${summary.media.seconds.toFixed(2)} s`,
    `  done in ${summary.seconds.toFixed(2)} s`,
  ].join('\n');
}

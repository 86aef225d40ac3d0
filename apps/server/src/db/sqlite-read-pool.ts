import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
} from 'kysely';
import type { PoolStats } from './database';
import { SqliteLimitCompiler } from './sqlite-query-compiler';

type Statements = { prepare: (sql: string) => SqliteDatabase.Statement };

/**
 * SQLite with its reads off the event loop. better-sqlite3 answers synchronously, so one slow
 * read on the main thread stops every other request; here a plain SELECT outside a
 * transaction goes to one of `readers` worker threads, each with its own read-only connection
 * (WAL lets readers run beside the writer and each other), and so also to the second core.
 *
 * Writes and everything inside a transaction stay on the main connection, one at a time, as
 * Kysely's own SQLite driver runs them. A read sent after a write committed sees it: the
 * commit is done before the read is posted, and a WAL reader starts from the latest commit.
 */
export function sqliteReadPool(options: {
  file: string;
  main: Statements & { close: () => void };
  readers: number;
  /** The page cache each reader keeps, as the writer's: `cache_size = …`. */
  cachePragma: string;
}): { dialect: Dialect; stats: () => PoolStats } {
  const driver = new ReadPoolDriver(options);
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db: Kysely<unknown>): DatabaseIntrospector => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteLimitCompiler(),
  };
  return { dialect, stats: () => driver.stats() };
}

class ReadPoolDriver implements Driver {
  readonly #main: Statements & { close: () => void };
  readonly #readers: Reader[];
  /** Held by a transaction from begin to end, and by each write outside one while it runs. */
  readonly #writer = new Mutex();

  constructor(options: Parameters<typeof sqliteReadPool>[0]) {
    const { file, main, readers, cachePragma } = options;
    this.#main = main;
    const turns = new OneAnswerATurn();
    // The first reader also checkpoints the WAL, so that no write waits for it (see openSqlite).
    this.#readers = Array.from(
      { length: readers },
      (_, i) => new Reader({ file, cachePragma, checkpoints: i === 0, turns }),
    );
  }

  async init(): Promise<void> {}

  /** Reader threads, those with nothing to do, and reads queued on them plus writes queued. */
  stats(): PoolStats {
    const busy = this.#readers.filter((reader) => reader.pending > 0).length;
    const queued = this.#readers.reduce((sum, reader) => sum + Math.max(0, reader.pending - 1), 0);
    return {
      connections: this.#readers.length + 1,
      idle: this.#readers.length - busy + (this.#writer.locked ? 0 : 1),
      waiting: queued + this.#writer.waiting,
    };
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.#main, this.#writer, this.#readers);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#writer.lock();
    try {
      runOn(this.#main, CompiledQuery.raw('begin'));
    } catch (error) {
      this.#writer.unlock();
      throw error;
    }
    (connection as RoutedConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // When the commit fails the transaction is still open: Kysely rolls it back next, and
    // that releases the writer.
    runOn(this.#main, CompiledQuery.raw('commit'));
    this.#release(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      runOn(this.#main, CompiledQuery.raw('rollback'));
    } finally {
      this.#release(connection);
    }
  }

  #release(connection: DatabaseConnection) {
    const routed = connection as RoutedConnection;
    if (!routed.inTransaction) return;
    routed.inTransaction = false;
    this.#writer.unlock();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await Promise.all(this.#readers.map((reader) => reader.close()));
    this.#main.close();
  }
}

class RoutedConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly main: Statements,
    private readonly writer: Mutex,
    private readonly readers: Reader[],
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return runOn(this.main, query);
    if (query.query.kind === 'SelectQueryNode' && this.readers.length > 0) {
      return leastBusy(this.readers).read<R>(query);
    }
    await this.writer.lock();
    try {
      return runOn(this.main, query);
    } finally {
      this.writer.unlock();
    }
  }

  // biome-ignore lint/correctness/useYield: no caller streams; Kysely's interface asks for it.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the SQLite read pool');
  }
}

function runOn<R>(main: Statements, query: CompiledQuery): QueryResult<R> {
  const statement = main.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
}

const leastBusy = (readers: Reader[]) =>
  readers.reduce((best, reader) => (reader.pending < best.pending ? reader : best));

type Answer = { id: number; rows?: unknown[]; error?: { message: string; code?: string } };

/**
 * How much less CPU a reader thread is given than the main thread when both want it (Linux
 * niceness above the main thread's: each step is about 1.25 times less). The main thread's
 * work per request is short and every request waits on it: when two cores are shared by the
 * main thread, the readers and the kernel's network work, an even share left the event loop
 * waiting for a core. On
 * the mixed run at a million posts, 5 took the loop's delay p99 from 45-60 ms to 31-38 ms
 * with no less throughput; 10 and 19 lowered it further but starved the reads (p99 up).
 */
const READER_NICENESS = 5;

/** How often the WAL is copied back into the database, off the main thread. */
const CHECKPOINT_EVERY_MS = 250;

type ReaderOptions = {
  file: string;
  cachePragma: string;
  checkpoints: boolean;
  turns: OneAnswerATurn;
};

/**
 * The readers' answers, handed to the requests that wait for them one per turn of the event
 * loop. Node delivers every message a worker has queued in one go, and each answer's request
 * then runs to its reply (serializing, compressing, writing) before the next: a burst of
 * fifty answers held the loop for tens of milliseconds, while timers and new requests
 * waited behind it. One a turn lets them in between.
 */
class OneAnswerATurn {
  readonly #queue: (() => void)[] = [];
  #scheduled = false;

  add(settle: () => void): void {
    this.#queue.push(settle);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#next);
    }
  }

  readonly #next = () => {
    this.#queue.shift()?.();
    if (this.#queue.length > 0) setImmediate(this.#next);
    else this.#scheduled = false;
  };
}

class Reader {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  >();
  #nextId = 0;

  constructor({ file, cachePragma, checkpoints, turns }: ReaderOptions) {
    this.#worker = new Worker(new URL('./sqlite-read-worker.mjs', import.meta.url), {
      workerData: {
        file,
        cachePragma,
        checkpointEveryMs: checkpoints ? CHECKPOINT_EVERY_MS : 0,
        niceness: READER_NICENESS,
      },
    });
    this.#worker.on('message', (answer: Answer) => {
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      this.#waiting.delete(answer.id);
      turns.add(() => {
        if (answer.error) {
          const { message, code } = answer.error;
          waiting.reject(Object.assign(new Error(message), { code }));
        } else {
          waiting.resolve(answer.rows ?? []);
        }
      });
    });
    // A reader that dies fails what it was asked; later reads go to it and fail too, which
    // the error handler answers with a 500 and the logs show.
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', () => this.#failAll(new Error('the SQLite reader stopped')));
  }

  get pending(): number {
    return this.#waiting.size;
  }

  read<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve: (rows) => resolve({ rows: rows as R[] }), reject });
      this.#worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }

  #failAll(error: Error) {
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
  }
}

/** First come, first served, without a timer: each waiter is woken by the one before. */
class Mutex {
  #locked = false;
  readonly #queue: (() => void)[] = [];

  async lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.#queue.push(resolve));
  }

  get locked(): boolean {
    return this.#locked;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  unlock(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#locked = false;
  }
}

// One reader of the SQLite database, on a thread of its own: better-sqlite3 answers
// synchronously, so a read run on the main thread stops every other request until it ends.
// Plain JavaScript so that Node runs it as it is, from the sources and from the build alike.
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { registerSqliteFunctions } from './sqlite-functions.mjs';

// On Linux, priority 0 names the calling thread alone: the main thread keeps its own. The
// step is from the priority this thread was started with, the main thread's, so that a
// server already run under `nice` still has its readers below it.
try {
  setPriority(0, Math.min(19, getPriority(0) + workerData.niceness));
} catch {
  // Not allowed here (some sandboxes): the reader runs at the main thread's priority.
}

const database = new Database(workerData.file, { readonly: true, fileMustExist: true });
// A reader waits out the writer's checkpoints instead of failing with SQLITE_BUSY.
database.pragma('busy_timeout = 5000');
database.pragma(workerData.cachePragma);
registerSqliteFunctions(database);
const statements = new Map();

// Checkpoints copy the WAL back into the database and sync it to disk: 20-40 ms on this
// machine's disk. Left to SQLite, they run inside whichever write crosses the WAL's size, on
// the main thread. Here, a connection of their own runs them often and passively (never
// waiting for readers or the writer); the main connection keeps a larger automatic
// checkpoint only as a safety net (database.ts).
if (workerData.checkpointEveryMs > 0) {
  const checkpointer = new Database(workerData.file, { fileMustExist: true });
  checkpointer.pragma('busy_timeout = 5000');
  checkpointer.pragma('wal_autocheckpoint = 0');
  const checkpoint = checkpointer.prepare('pragma wal_checkpoint(PASSIVE)');
  setInterval(() => {
    try {
      checkpoint.run();
    } catch {
      // Busy or failing: the next round, or the writer's own automatic checkpoint, catches up.
    }
  }, workerData.checkpointEveryMs).unref();
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      if (statements.size < 2000) statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: error.message, code: error.code, name: error.name },
    });
  }
});

// One reader of the SQLite database, on a thread of its own: better-sqlite3 answers
// synchronously, so a read run on the main thread stops every other request until it ends.
// Plain JavaScript so that Node runs it as it is, from the sources and from the build alike.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const database = new Database(workerData.file, { readonly: true, fileMustExist: true });
// A reader waits out the writer's checkpoints instead of failing with SQLITE_BUSY.
database.pragma('busy_timeout = 5000');
const statements = new Map();

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

// SQL functions every SQLite connection of the app registers: the writer, each reader
// thread, and the scripts that write through triggers. Plain JavaScript so that the reader
// threads (sqlite-read-worker.mjs) load it as it is, from the sources and from the build.

/**
 * Text lower-cased as JavaScript does it, every letter: SQLite's own lower() folds the 26
 * ASCII letters only, so 'Élodie' stayed 'Élodie' and a search for 'élodie' missed it. A
 * call costs about 0.6 µs more than the built-in, so queries keep lower() where the text
 * matched against is ASCII (case-folding.ts). Named apart from lower() on purpose: a
 * connection without it (the sqlite3 shell) fails on the users_fts triggers instead of
 * writing that index with other values than the app deletes from it.
 */
export const UNICODE_LOWER = 'unicode_lower';

/** @param {import('better-sqlite3').Database} connection */
export function registerSqliteFunctions(connection) {
  connection.function(UNICODE_LOWER, { deterministic: true }, (text) =>
    text === null ? null : String(text).toLowerCase(),
  );
}

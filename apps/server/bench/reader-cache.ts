/**
 * What another connection's writes cost a SQLite reader: a read-only connection runs a feed-
 * like page (twenty posts, their authors, a count each) again and again, while a second
 * connection writes one row every N reads. SQLite empties a connection's page cache when it
 * finds the database changed since its last read, so the reads after a write take their pages
 * from the operating system again. Works on a copy, which it deletes:
 *   npx tsx apps/server/bench/reader-cache.ts --reuse sqlite:/path/to/app.db [--reads 8000]
 * A benchmark, not a test: it prints the time per read for each spacing of the writes.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';

const { values } = parseArgs({
  options: { reuse: { type: 'string' }, reads: { type: 'string', default: '8000' } },
});
if (!values.reuse?.startsWith('sqlite:')) throw new Error('--reuse sqlite:FILE is required');
const reads = Number(values.reads);
const folder = mkdtempSync(join(tmpdir(), 'reader-cache-'));
const file = join(folder, 'app.db');
copyFileSync(values.reuse.slice('sqlite:'.length), file);

const writer = new SqliteDatabase(file);
writer.pragma('journal_mode = WAL');
writer.pragma('synchronous = NORMAL');
const reader = new SqliteDatabase(file, { readonly: true });
reader.pragma('cache_size = -262144');

const recent = reader
  .prepare('select id from posts order by id desc limit 5000')
  .pluck()
  .all() as string[];
// Attention goes to the newest posts, as in bench:mix.
const somePost = () => recent[Math.floor(recent.length * Math.random() ** 3)] as string;
const page = reader.prepare(
  `select posts.*, users.name, users.username,
     (select count(*) from comments where comments.post_id = posts.id) as comments
   from posts join users on users.id = posts.author_id
   where posts.id < ? order by posts.id desc limit 20`,
);
const write = writer.prepare('update posts set likes_count = likes_count + 1 where id = ?');

for (let i = 0; i < 3000; i++) page.all(somePost()); // a warm cache to start from
console.info('| a write | ms per read |\n|---|---|');
for (const every of [0, 1, 5, 20, 100, 400, 0]) {
  let readNs = 0n;
  for (let i = 0; i < reads; i++) {
    if (every > 0 && i % every === 0) write.run(somePost());
    const started = process.hrtime.bigint();
    page.all(somePost());
    readNs += process.hrtime.bigint() - started;
  }
  const ms = Number(readNs) / 1e6 / reads;
  const spacing =
    every === 0 ? 'never' : every === 1 ? 'before every read' : `every ${every} reads`;
  console.info(`| ${spacing} | ${ms.toFixed(3)} |`);
}
reader.close();
writer.close();
rmSync(folder, { recursive: true, force: true });

import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { listFeed } from '../../src/features/posts/feed.repository';

const sqlite = new Database('/tmp/big/app.db', { readonly: true });
const statements: { sql: string; parameters: readonly unknown[] }[] = [];
const db = new Kysely<never>({
  dialect: new SqliteDialect({ database: sqlite }),
  log: (event) => {
    if (event.level === 'query') statements.push({ sql: event.query.sql, parameters: event.query.parameters });
  },
});
const viewer = (sqlite.prepare("select follower_id from follows group by follower_id order by count(*) desc limit 1").get() as { follower_id: string }).follower_id;
const author = (sqlite.prepare("select user_id from reposts group by user_id order by count(*) desc limit 1").get() as { user_id: string }).user_id;
for (const [name, source] of [['following', { following: true as const }], ['profile', { author }]] as const) {
  statements.length = 0;
  const started = performance.now();
  const rows = await listFeed(db as never, 'sqlite', viewer, source, undefined, { limit: 20, offset: 0 });
  const ms = performance.now() - started;
  const again = performance.now();
  await listFeed(db as never, 'sqlite', viewer, source, undefined, { limit: 20, offset: 0 });
  console.log(name, rows.length, 'rows', ms.toFixed(1), 'ms first,', (performance.now() - again).toFixed(1), 'ms again');
  const statement = statements[0];
  if (!statement) continue;
  const plan = sqlite.prepare(`explain query plan ${statement.sql}`).all(...(statement.parameters as never[]));
  for (const row of plan as { id: number; parent: number; detail: string }[]) console.log(`  ${row.parent}/${row.id} ${row.detail}`);
}

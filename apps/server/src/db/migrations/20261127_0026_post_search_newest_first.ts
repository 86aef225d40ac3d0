import { type Kysely, sql } from 'kysely';
import { POST_SEARCH_AUTOMERGE, setAutomerge } from './20261127_0025_post_search_merges';
import { dropTriggers, isSqlite } from './dialect';

/**
 * SQLite: the search index keys each post by its rowid negated, so that newest first is
 * FTS5's own ascending order. Search reads the newest 300 matches (db/search.ts), and FTS5
 * walks a doclist backwards at a cost: on the million-post seed, the mix's searches took
 * 3.79 ms on average against 4.74 through an index built the same way with rowids as they
 * are (p99 17.4 against 23.0 ms), with the same answers for all 2,556.
 * The index holds no copy of the text (`content=''`), as before it read it from posts: a
 * negated key cannot name a row of posts, so the external-content link goes; the triggers
 * hand FTS5 the old text to delete, as they did. PostgreSQL is unchanged.
 */
const triggers = ['posts_fts_insert', 'posts_fts_delete', 'posts_fts_update'];

export async function dropIndex(db: Kysely<unknown>) {
  await dropTriggers(db, triggers);
  await sql`drop table if exists posts_fts`.execute(db);
}

/**
 * The index and its triggers: `link` names where FTS5 reads the text back, if anywhere, and
 * `key` makes a post's key from its rowid.
 */
export async function createIndex(db: Kysely<unknown>, link: string, key: (row: string) => string) {
  await sql`create virtual table posts_fts using fts5(content, ${sql.raw(link)}tokenize='trigram')`.execute(
    db,
  );
  await setAutomerge(db, POST_SEARCH_AUTOMERGE);
  await sql`insert into posts_fts(rowid, content) select ${sql.raw(key('rowid'))}, content from posts`.execute(
    db,
  );
  const added = sql.raw(
    `insert into posts_fts(rowid, content) values (${key('new.rowid')}, new.content);`,
  );
  const removed = sql.raw(
    `insert into posts_fts(posts_fts, rowid, content) values ('delete', ${key('old.rowid')}, old.content);`,
  );
  await sql`create trigger posts_fts_insert after insert on posts begin ${added} end`.execute(db);
  await sql`create trigger posts_fts_delete after delete on posts begin ${removed} end`.execute(db);
  await sql`create trigger posts_fts_update after update of content on posts begin ${removed} ${added} end`.execute(
    db,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await dropIndex(db);
  await createIndex(db, "content='', ", (row) => `-${row}`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await dropIndex(db);
  await createIndex(db, "content='posts', content_rowid='rowid', ", (row) => row);
}

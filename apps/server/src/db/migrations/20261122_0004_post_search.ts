import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/**
 * Full-text search over post content, by trigrams on both databases, so that any language,
 * any script and partial words ("photo" finds "photography") match alike.
 * SQLite: an FTS5 index with the trigram tokenizer, kept in step with posts by triggers.
 * PostgreSQL: a GIN index of pg_trgm trigrams.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await sql`create virtual table posts_fts using fts5(content, content='posts', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into posts_fts(rowid, content) select rowid, content from posts`.execute(db);
    await sql`create trigger posts_fts_insert after insert on posts begin
      insert into posts_fts(rowid, content) values (new.rowid, new.content); end`.execute(db);
    await sql`create trigger posts_fts_delete after delete on posts begin
      insert into posts_fts(posts_fts, rowid, content) values ('delete', old.rowid, old.content); end`.execute(
      db,
    );
    await sql`create trigger posts_fts_update after update of content on posts begin
      insert into posts_fts(posts_fts, rowid, content) values ('delete', old.rowid, old.content);
      insert into posts_fts(rowid, content) values (new.rowid, new.content); end`.execute(db);
  } else {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index posts_content_trgm on posts using gin (content gin_trgm_ops)`.execute(
      db,
    );
  }
  // Popular Today reads the last day's posts by time.
  await db.schema.createIndex('posts_created_at').on('posts').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_created_at').execute();
  if (isSqlite(db)) {
    for (const name of ['posts_fts_insert', 'posts_fts_delete', 'posts_fts_update']) {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
    await sql`drop table if exists posts_fts`.execute(db);
  } else {
    await sql`drop index if exists posts_content_trgm`.execute(db);
  }
}

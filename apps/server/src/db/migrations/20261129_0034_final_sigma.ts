import { type Kysely, type RawBuilder, sql } from 'kysely';
import { foldCase, searchGrams } from '../sqlite-functions.mjs';
import { keepPostSearch } from './20261129_0033_post_search_folded';
import { isSqlite } from './dialect';

/**
 * The final sigma (ς) is matched as σ wherever text is matched case aside (`foldCase`,
 * sqlite-functions.mjs; `foldedSql`, case-folding.ts). JavaScript lower-cases a capital Σ
 * at a word's end to ς, PostgreSQL's lower() to σ, so on PostgreSQL a post, a name or a muted
 * word written in capitals ('ΦΙΛΟΣ') and a search typed in small letters ('φιλος') never met,
 * and on SQLite 'φιλος' never met the same letters inside a longer word ('ΦΙΛΟΣΟΦΙΑ').
 * What holds text folded the old way is folded again here:
 * - both: the patterns of muted words (one of two that now fold alike is dropped);
 * - SQLite: the pieces of posts whose text holds ς or Σ (`posts_grams`, contentless, deleted
 *   by key), and the People index's entries of names that do (`users_fts`, whose entries are
 *   deleted by the values they hold, computed here as the rule before wrote them);
 * - PostgreSQL: `post_search.folded` (its index of pieces is cut from that column, so the
 *   rows changed get new entries), the triggers that write it, and the trigram index of
 *   names, made on the new expression.
 * Only rows holding a sigma are rewritten: a scan of the posts, the names and the words.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await foldMutedWords(db);
  if (isSqlite(db)) {
    await refoldSqliteIndexes(db, { was: javascriptLower, now: foldCase });
    return;
  }
  await sql`update post_search set folded = translate(folded, 'ς', 'σ') where strpos(folded, 'ς') > 0`.execute(
    db,
  );
  await keepPostSearch(db, 'folded', sql<string>`translate(lower(new.content), 'ς', 'σ')`);
  await indexNamesOnPostgres(db, sql<string>`translate(lower(name), 'ς', 'σ')`);
}

/** Back to the rule before; muted words keep their σ, which that rule's PostgreSQL met best. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await refoldSqliteIndexes(db, { was: foldCase, now: javascriptLower });
    return;
  }
  await sql`update post_search set folded = lower(posts.content) from posts
    where posts.id = post_search.id and (strpos(posts.content, 'ς') > 0 or strpos(posts.content, 'Σ') > 0)`.execute(
    db,
  );
  await keepPostSearch(db, 'folded', sql<string>`lower(new.content)`);
  await indexNamesOnPostgres(db, sql<string>`lower(name)`);
}

const javascriptLower = (text: string) => text.toLowerCase();
type Refold = { was: (text: string) => string; now: (text: string) => string };

async function foldMutedWords(db: Kysely<unknown>) {
  const folded = (pattern: string) => sql`replace(${sql.ref(pattern)}, 'ς', 'σ')`;
  await sql`delete from muted_words where pattern like '%ς%' and exists (
      select 1 from muted_words other where other.user_id = muted_words.user_id
        and other.pattern <> muted_words.pattern
        and ${folded('other.pattern')} = ${folded('muted_words.pattern')}
        and (other.pattern not like '%ς%' or other.pattern < muted_words.pattern))`.execute(db);
  await sql`update muted_words set pattern = ${folded('pattern')} where pattern like '%ς%'`.execute(
    db,
  );
}

const holdsSigma = (column: string) =>
  sql`(instr(${sql.ref(column)}, 'ς') > 0 or instr(${sql.ref(column)}, 'Σ') > 0)`;

async function refoldSqliteIndexes(db: Kysely<unknown>, rule: Refold) {
  const posts = await sql<{ rowid: number; content: string }>`
    select rowid, content from posts where ${holdsSigma('content')}`.execute(db);
  for (const post of posts.rows) {
    await sql`delete from posts_grams where rowid = ${-post.rowid}`.execute(db);
    await sql`insert into posts_grams(rowid, grams) values (${-post.rowid}, ${searchGrams(post.content, rule.now)})`.execute(
      db,
    );
  }
  const names = await sql<{ rowid: number; name: string; username_key: string }>`
    select rowid, name, username_key from users where status = 'active' and ${holdsSigma('name')}`.execute(
    db,
  );
  for (const user of names.rows) {
    await sql`insert into users_fts(users_fts, rowid, name, username_key)
      values ('delete', ${user.rowid}, ${rule.was(user.name)}, ${user.username_key})`.execute(db);
    await sql`insert into users_fts(rowid, name, username_key)
      values (${user.rowid}, ${rule.now(user.name)}, ${user.username_key})`.execute(db);
  }
}

async function indexNamesOnPostgres(db: Kysely<unknown>, folded: RawBuilder<string>) {
  await sql`drop index if exists users_name_trgm`.execute(db);
  await sql`create index users_name_trgm on users using gin ((${folded}) gin_trgm_ops) with (fastupdate = off)`.execute(
    db,
  );
}

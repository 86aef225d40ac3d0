import { type Kysely, sql } from 'kysely';

/**
 * `users.mutes_words`: 1 while the account mutes any word, kept by the two writes of
 * `muted_words` (features/users/mutes.repository.ts). Lists read at most a window of posts a
 * page for those who mute words, which may hide nearly every post; the session read learns it
 * from the account's row it reads anyway, where a probe of `muted_words` on every request cost
 * the Everyone feed 1.7% and a post page 4% (`bench:ab`, SQLite). It only bounds how much a
 * page reads: what a list shows is decided by `muted_words` itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mutes_words', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set mutes_words = 1
    where id in (select user_id from muted_words)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mutes_words').execute();
}

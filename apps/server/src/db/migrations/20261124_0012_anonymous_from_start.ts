import { type Kysely, sql } from 'kysely';

/**
 * `posts.anonymous_from_start`: whether a post was anonymous when written. Only then may its
 * author's anonymous comments read 'Anonymous (author)': a post made anonymous later was
 * seen under its author's name, so '(author)' under it would name them (rule 12).
 * Existing posts count as anonymous from the start only when anonymous and never edited;
 * any other's author draws a number like everyone else, which names nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('anonymous_from_start', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update posts set anonymous_from_start = 1 where visibility = 'private' and edited = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('anonymous_from_start').execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * `posts.media_count`: how many images a post has, kept by `setPostMedia`, the one way a
 * post's images change (a deleted post's go with it). Every list read its page's images in
 * a query of their own, though most posts have none: with the count on the row it reads them
 * only for the posts that have some.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('media_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update posts set media_count = (select count(*) from media where media.post_id = posts.id)
    where id in (select post_id from media where post_id is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('media_count').execute();
}

import type { Kysely } from 'kysely';

/**
 * Each post card counts the comments its viewer may not see (db/visibility.ts
 * hiddenCommentsOn): by post and author, this finds them without reading the post's other
 * comments or the hidden authors' comments elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('comments_post_author')
    .on('comments')
    .columns(['post_id', 'author_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('comments_post_author').execute();
}

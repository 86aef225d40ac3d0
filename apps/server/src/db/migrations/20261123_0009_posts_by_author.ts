import type { Kysely } from 'kysely';

/**
 * A person's own profile lists all their posts, anonymous ones included, newest first. The
 * (author_id, visibility, id) index serves others' view of a profile (named posts only) but
 * not this one: with thousands of posts it sorted them all on every page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('posts_author_id').on('posts').columns(['author_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_author_id').execute();
}

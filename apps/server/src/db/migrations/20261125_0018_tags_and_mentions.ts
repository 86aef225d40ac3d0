import type { Kysely } from 'kysely';

/**
 * Tags and mentions (PRODUCT.md §8), derived from the text when a post or comment is written
 * or edited. Earlier posts gain them from 0020, which reads every post once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('person', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['post_id', 'tag'])
    .execute();
  // A tag's posts newest first: the tag page walks this index and stops at a page.
  await db.schema
    .createIndex('post_tags_tag')
    .on('post_tags')
    .columns(['tag', 'post_id'])
    .execute();
  // Trending reads the last day's rows from this index alone, however many posts there are.
  await db.schema
    .createIndex('post_tags_recent')
    .on('post_tags')
    .columns(['created_at', 'tag', 'person'])
    .execute();

  await db.schema
    .createTable('post_mentions')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_mentions_pk', ['post_id', 'user_id'])
    .execute();
  // For the cascade when an account goes.
  await db.schema.createIndex('post_mentions_user').on('post_mentions').column('user_id').execute();

  await db.schema
    .createTable('comment_mentions')
    .addColumn('comment_id', 'text', (c) =>
      c.notNull().references('comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('comment_mentions_user')
    .on('comment_mentions')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_mentions').execute();
  await db.schema.dropTable('post_mentions').execute();
  await db.schema.dropTable('post_tags').execute();
}

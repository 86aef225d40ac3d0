import type { Kysely } from 'kysely';

const counter = (name: string) =>
  [
    name,
    'integer',
    (c: import('kysely').ColumnDefinitionBuilder) => c.notNull().defaultTo(0),
  ] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...counter('likes_count'))
    .addColumn(...counter('hugs_count'))
    .addColumn(...counter('shares_count'))
    .addColumn(...counter('comments_count'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A profile's posts, newest first, split by visibility so that others' reads of an
  // author's posts never touch the anonymous ones.
  await db.schema
    .createIndex('posts_author_visibility_id')
    .on('posts')
    .columns(['author_id', 'visibility', 'id'])
    .execute();

  await db.schema
    .createTable('post_reactions')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_reactions_pk', ['post_id', 'user_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('post_reactions_user')
    .on('post_reactions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('saves')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saves_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema
    .createIndex('saves_user_created')
    .on('saves')
    .columns(['user_id', 'created_at', 'post_id'])
    .execute();
  await db.schema.createIndex('saves_post').on('saves').column('post_id').execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn(...counter('likes_count'))
    .addColumn(...counter('hugs_count'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_post_id')
    .on('comments')
    .columns(['post_id', 'id'])
    .execute();
  await db.schema.createIndex('comments_author').on('comments').column('author_id').execute();

  await db.schema
    .createTable('comment_reactions')
    .addColumn('comment_id', 'text', (c) =>
      c.notNull().references('comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_reactions_pk', ['comment_id', 'user_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('comment_reactions_user')
    .on('comment_reactions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('thread_pseudonyms')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('thread_pseudonyms_pk', ['post_id', 'user_id'])
    .addUniqueConstraint('thread_pseudonyms_number', ['post_id', 'number'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'thread_pseudonyms',
    'comment_reactions',
    'comments',
    'saves',
    'post_reactions',
    'posts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  // Someone's followers (or pending requests), and whom someone follows, newest first.
  await db.schema
    .createIndex('follows_followee')
    .on('follows')
    .columns(['followee_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('follows_follower')
    .on('follows')
    .columns(['follower_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').column('blocked_id').execute();

  // The People list, newest first, and the posts feed of people one follows.
  await db.schema
    .createIndex('posts_visibility_id')
    .on('posts')
    .columns(['visibility', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_visibility_id').execute();
  await db.schema.dropTable('blocks').execute();
  await db.schema.dropTable('follows').execute();
}

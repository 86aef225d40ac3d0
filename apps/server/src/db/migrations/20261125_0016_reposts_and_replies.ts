import { type Kysely, sql } from 'kysely';
import { idAt } from '../../lib/ids';

/**
 * Reposts (PRODUCT.md §7): a share puts its post into the sharer's followers' Following feeds.
 * Each repost gets its own time-ordered id, from the same clock as post ids, so one keyset
 * orders posts and reposts together by the moment each entered the feed.
 *
 * Replies: a comment may answer another comment of the same post. A comment deleted while it
 * has replies stays as a placeholder (`deleted`), so that its replies keep their place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reposts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reposts_user_post', ['user_id', 'post_id'])
    .execute();
  // A sharer's reposts newest first (their followers' feeds, their profile).
  await db.schema.createIndex('reposts_user_id').on('reposts').columns(['user_id', 'id']).execute();
  // Whether a post's newer repost by someone followed makes an older feed entry redundant.
  await db.schema.createIndex('reposts_post_id').on('reposts').columns(['post_id', 'id']).execute();
  await backfillReposts(db);

  await db.schema
    .alterTable('comments')
    .addColumn('parent_id', 'text', (c) => c.references('comments.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('comments')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // 'Anonymous 2 replied to your comment': the pseudonym the reply carries in its thread.
  await db.schema.alterTable('notifications').addColumn('actor_pseudonym', 'text').execute();
  await db.schema
    .createIndex('comments_parent')
    .on('comments')
    .columns(['parent_id', 'id'])
    .execute();
}

/** Shares made before reposts existed become reposts, at the moment they were made. */
async function backfillReposts(db: Kysely<unknown>) {
  const source = db as unknown as Kysely<{
    post_reactions: { post_id: string; user_id: string; kind: string; created_at: string };
    reposts: { id: string; user_id: string; post_id: string; created_at: string };
  }>;
  let after = { post_id: '', user_id: '' };
  for (;;) {
    const shares = await source
      .selectFrom('post_reactions')
      .select(['post_id', 'user_id', 'created_at'])
      .where('kind', '=', 'share')
      .where(sql<boolean>`(post_id, user_id) > (${after.post_id}, ${after.user_id})`)
      .orderBy('post_id')
      .orderBy('user_id')
      .limit(1000)
      .execute();
    const last = shares.at(-1);
    if (!last) return;
    await source
      .insertInto('reposts')
      .values(
        shares.map((share) => ({
          id: idAt(Date.parse(share.created_at)),
          user_id: share.user_id,
          post_id: share.post_id,
          created_at: share.created_at,
        })),
      )
      .execute();
    after = last;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('comments_parent').execute();
  await db.schema.alterTable('notifications').dropColumn('actor_pseudonym').execute();
  await db.schema.alterTable('comments').dropColumn('deleted').execute();
  await db.schema.alterTable('comments').dropColumn('reply_count').execute();
  await db.schema.alterTable('comments').dropColumn('parent_id').execute();
  await db.schema.dropTable('reposts').execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Anonymity that survives moderation, edits and deletion (rules 12 to 14):
 * - `comments.pseudonym`: a comment's label is stored when it is written. Existing comments
 *   keep the label they show today, so nothing anyone has seen changes.
 * - `users.anonymous_revoked_at`: moderation of anonymous content takes away anonymous
 *   posting instead of touching the account in any way others can see.
 * - `anonymous_removals`: a deleted account's anonymous pieces, each with its own random
 *   moment. Stored, so a restart loses none; claimed by deleting the row, so each runs once.
 *   It holds no account id: once the profile is gone nothing in it points to a person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('pseudonym', 'text').execute();
  await sql`
    update comments set pseudonym = case
      when exists (
        select 1 from posts
        where posts.id = comments.post_id
          and posts.visibility = 'private'
          and posts.author_id = comments.author_id
      ) then 'Anonymous (author)'
      else coalesce('Anonymous ' || (
        select cast(tp.number as text) from thread_pseudonyms tp
        where tp.post_id = comments.post_id and tp.user_id = comments.author_id
      ), 'Anonymous')
    end
    where visibility = 'private'`.execute(db);
  await db.schema.alterTable('users').addColumn('anonymous_revoked_at', 'text').execute();
  await db.schema
    .createTable('anonymous_removals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('anonymous_removals_due')
    .on('anonymous_removals')
    .columns(['due_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('anonymous_removals').execute();
  await db.schema.alterTable('users').dropColumn('anonymous_revoked_at').execute();
  await db.schema.alterTable('comments').dropColumn('pseudonym').execute();
}

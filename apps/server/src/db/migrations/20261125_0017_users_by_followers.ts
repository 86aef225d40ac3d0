import type { Kysely } from 'kysely';

/**
 * "Who to follow" fills with the most followed active accounts: read from this index, newest
 * first among equals, and stopped after a handful, rather than sorting every account on each
 * request (a hundred thousand of them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_status_followers')
    .on('users')
    .columns(['status', 'followers_count', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_status_followers').execute();
}

import type { Kysely } from 'kysely';

/**
 * The sweep of expired sessions, e-mailed links and Idempotency-Keys (db/expired-rows.ts)
 * finds each batch by time. Without these it would read whole tables every round, on SQLite
 * on the thread that serves requests. A user's own expired keys are still found by
 * `idempotency_keys_user_created` (0023), which the planner prefers for one user's range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('one_time_tokens_expires')
    .on('one_time_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created').execute();
  await db.schema.dropIndex('one_time_tokens_expires').execute();
  await db.schema.dropIndex('sessions_expires').execute();
}

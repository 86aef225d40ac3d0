import type { Kysely } from 'kysely';

/**
 * The People list's total counts active accounts from this index alone, without reading
 * every account's row (a hundred thousand of them cost 46 ms a page on SQLite). With the id
 * beside the status the list itself also reads active accounts newest first from it: on the
 * status alone, SQLite chose it for the list too and sorted every account on each page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_status_id').on('users').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_status_id').execute();
}

import type { Kysely } from 'kysely';

/**
 * When each mailed link was made: verification and reset mails are limited per address
 * (PRODUCT.md §9), counted from these rows. Links made before this migration count as old.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('one_time_tokens')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').dropColumn('created_at').execute();
}

import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mutes')
    .addColumn('muter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('muted_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pk', ['muter_id', 'muted_id'])
    .execute();
  await db.schema
    .createTable('muted_words')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('muted_words_pk', ['user_id', 'pattern'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('muted_words').execute();
  await db.schema.dropTable('mutes').execute();
}

import { type Kysely, sql } from 'kysely';

/**
 * Post images (PRODUCT.md §8). A row is written only once both files are in place, and points
 * at them by random keys that say nothing of the uploader or the moment. `uploader_id` only
 * decides who may attach an unattached image; it is cleared when the account goes, so that an
 * anonymous post's images never go with (or point at) the account that wrote it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uploader_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('post_id', 'text', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A page of posts' images in one query, in order.
  await db.schema.createIndex('media_post').on('media').columns(['post_id', 'position']).execute();
  // The sweep of images never attached.
  await db.schema
    .createIndex('media_unattached')
    .on('media')
    .column('created_at')
    .where(sql.ref('post_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}

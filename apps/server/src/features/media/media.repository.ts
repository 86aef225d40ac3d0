import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MediaRow } from '../../db/post-media';
import type { MediaTable } from '../../db/tables/media';

export async function insertMedia(db: Db, row: Insertable<MediaTable>): Promise<MediaRow> {
  return db.insertInto('media').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findMediaOfPost(trx: Db, postId: string): Promise<MediaRow[]> {
  return trx
    .selectFrom('media')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('position')
    .execute();
}

/**
 * Attaches one image to a post, only if it is this uploader's and still unattached: the
 * condition is in the update itself, so two posts can never take the same image.
 */
export async function attachMedia(
  trx: Db,
  uploaderId: string,
  mediaId: string,
  to: { postId: string; position: number; alt: string },
): Promise<boolean> {
  const row = await trx
    .updateTable('media')
    .set({ post_id: to.postId, position: to.position, alt: to.alt })
    .where('id', '=', mediaId)
    .where('uploader_id', '=', uploaderId)
    .where('post_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateAttachedMedia(
  trx: Db,
  mediaId: string,
  changes: { position: number; alt: string },
): Promise<void> {
  await trx.updateTable('media').set(changes).where('id', '=', mediaId).execute();
}

/** Keeps `posts.media_count` with the post's images, so that lists read them only where there are some. */
export async function setMediaCount(trx: Db, postId: string, count: number): Promise<void> {
  await trx.updateTable('posts').set({ media_count: count }).where('id', '=', postId).execute();
}

/** Deletes rows; their files are removed by the caller once the transaction has committed. */
export async function deleteMediaRows(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('media').where('id', 'in', ids).execute();
}

/** Some posts by id, or every post an account has under its name. */
export type ChosenPosts = { ids: readonly string[] } | { authorId: string };

/** Deletes the chosen posts' images' rows; answers their files, to remove after the commit. */
export async function deleteMediaOfPosts(trx: Db, posts: ChosenPosts) {
  const rows = trx.deleteFrom('media').returning(['file_key', 'thumb_key']);
  if ('authorId' in posts)
    return rows
      .where('post_id', 'in', (eb) =>
        eb.selectFrom('posts').select('id').where('author_id', '=', posts.authorId),
      )
      .execute();
  if (posts.ids.length === 0) return [];
  return rows.where('post_id', 'in', posts.ids).execute();
}

export async function findStaleUnattached(db: Db, before: string, limit: number) {
  return db
    .selectFrom('media')
    .select('id')
    .where('post_id', 'is', null)
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Deletes one image that is still unattached; only the instance whose delete found the row
 * removes its files, and an image attached meanwhile is left alone.
 */
export async function claimUnattached(db: Db, id: string) {
  return db
    .deleteFrom('media')
    .where('id', '=', id)
    .where('post_id', 'is', null)
    .returning(['file_key', 'thumb_key'])
    .executeTakeFirst();
}

/** Every stored key, for the start-up sweep of files without a row. */
export async function listMediaKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('media').select(['file_key', 'thumb_key']).execute();
  return new Set(rows.flatMap((row) => [row.file_key, row.thumb_key]));
}

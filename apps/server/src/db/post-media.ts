import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { MediaTable } from './tables/media';

export type MediaRow = Selectable<MediaTable>;
/** Each post's images in order; a post with none is missing from the map. */
export type MediaByPost = ReadonlyMap<string, readonly MediaRow[]>;

/**
 * The images of a page of posts in one query (never one per post). The posts are those the
 * viewer may already see, so their images are too.
 */
export async function findMediaOfPosts(db: Db, postIds: readonly string[]): Promise<MediaByPost> {
  const byPost = new Map<string, MediaRow[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('media')
    .selectAll()
    .where('post_id', 'in', [...new Set(postIds)])
    .orderBy('post_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    if (!row.post_id) continue;
    const list = byPost.get(row.post_id) ?? [];
    list.push(row);
    byPost.set(row.post_id, list);
  }
  return byPost;
}

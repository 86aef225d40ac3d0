import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { MediaTable } from './tables/media';

export type MediaRow = Selectable<MediaTable>;
/** Each post's images in order; a post with none is missing from the map. */
export type MediaByPost = ReadonlyMap<string, readonly MediaRow[]>;

/**
 * The images of a page of posts in one query (never one per post), and none at all when no
 * post on it has any, as most pages. The posts are those the viewer may already see, so
 * their images are too.
 */
export async function findMediaOfPosts(
  db: Db,
  posts: readonly { id: string; media_count: number | string }[],
): Promise<MediaByPost> {
  const byPost = new Map<string, MediaRow[]>();
  const postIds = posts.filter((post) => Number(post.media_count) > 0).map((post) => post.id);
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

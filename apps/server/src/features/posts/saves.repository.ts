import type { Db } from '../../db/database';
import type { PostRow } from '../../views/post.view';
import { selectVisiblePosts } from './posts.repository';

/**
 * The viewer's saved posts, newest saved first. Visibility is checked now, at read time,
 * so a post that became hidden after it was saved does not resurface here.
 */
export async function listSavedPosts(
  db: Db,
  viewerId: string,
  after: { savedAt: string; id: string } | undefined,
  page: { limit: number; offset: number },
): Promise<(PostRow & { saved_at: string })[]> {
  let query = selectVisiblePosts(db, viewerId)
    .innerJoin('saves as mine', (join) =>
      join.onRef('mine.post_id', '=', 'posts.id').on('mine.user_id', '=', viewerId),
    )
    .select('mine.created_at as saved_at');
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('mine.created_at', '<', after.savedAt),
        eb.and([eb('mine.created_at', '=', after.savedAt), eb('posts.id', '<', after.id)]),
      ]),
    );
  }
  return query
    .orderBy('mine.created_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
}

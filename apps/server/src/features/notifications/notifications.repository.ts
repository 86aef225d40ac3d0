import { type Db, kindOf } from '../../db/database';
import { shownToReader } from '../../db/notifications';
import { preparedQuery } from '../../db/prepared-query';
import { postVisibleTo } from '../../db/visibility';
import type { NotificationRow } from '../../views/notification.view';

/** The viewer's latest notifications still shown to them, with actor and post, newest first. */
export async function listRecentNotifications(
  db: Db,
  userId: string,
  beforeId: string | undefined,
  limit: number,
): Promise<NotificationRow[]> {
  const shape = { before: beforeId !== undefined };
  return recentNotifications(db, kindOf(db), shape, { userId, beforeId: beforeId ?? '', limit });
}

// Every open of the notifications page runs this: its SQL is built once per shape.
const recentNotifications = preparedQuery(
  (db, shape: { before: boolean }, values: { userId: string; beforeId: string; limit: number }) => {
    let query = db
      .selectFrom('notifications')
      .leftJoin('users as actor', 'actor.id', 'notifications.actor_id')
      .leftJoin('posts', 'posts.id', 'notifications.post_id')
      .leftJoin('users as author', 'author.id', 'posts.author_id')
      .select([
        'notifications.id',
        'notifications.kind',
        'notifications.reaction',
        'notifications.actor_id',
        'notifications.actor_pseudonym',
        'notifications.post_id',
        'notifications.comment_id',
        'notifications.group_key',
        'notifications.read_at',
        'notifications.created_at',
        'actor.name as actor_name',
        'actor.username as actor_username',
        'actor.profile_pic as actor_profile_pic',
        // The post's words as they read now, only while the reader may see the post: it
        // may have gone to followers only, or behind a block, since.
        (eb) =>
          eb
            .case()
            .when(postVisibleTo(values.userId)(eb as never))
            .then(eb.ref('posts.content'))
            .else(null)
            .end()
            .as('post_content'),
      ])
      .where('notifications.user_id', '=', values.userId)
      .where(shownToReader(values.userId) as never);
    if (shape.before) query = query.where('notifications.id', '<', values.beforeId);
    return query.orderBy('notifications.id', 'desc').limit(values.limit);
  },
  { inlinedOnPostgres: ['limit'] },
);

export async function markRead(db: Db, userId: string, ids: string[] | undefined, now: string) {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    // An id stands for its whole group, as the page shows it.
    const groups = db
      .selectFrom('notifications')
      .select('group_key')
      .where('user_id', '=', userId)
      .where('id', 'in', ids);
    query = query.where('group_key', 'in', groups);
  }
  await query.execute();
}

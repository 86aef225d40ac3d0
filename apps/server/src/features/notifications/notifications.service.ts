import type { Notification, NotificationsResult, UserSummary } from '@app/contract';
import type { Db } from '../../db/database';
import { countUnread } from '../../db/notifications';
import { decodeCursor, encodeCursor } from '../../db/pagination';
import { nowIso } from '../../lib/clock';
import {
  listRecentNotifications,
  markRead,
  type NotificationRow,
} from './notifications.repository';

const verbs: Record<string, string> = {
  follow: 'followed you',
  follow_request: 'asked to follow you',
  follow_accepted: 'accepted your follow request',
  comment: 'commented on your post',
  like: 'liked your',
  hug: 'hugged your',
  share: 'shared your',
};

/** "Ann", "Ann and Bob", "Ann and 3 others"; an anonymous actor is only ever "Anonymous". */
function who(actors: UserSummary[], count: number): string {
  const [first, second] = actors;
  if (!first) return count > 1 ? `Anonymous and ${count - 1} others` : 'Anonymous';
  if (count === 1) return first.name;
  if (count === 2) return `${first.name} and ${second?.name ?? 'Anonymous'}`;
  return `${first.name} and ${count - 1} others`;
}

function textOf(
  kind: string,
  reaction: string | null,
  commentId: string | null,
  actors: UserSummary[],
  count: number,
  postId: string | null,
) {
  // A removed post leaves nothing to point at; a removed comment points at its post.
  if (kind === 'removed') return `A moderator removed your ${postId ? 'comment' : 'post'}`;
  if (kind === 'anonymous_revoked')
    return `A moderator removed your anonymous ${postId ? 'comment' : 'post'} and you can no longer post anonymously`;
  const verb =
    kind === 'reaction' && reaction
      ? `${verbs[reaction]} ${commentId ? 'comment' : 'post'}`
      : verbs[kind];
  return `${who(actors, count)} ${verb}`;
}

const groupOf = (row: NotificationRow) => `${row.group_key}|${row.read_at ? 'read' : 'unread'}`;

/** Groups rows (newest first) by kind and target, keeping read and unread apart. */
function group(rows: NotificationRow[]): Notification[] {
  const groups = new Map<string, { rows: NotificationRow[] }>();
  for (const row of rows) {
    const key = groupOf(row);
    const found = groups.get(key);
    if (found) found.rows.push(row);
    else groups.set(key, { rows: [row] });
  }
  return [...groups.values()].map(({ rows: members }) => {
    const latest = members[0] as NotificationRow;
    const named = new Map<string, UserSummary>();
    const distinct = new Set<string>();
    for (const m of members) {
      distinct.add(m.actor_id ?? `anonymous:${m.id}`);
      if (m.actor_id && m.actor_name !== null && !named.has(m.actor_id)) {
        named.set(m.actor_id, {
          _id: m.actor_id,
          name: m.actor_name,
          username: m.actor_username ?? '',
          profile_pic: m.actor_profile_pic ?? '',
        });
      }
    }
    const actors = [...named.values()].slice(0, 3);
    const reaction =
      latest.reaction === 'like' || latest.reaction === 'hug' || latest.reaction === 'share'
        ? latest.reaction
        : null;
    return {
      _id: latest.id,
      kind: latest.kind,
      reaction,
      actors,
      actorCount: distinct.size,
      text: textOf(latest.kind, reaction, latest.comment_id, actors, distinct.size, latest.post_id),
      post: latest.post_id
        ? { _id: latest.post_id, excerpt: (latest.post_content ?? '').slice(0, 80) }
        : null,
      commentId: latest.comment_id,
      read: latest.read_at !== null,
      created_at: latest.created_at,
    };
  });
}

const WINDOW = 200;

export async function listNotifications(
  db: Db,
  viewerId: string,
  input: { pageSize: number; cursor?: string | null | undefined },
): Promise<NotificationsResult> {
  const beforeId = input.cursor ? decodeCursor(input.cursor, ['id']).id : undefined;
  const rows = await listRecentNotifications(db, viewerId, beforeId, WINDOW);
  const groups = group(rows);
  const page = groups.slice(0, input.pageSize);
  // The next page starts below the oldest row of this page's groups.
  const keyById = new Map(rows.map((r) => [r.id, groupOf(r)]));
  const pageKeys = new Set(page.map((g) => keyById.get(g._id)));
  const oldestShown = rows.filter((r) => pageKeys.has(groupOf(r))).at(-1);
  const hasMore = groups.length > page.length || rows.length === WINDOW;
  return {
    notifications: page,
    unread: await countUnread(db, viewerId),
    hasMore,
    nextCursor: hasMore && oldestShown ? encodeCursor({ id: oldestShown.id }) : null,
  };
}

export async function readNotifications(db: Db, viewerId: string, ids: string[] | undefined) {
  await markRead(db, viewerId, ids, nowIso());
  return { unread: await countUnread(db, viewerId) };
}

import type { Notification, UserSummary } from '@app/contract';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../db/tables/notifications';
import { toUserSummary } from './user.view';

/** A notification as the repository reads it, with its actor (when named) and its post. */
export type NotificationRow = Omit<Selectable<NotificationsTable>, 'user_id'> & {
  actor_name: string | null;
  actor_username: string | null;
  actor_profile_pic: string | null;
  post_content: string | null;
};

const verbs: Record<string, string> = {
  follow: 'followed you',
  follow_request: 'asked to follow you',
  follow_accepted: 'accepted your follow request',
  comment: 'commented on your post',
  like: 'liked your',
  hug: 'hugged your',
  share: 'reposted your',
  reply: 'replied to your comment',
};

/**
 * "Ann", "Ann and Bob", "Ann and 3 others"; an anonymous actor is only ever "Anonymous", or
 * the pseudonym an anonymous reply already shows in its thread.
 */
function who(actors: UserSummary[], count: number, pseudonym: string | null): string {
  const [first, second] = actors;
  const anonymous = pseudonym ?? 'Anonymous';
  if (!first) return count > 1 ? `${anonymous} and ${count - 1} others` : anonymous;
  if (count === 1) return first.name;
  if (count === 2) return `${first.name} and ${second?.name ?? anonymous}`;
  return `${first.name} and ${count - 1} others`;
}

function textOf(
  latest: NotificationRow,
  reaction: string | null,
  actors: UserSummary[],
  count: number,
) {
  // A removed post leaves nothing to point at; a removed comment points at its post.
  const piece = latest.post_id ? 'comment' : 'post';
  if (latest.kind === 'removed') return `A moderator removed your ${piece}`;
  if (latest.kind === 'anonymous_revoked')
    return `A moderator removed your anonymous ${piece} and you can no longer post anonymously`;
  const verb =
    latest.kind === 'reaction' && reaction
      ? `${verbs[reaction]} ${latest.comment_id ? 'comment' : 'post'}`
      : verbs[latest.kind];
  return `${who(actors, count, latest.actor_pseudonym)} ${verb}`;
}

/** Which group a row joins: one kind on one target, read and unread kept apart. */
export const groupOf = (row: NotificationRow) =>
  `${row.group_key}|${row.read_at ? 'read' : 'unread'}`;

/**
 * The one place notifications leave the server: rows (newest first) grouped by kind and
 * target. Actors who acted anonymously are stored without an id, so they can only be
 * counted, never named (rule 1).
 */
export function toNotifications(rows: NotificationRow[]): Notification[] {
  const groups = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    const key = groupOf(row);
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((members) => {
    const latest = members[0] as NotificationRow;
    const named = new Map<string, UserSummary>();
    const distinct = new Set<string>();
    for (const m of members) {
      distinct.add(m.actor_id ?? `anonymous:${m.id}`);
      if (m.actor_id && m.actor_name !== null && !named.has(m.actor_id)) {
        named.set(
          m.actor_id,
          toUserSummary({
            id: m.actor_id,
            name: m.actor_name,
            username: m.actor_username ?? '',
            profile_pic: m.actor_profile_pic ?? '',
          }),
        );
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
      text: textOf(latest, reaction, actors, distinct.size),
      post: latest.post_id
        ? { _id: latest.post_id, excerpt: (latest.post_content ?? '').slice(0, 80) }
        : null,
      commentId: latest.comment_id,
      read: latest.read_at !== null,
      created_at: latest.created_at,
    };
  });
}

import {
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type SqlBool,
  sql,
} from 'kysely';
import { newId } from '../lib/ids';
import { type Db, kindOf } from './database';
import { preparedQuery } from './prepared-query';
import type { Database } from './schema';
import type { NotificationKind } from './tables/notifications';
import { blockedEitherWay } from './visibility';

export type Notice = {
  userId: string;
  kind: NotificationKind;
  /** Null for an anonymous act: the actor is then never stored with the notification. */
  actorId: string | null;
  /** For an anonymous reply: its pseudonym, which the thread already shows. */
  actorPseudonym?: string | null;
  postId?: string;
  commentId?: string;
  reaction?: string;
};

/** Notifications of one group show as one line: a post's comments, a post's likes. */
export const groupKeyOf = (n: Pick<Notice, 'kind' | 'postId' | 'commentId' | 'reaction'>) => {
  switch (n.kind) {
    case 'follow':
    case 'follow_request':
      return n.kind;
    case 'comment':
      return `comment:${n.postId}`;
    case 'reply':
      return `reply:${n.commentId}`;
    case 'reaction':
      return `reaction:${n.reaction}:${n.commentId ?? n.postId}`;
    default:
      return `${n.kind}:${newId()}`;
  }
};

/** A notification's columns; `user_id` may be an expression of the statement it sits in. */
export type NoticeValues = ReturnType<typeof noticeValues>;

export const noticeValues = (notice: Notice, now: string) => ({
  id: newId(),
  user_id: notice.userId as string | Expression<string>,
  kind: notice.kind,
  actor_id: notice.actorId,
  actor_pseudonym: notice.actorPseudonym ?? null,
  post_id: (notice.postId ?? null) as string | null | Expression<string>,
  comment_id: notice.commentId ?? null,
  reaction: notice.reaction ?? null,
  group_key: groupKeyOf(notice),
  read_at: null,
  created_at: now,
});

/**
 * Records a notification in the caller's transaction, and answers whether it did: nobody
 * is told of their own acts, nor of acts by someone a block stands between or they muted.
 */
export async function notify(db: Db, notice: Notice, now: string): Promise<boolean> {
  if (notice.actorId === notice.userId) return false;
  const inserted = await insertNotice(db, noticeValues(notice, now))
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The insert of one notification, a single statement: the row goes in unless its reader is
 * silenced from the actor. `onlyIf` adds a condition of the statement it is part of.
 */
export function insertNotice(
  db: QueryCreator<Database>,
  values: NoticeValues,
  onlyIf?: Expression<SqlBool>,
) {
  const actor = values.actor_id;
  return db
    .insertInto('notifications')
    .columns(Object.keys(values) as (keyof NoticeValues)[])
    .expression(() => {
      let row = db.selectNoFrom(
        Object.entries(values).map(([column, value]) => sql`${value}`.as(column)),
      );
      if (onlyIf) row = row.where(onlyIf);
      if (!actor) return row;
      // Nor of acts by someone they muted: a mute silences a person's named acts everywhere
      // (their anonymous ones carry no actor, so a mute cannot tell them apart, nor reveal).
      return row.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('users')
              .select('users.id')
              .where('users.id', '=', values.user_id)
              .where((inner) =>
                inner.or([
                  blockedEitherWay(inner, actor, 'users.id'),
                  inner.exists(
                    inner
                      .selectFrom('mutes')
                      .select('mutes.muted_id')
                      .whereRef('mutes.muter_id', '=', 'users.id')
                      .where('mutes.muted_id', '=', actor),
                  ),
                ]),
              ),
          ),
        ),
      );
    });
}

/**
 * Whether a stored notification is still shown to its reader, decided as it is read: an
 * anonymous actor's always (none is stored, and a block never hides anonymous acts: rule
 * 3); a named actor's while the account is active and no block stands between the two.
 * The list and the badge's count both go through it, so they agree.
 */
export function shownToReader<DB extends Database, TB extends keyof DB & string>(readerId: string) {
  return (eb: ExpressionBuilder<DB, TB>) =>
    eb.or([
      eb(sql.ref('notifications.actor_id'), 'is', null),
      eb.and([
        eb.exists(
          sql`(select 1 from users named where named.id = notifications.actor_id and named.status = 'active')`,
        ),
        eb.not(blockedEitherWay(eb, readerId, 'notifications.actor_id')),
      ]),
    ]);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await unreadGroups(db, kindOf(db), {}, { userId });
  return Number(row?.unread ?? 0);
}

// Behind every notifications page and every badge: its SQL is built once.
const unreadGroups = preparedQuery(
  (db, _shape: Record<string, never>, values: { userId: string }) =>
    db
      .selectFrom('notifications')
      .select(sql<number | string>`count(distinct group_key)`.as('unread'))
      .where('user_id', '=', values.userId)
      .where('read_at', 'is', null)
      .where(shownToReader(values.userId)),
);

import { type Compilable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { groupKeyOf } from '../../db/notifications';
import { preparedQuery } from '../../db/prepared-query';
import { markAnswer, markInOneStatement } from '../../db/reactions';
import type { CommentRow } from '../../views/comment.view';
import { selectVisibleComments } from './comments.repository';

export const commentCounterOf = { like: 'likes_count', hug: 'hugs_count' } as const;
export const commentMarkOf = { like: 'liked', hug: 'hugged' } as const;

/** A comment reaction set or toggled: the comment as the viewer now sees it, and what changed. */
export type CommentReacted = { comment: CommentRow; changed: boolean; notified: boolean };

/**
 * The comment as read before the reaction, with the counts the change left it (none when no
 * count moved) and the viewer's mark as it now stands: no second read.
 */
export const reactedComment = (
  comment: CommentRow,
  kind: 'like' | 'hug',
  active: boolean,
  counts: Pick<CommentRow, 'likes_count' | 'hugs_count'> | undefined,
): CommentRow => ({
  ...comment,
  ...(counts && { likes_count: counts.likes_count, hugs_count: counts.hugs_count }),
  [commentMarkOf[kind]]: active ? 1 : 0,
});

type Shape = { hug: boolean; given: boolean; on: boolean };
type Values = {
  viewerId: string;
  commentId: string;
  kind: string;
  now: string;
  noticeId: string;
  groupKey: string;
};
type Row = CommentRow & {
  active: boolean;
  changed: boolean;
  notified: boolean;
  counted_likes: number | null;
  counted_hugs: number | null;
};

/**
 * PostgreSQL: a reaction to a comment in one statement (`markInOneStatement`), as a post's
 * is: the comment as the viewer may see it (never a '[deleted]' placeholder), the mark, its
 * count, and its author told. Undefined when the viewer may not see the comment.
 */
export async function reactToCommentInOneStatement(
  db: Db,
  input: {
    viewerId: string;
    commentId: string;
    kind: 'like' | 'hug';
    active?: boolean | undefined;
  },
  noticeId: string,
  now: string,
): Promise<CommentReacted | undefined> {
  const shape = {
    hug: input.kind === 'hug',
    given: input.active !== undefined,
    on: input.active === true,
  };
  const [row] = await commentReactStatement(db, 'postgres', shape, {
    viewerId: input.viewerId,
    commentId: input.commentId,
    kind: input.kind,
    now,
    noticeId,
    groupKey: groupKeyOf({ kind: 'reaction', reaction: input.kind, commentId: input.commentId }),
  });
  if (!row) return undefined;
  const { active, changed, notified, counted_likes, counted_hugs, ...comment } = row;
  const counts =
    counted_likes === null
      ? undefined
      : { likes_count: Number(counted_likes), hugs_count: Number(counted_hugs) };
  return {
    comment: reactedComment(comment, input.kind, active, counts),
    changed,
    notified,
  };
}

const commentReactStatement = preparedQuery((typed: Db, shape: Shape, v: Values) => {
  const kind = shape.hug ? 'hug' : 'like';
  const statement = markInOneStatement(typed, {
    // The post's row first, as every write under a post takes it (decision record 0015): the
    // notice below refers to the post, and the post's deletion, holding it, waits on the
    // comment this statement counts on. Taken as the comment is read, a deletion in progress
    // is waited for and then finds nothing to react to.
    target: (db) =>
      selectVisibleComments(db, v.viewerId)
        .where('comments.id', '=', v.commentId)
        .where('comments.deleted', '=', 0)
        .forKeyShare('posts'),
    markedColumn: commentMarkOf[kind],
    wanted: shape.given ? shape.on : undefined,
    table: 'comment_reactions',
    key: { comment_id: v.commentId, user_id: v.viewerId, kind: v.kind },
    now: v.now,
    counter: {
      table: 'comments',
      column: commentCounterOf[kind],
      id: v.commentId,
      returning: ['likes_count', 'hugs_count'],
    },
    notice: {
      id: v.noticeId,
      kind: 'reaction',
      actor_id: v.viewerId,
      actor_pseudonym: null,
      post_id: sql<string>`(select target.post_id from target)`,
      comment_id: v.commentId,
      reaction: v.kind,
      group_key: v.groupKey,
      read_at: null,
      created_at: v.now,
    },
  });
  return markAnswer(statement).select([
    sql<number>`counted.likes_count`.as('counted_likes'),
    sql<number>`counted.hugs_count`.as('counted_hugs'),
  ]) as unknown as Compilable<Row>;
});

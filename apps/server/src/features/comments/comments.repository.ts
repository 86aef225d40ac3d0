import { type Insertable, type QueryCreator, sql } from 'kysely';
import { type Db, kindOf } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { CommentsTable } from '../../db/tables/comments';
import { commentVisibleTo, hiddenRepliesTo, notMutedFor, postVisibleTo } from '../../db/visibility';
import type { CommentRow } from '../../views/comment.view';

/** Comments with their post, the post's author and the commenter, as a comment row carries. */
function selectCommentsWithPeople(db: QueryCreator<Database>) {
  return db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .innerJoin('users as commenter', 'commenter.id', 'comments.author_id')
    .selectAll('comments')
    .select([
      'commenter.name as author_name',
      'commenter.username as author_username',
      'commenter.profile_pic as author_profile_pic',
      'posts.author_id as post_author_id',
    ]);
}

/** A comment as stored, with no viewer's marks and no visibility check (see readStoredPost). */
export async function readStoredComment(
  db: Db,
  commentId: string,
): Promise<CommentRow | undefined> {
  const row = await selectCommentsWithPeople(db)
    .where('comments.id', '=', commentId)
    .executeTakeFirst();
  return row && { ...row, liked: 0, hugged: 0 };
}

/** Comments with their author and the viewer's flags, on posts the viewer may see. */
export function selectVisibleComments(db: QueryCreator<Database>, viewerId: string) {
  return selectCommentsWithPeople(db)
    .where(postVisibleTo(viewerId))
    .where(commentVisibleTo(viewerId))
    .select((eb) => {
      const reacted = (kind: 'like' | 'hug') =>
        eb.exists(
          eb
            .selectFrom('comment_reactions')
            .select(sql<number>`1`.as('one'))
            .whereRef('comment_reactions.comment_id', '=', 'comments.id')
            .where('comment_reactions.user_id', '=', viewerId)
            .where('comment_reactions.kind', '=', kind),
        );
      return [
        reacted('like').as('liked'),
        reacted('hug').as('hugged'),
        hiddenRepliesTo(viewerId, 'comments').as('hidden_replies'),
      ];
    });
}

/**
 * Oldest first, as a conversation reads: a post's top-level comments, or the replies to one
 * comment. A '[deleted]' placeholder shows whoever wrote it, so its replies keep their place.
 */
export async function listComments(
  db: Db,
  viewerId: string,
  thread: { postId: string; parentId: string | undefined },
  afterId: string | undefined,
  page: { limit: number; offset: number },
): Promise<CommentRow[]> {
  const shape = { reply: Boolean(thread.parentId), after: Boolean(afterId) };
  return threadPage(db, kindOf(db), shape, {
    viewerId,
    postId: thread.postId,
    parentId: thread.parentId ?? '',
    afterId: afterId ?? '',
    limit: page.limit + 1,
    offset: page.offset,
  });
}

// Behind every comment list: its SQL is built once per shape.
const threadPage = preparedQuery(
  (
    db,
    shape: { reply: boolean; after: boolean },
    values: {
      viewerId: string;
      postId: string;
      parentId: string;
      afterId: string;
      limit: number;
      offset: number;
    },
  ) => {
    let query = selectVisibleComments(db, values.viewerId)
      .where('comments.post_id', '=', values.postId)
      .where((eb) =>
        eb.or([eb('comments.deleted', '=', 1), notMutedFor(values.viewerId, 'comments') as never]),
      );
    query = shape.reply
      ? query.where('comments.parent_id', '=', values.parentId)
      : query.where('comments.parent_id', 'is', null);
    if (shape.after) query = query.where('comments.id', '>', values.afterId);
    return query.orderBy('comments.id', 'asc').limit(values.limit).offset(values.offset);
  },
  { inlinedOnPostgres: ['limit', 'offset'] },
);

export async function findVisibleComment(
  db: Db,
  viewerId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  const [row] = await visibleComment(db, kindOf(db), {}, { viewerId, commentId });
  return row;
}

// Behind every reply, comment reaction and comment just written.
const visibleComment = preparedQuery(
  (db, _shape: Record<string, never>, values: { viewerId: string; commentId: string }) =>
    selectVisibleComments(db, values.viewerId).where('comments.id', '=', values.commentId),
);

export async function insertComment(db: Db, comment: Insertable<CommentsTable>): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}

/**
 * Takes a comment out of its thread and its post's count. While it has replies it stays as a
 * '[deleted]' placeholder (no content, no marks), so they keep their place; otherwise it goes,
 * its parent's reply count follows, and a placeholder left with no replies goes as well.
 * Its post, and whether it was kept, when it was there.
 */
export async function removeFromThread(
  trx: Db,
  commentId: string,
): Promise<{ postId: string; kept: boolean } | undefined> {
  const row = await trx
    .selectFrom('comments')
    .select(['post_id', 'parent_id', 'reply_count'])
    .where('id', '=', commentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const kept = row.reply_count > 0;
  if (kept) {
    await trx
      .updateTable('comments')
      .set({ deleted: 1, content: '', likes_count: 0, hugs_count: 0 })
      .where('id', '=', commentId)
      .execute();
    await trx.deleteFrom('comment_reactions').where('comment_id', '=', commentId).execute();
  } else {
    await trx.deleteFrom('comments').where('id', '=', commentId).execute();
    await settleParent(trx, row.parent_id);
  }
  await adjustCommentsCount(trx, row.post_id, -1);
  return { postId: row.post_id, kept };
}

/** One reply fewer under `parentId`; a placeholder left with none goes, and so on up. */
async function settleParent(trx: Db, parentId: string | null): Promise<void> {
  if (!parentId) return;
  const parent = await trx
    .updateTable('comments')
    .set((eb) => ({ reply_count: eb('reply_count', '-', 1) }))
    .where('id', '=', parentId)
    .returning(['reply_count', 'deleted', 'parent_id'])
    .executeTakeFirst();
  if (parent && parent.deleted === 1 && parent.reply_count <= 0) {
    await trx.deleteFrom('comments').where('id', '=', parentId).execute();
    await settleParent(trx, parent.parent_id);
  }
}

/** One reply more under `parentId`. */
export async function countReply(trx: Db, parentId: string): Promise<void> {
  await trx
    .updateTable('comments')
    .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
    .where('id', '=', parentId)
    .execute();
}

export async function adjustCommentsCount(db: Db, postId: string, delta: number): Promise<void> {
  await db
    .updateTable('posts')
    .set((eb) => ({ comments_count: eb('comments_count', '+', delta) }))
    .where('id', '=', postId)
    .execute();
}

/**
 * The commenter's number in this thread: the one they have, or the next one. Numbers stay
 * with their row after an account goes, so a thread never gives one number twice.
 */
export async function ensurePseudonym(db: Db, postId: string, userId: string): Promise<number> {
  await db
    .insertInto('thread_pseudonyms')
    .columns(['post_id', 'user_id', 'number'])
    .expression((eb) =>
      eb
        .selectFrom('thread_pseudonyms')
        .select([
          sql<string>`cast(${postId} as text)`.as('post_id'),
          sql<string>`cast(${userId} as text)`.as('user_id'),
          sql<number>`coalesce(max(number), 0) + 1`.as('number'),
        ])
        .where('post_id', '=', postId),
    )
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('thread_pseudonyms')
    .select('number')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.number);
}

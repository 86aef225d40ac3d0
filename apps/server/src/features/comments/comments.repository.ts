import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CommentsTable } from '../../db/tables/comments';
import { commentVisibleTo, notMutedFor, postVisibleTo } from '../../db/visibility';
import type { CommentRow } from '../../views/comment.view';

/** Comments with their post, the post's author and the commenter, as a comment row carries. */
function selectCommentsWithPeople(db: Db) {
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
function selectVisibleComments(db: Db, viewerId: string) {
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
      return [reacted('like').as('liked'), reacted('hug').as('hugged')];
    });
}

/** Oldest first, as a conversation reads. */
export async function listComments(
  db: Db,
  viewerId: string,
  postId: string,
  afterId: string | undefined,
  page: { limit: number; offset: number },
): Promise<CommentRow[]> {
  let query = selectVisibleComments(db, viewerId)
    .where('comments.post_id', '=', postId)
    .where(notMutedFor(viewerId, 'comments'));
  if (afterId) query = query.where('comments.id', '>', afterId);
  return query
    .orderBy('comments.id', 'asc')
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
}

export async function findVisibleComment(
  db: Db,
  viewerId: string,
  commentId: string,
): Promise<CommentRow | undefined> {
  return selectVisibleComments(db, viewerId)
    .where('comments.id', '=', commentId)
    .executeTakeFirst();
}

export async function insertComment(db: Db, comment: Insertable<CommentsTable>): Promise<void> {
  await db.insertInto('comments').values(comment).execute();
}

export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', commentId).execute();
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

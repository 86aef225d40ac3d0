import { type Compilable, type Insertable, type QueryCreator, type Selectable, sql } from 'kysely';
import { type Db, kindOf } from '../../db/database';
import { type ClaimValues, unclaimed, withClaimedKey } from '../../db/idempotency';
import { groupKeyOf, insertNotice } from '../../db/notifications';
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
        eb.or([
          eb('comments.deleted', '=', 1),
          notMutedFor(kindOf(db), values.viewerId, 'comments') as never,
        ]),
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
  let row = await liveComment(trx, commentId);
  if (!row) return undefined;
  if (kindOf(trx) === 'postgres') {
    // The post's row first, as a new comment takes it (addComment): a reply and the removal
    // of the comment it answers then queue on it, where each held a row the other wanted (a
    // deadlock). Read again behind it, since a reply may have come in meanwhile. SQLite
    // writes one at a time.
    await trx
      .selectFrom('posts')
      .select('id')
      .where('id', '=', row.post_id)
      .forNoKeyUpdate()
      .execute();
    row = await liveComment(trx, commentId);
    if (!row) return undefined;
  }
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

const liveComment = (db: Db, commentId: string) =>
  db
    .selectFrom('comments')
    .select(['post_id', 'parent_id', 'reply_count'])
    .where('id', '=', commentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();

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

/** Counts a reply to a comment still standing; answers false when it has been deleted. */
export async function countReply(trx: Db, parentId: string): Promise<boolean> {
  const result = await trx
    .updateTable('comments')
    .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
    .where('id', '=', parentId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a post's count of comments; answers false when the post is gone. */
export async function adjustCommentsCount(db: Db, postId: string, delta: number): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set((eb) => ({ comments_count: eb('comments_count', '+', delta) }))
    .where('id', '=', postId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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

/** A new comment's own values; its counts, replies and the rest start from their defaults. */
export type NewCommentValues = Pick<
  Selectable<CommentsTable>,
  'id' | 'post_id' | 'author_id' | 'content' | 'visibility' | 'created_at'
>;

/**
 * A named top-level comment's row as its author reads it once written, with no database to
 * ask: nobody has marked or answered it yet, and its author's name came with the session.
 */
export function newCommentAsWritten(
  comment: NewCommentValues,
  author: { name: string; username: string; profilePic: string },
): Omit<CommentRow, 'post_author_id'> {
  return {
    ...comment,
    pseudonym: null,
    parent_id: null,
    likes_count: 0,
    hugs_count: 0,
    reply_count: 0,
    deleted: 0,
    author_name: author.name,
    author_username: author.username,
    author_profile_pic: author.profilePic,
    liked: 0,
    hugged: 0,
    hidden_replies: 0,
  };
}

/**
 * PostgreSQL: a named top-level comment in one statement with its Idempotency-Key
 * (`claimWithAnswer`): the post as the commenter may see it, then the key claimed, the
 * post's count moved, the comment written and the post's author told (unless a block or a
 * mute silences the commenter), each only if the one before happened. A comment's
 * transaction of about ten round trips held the post's row, which every reaction to the post
 * also takes, from its count to its COMMIT. Answers the post's author and whether they were
 * told, or nothing when nothing was written (a post the commenter may not see, or a key
 * already held): the caller then goes the way of `once`, which answers 404, the first answer
 * or 422 as before. A post deleted after `target` read it fails the comment's reference, and
 * the whole statement with it (`goneAsNotFound`).
 */
export async function insertNewCommentWithKey(
  db: Db,
  comment: NewCommentValues,
  noticeId: string,
  claim: ClaimValues | undefined,
): Promise<{ postAuthorId: string; notified: boolean } | undefined> {
  const values = {
    ...comment,
    notice_id: noticeId,
    group_key: groupKeyOf({ kind: 'comment', postId: comment.post_id }),
    ...(claim ?? unclaimed),
  };
  const [row] = await newCommentStatement(db, 'postgres', { keyed: Boolean(claim) }, values);
  return row && { postAuthorId: row.post_author_id, notified: row.notified };
}

type NewCommentStatementValues = NewCommentValues &
  ClaimValues & { notice_id: string; group_key: string };

const newCommentStatement = preparedQuery(
  (typed, shape: { keyed: boolean }, v: NewCommentStatementValues) => {
    // The common tables' names are the statement's own, so it speaks to them untyped.
    const untyped = (qb: QueryCreator<Database>) =>
      qb as unknown as QueryCreator<Record<string, Record<string, unknown>>>;
    const postAuthor = sql<string>`(select target.author_id from target)`;
    const withTarget = typed.with('target', (qb) =>
      qb
        .selectFrom('posts')
        .innerJoin('users as author', 'author.id', 'posts.author_id')
        .select(['posts.id', 'posts.author_id'])
        .where('posts.id', '=', v.post_id)
        .where(postVisibleTo(v.author_id)),
    ) as unknown as QueryCreator<Database>;
    const query = withClaimedKey(withTarget, shape.keyed, v, sql`exists (select 1 from target)`)
      .with('counted', (qb) =>
        untyped(qb)
          .updateTable('posts')
          .set({ comments_count: sql`comments_count + 1` })
          .where('id', '=', v.post_id)
          .where(sql<boolean>`exists (select 1 from claimed)`)
          .returning('id'),
      )
      .with('inserted', (qb) =>
        untyped(qb)
          .insertInto('comments')
          .columns(['id', 'post_id', 'author_id', 'content', 'visibility', 'created_at'])
          .expression(
            untyped(qb)
              .selectFrom('claimed')
              .select(
                (
                  ['id', 'post_id', 'author_id', 'content', 'visibility', 'created_at'] as const
                ).map((column) => sql`${v[column]}`.as(column)),
              ),
          )
          .returning('id'),
      )
      .with('noticed', (qb) =>
        insertNotice(
          qb as unknown as QueryCreator<Database>,
          {
            id: v.notice_id,
            user_id: postAuthor,
            kind: 'comment',
            actor_id: v.author_id,
            actor_pseudonym: null,
            post_id: v.post_id,
            comment_id: v.id,
            reaction: null,
            group_key: v.group_key,
            read_at: null,
            created_at: v.created_at,
          },
          sql<boolean>`exists (select 1 from inserted) and ${postAuthor} <> ${v.author_id}`,
        ).returning('id'),
      );
    return untyped(query as unknown as QueryCreator<Database>)
      .selectFrom('inserted')
      .select([
        postAuthor.as('post_author_id'),
        sql<boolean>`exists (select 1 from noticed)`.as('notified'),
      ]) as unknown as Compilable<{ post_author_id: string; notified: boolean }>;
  },
);

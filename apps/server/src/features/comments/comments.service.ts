import {
  type Comment,
  type CommentListResult,
  type CommentReactionResult,
  isAnonymous,
  type ListCommentsQuery,
  mentionedUsernames,
  messages,
  type Visibility,
} from '@app/contract';
import { assertMayPostAnonymously } from '../../db/anonymous-posting';
import { type Db, kindOf } from '../../db/database';
import { goneAsNotFound, isUniqueViolation } from '../../db/errors';
import { type Answer, claimWithAnswer, once } from '../../db/idempotency';
import { notify } from '../../db/notifications';
import { decodeCursor, finishPage, pageOf } from '../../db/pagination';
import { setMark, toggled } from '../../db/reactions';
import { mentionsFor, whoMaySeePost, writeCommentMentions } from '../../db/text-entities';
import { nowIso } from '../../lib/clock';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { commentDeleted } from '../../lib/event-bus';
import { newId } from '../../lib/ids';
import type { PendingEvents } from '../../lib/pending-events';
import { ok } from '../../lib/reply';
import { together } from '../../lib/together';
import type { Viewer } from '../../lib/viewer';
import { type CommentRow, toComment } from '../../views/comment.view';
import { visibleComments } from '../../views/post.view';
import { findVisiblePost } from '../posts';
import {
  type CommentReacted,
  commentCounterOf,
  commentMarkOf,
  reactedComment,
  reactToCommentInOneStatement,
} from './comment-reactions.repository';
import {
  adjustCommentsCount,
  countReply,
  ensurePseudonym,
  findVisibleComment,
  insertComment,
  insertNewCommentWithKey,
  listComments,
  newCommentAsWritten,
  removeFromThread,
} from './comments.repository';

/** Comments for their viewer, with the accounts they mention loaded for the page at once. */
async function shapeComments(db: Db, viewerId: string, rows: CommentRow[]): Promise<Comment[]> {
  const mentions = await mentionsFor(db, viewerId, 'comment', rows);
  return rows.map((row) => toComment(row, viewerId, mentions.get(row.id) ?? []));
}

async function visiblePostOrThrow(db: Db, viewerId: string, postId: string) {
  const post = await findVisiblePost(db, viewerId, postId);
  if (!post) throw notFound(messages.postNotFound);
  return post;
}

export async function listThread(
  db: Db,
  viewerId: string,
  input: ListCommentsQuery,
): Promise<CommentListResult> {
  const postId = input.filters.post;
  const parentId = input.filters.parent;
  const page = pageOf(input);
  const afterId = input.cursor ? decodeCursor(input.cursor, ['id']).id : undefined;
  // The post, the replied-to comment and the page are read at once; the post still decides
  // first (a post the viewer may not see is a 404, whatever was read beside it).
  const [post, , rows] = await together([
    visiblePostOrThrow(db, viewerId, postId),
    parentId ? commentOnPost(db, viewerId, parentId, postId, { placeholder: true }) : undefined,
    listComments(db, viewerId, { postId, parentId }, afterId, page),
  ]);
  const { items, hasMore, nextCursor } = finishPage(rows, page.limit, (row) => ({ id: row.id }));
  return {
    commentList: await shapeComments(db, viewerId, items),
    total: visibleComments(post),
    hasMore,
    nextCursor,
  };
}

/**
 * A comment the viewer may see on this post: what a reply answers (never a '[deleted]'
 * placeholder), or whose replies are listed (placeholders too).
 */
async function commentOnPost(
  db: Db,
  viewerId: string,
  commentId: string,
  postId: string,
  { placeholder = false } = {},
) {
  const comment = await findVisibleComment(db, viewerId, commentId);
  if (!comment || (comment.deleted === 1 && !placeholder)) throw notFound(messages.commentNotFound);
  if (comment.post_id !== postId) {
    throw badRequest(messages.replyToSamePost, [
      { path: 'comment.parent', message: messages.replyToSamePost },
    ]);
  }
  return comment;
}

type NewCommentInput = {
  content: string;
  post: string;
  visibility: Visibility;
  parent: string | null;
};

/**
 * A new comment, written once per Idempotency-Key and answered as its author sees it. On
 * PostgreSQL a named top-level comment without mentions is written in one statement together
 * with its key (`insertNewCommentWithKey`): its answer is known before it is written. Whatever
 * else a comment may need (a pseudonym drawn, a comment answered, people to tell, a post the
 * commenter may not see, a retry or a reused key to answer) goes through `once` and
 * `addComment`.
 */
export async function publishComment(
  db: Db,
  viewer: Viewer,
  input: NewCommentInput,
  key: string | undefined,
  pendingEvents: PendingEvents,
): Promise<Answer> {
  const idempotency = {
    key,
    body: input,
    userId: viewer.userId,
    route: 'comment/new',
    now: nowIso(),
  };
  if (
    kindOf(db) === 'postgres' &&
    !isAnonymous(input) &&
    input.parent === null &&
    mentionedUsernames(input.content).length === 0
  ) {
    const comment = {
      id: newId(),
      post_id: input.post,
      author_id: viewer.userId,
      content: input.content,
      visibility: input.visibility,
      created_at: idempotency.now,
    };
    const answer = commentCreated(
      toComment(newCommentAsWritten(comment, viewer.account), viewer.userId, []),
    );
    const written = await insertNewCommentWithKey(
      db,
      comment,
      newId(),
      claimWithAnswer(idempotency, answer),
    ).catch(goneAsNotFound(messages.postNotFound));
    if (written) {
      pendingEvents.push({
        type: 'comment.created',
        commentId: comment.id,
        postId: comment.post_id,
      });
      if (written.notified)
        pendingEvents.push({ type: 'notification', userId: written.postAuthorId });
      return answer;
    }
  }
  // Its post is held from its count on (addComment), so only the comment it answers can go
  // before it is written.
  return once(db, idempotency, async (trx) =>
    commentCreated(await addComment(trx, viewer.userId, input, pendingEvents)),
  ).catch(goneAsNotFound(messages.commentNotFound));
}

const commentCreated = (comment: Comment): Answer => ({
  status: 201,
  body: ok(messages.commentCreated, { comment }),
});

export async function addComment(
  trx: Db,
  viewerId: string,
  input: { content: string; post: string; visibility: Visibility; parent?: string | null },
  pendingEvents: PendingEvents,
): Promise<Comment> {
  const post = await visiblePostOrThrow(trx, viewerId, input.post);
  const parent = input.parent
    ? await commentOnPost(trx, viewerId, input.parent, post.id)
    : undefined;
  const anonymous = isAnonymous(input);
  if (anonymous) await assertMayPostAnonymously(trx, viewerId);
  const id = newId();
  // Counting first takes the post's row lock on PostgreSQL, so first-time anonymous
  // commenters of one thread draw their numbers one after another. A post deleted since it
  // was read has no row left to count: a 404, not a comment whose post is gone.
  if (!(await adjustCommentsCount(trx, post.id, 1))) throw notFound(messages.postNotFound);
  const pseudonym = anonymous ? await pseudonymFor(trx, post, viewerId) : null;
  await insertComment(trx, {
    id,
    post_id: post.id,
    author_id: viewerId,
    content: input.content,
    visibility: input.visibility,
    pseudonym,
    parent_id: parent?.id ?? null,
    likes_count: 0,
    hugs_count: 0,
    created_at: nowIso(),
  });
  // Read before the post's row was held, the comment may have been deleted since, leaving a
  // '[deleted]' placeholder that takes no new replies: the reply is then refused whole.
  if (parent && !(await countReply(trx, parent.id))) throw notFound(messages.commentNotFound);
  pendingEvents.push({ type: 'comment.created', commentId: id, postId: post.id });
  // An anonymous comment notifies as Anonymous (or its pseudonym, which the thread shows):
  // its author is not stored with the notice.
  const actorId = anonymous ? null : viewerId;
  const told = new Set([viewerId]);
  if (parent && !told.has(parent.author_id)) {
    told.add(parent.author_id);
    const reply = { userId: parent.author_id, kind: 'reply' as const, actorId };
    const notice = { ...reply, actorPseudonym: pseudonym, postId: post.id, commentId: parent.id };
    if (await notify(trx, notice, nowIso())) {
      pendingEvents.push({ type: 'notification', userId: parent.author_id });
    }
  }
  const notice = {
    userId: post.author_id,
    kind: 'comment' as const,
    actorId,
    postId: post.id,
    commentId: id,
  };
  if (!told.has(post.author_id) && (await notify(trx, notice, nowIso()))) {
    pendingEvents.push({ type: 'notification', userId: post.author_id });
  }
  told.add(post.author_id);
  const mentioned = await writeCommentMentions(trx, { id, content: input.content });
  // Named comments only: anonymous writing never notifies a mention (§8). Those told of the
  // comment or reply already are not told twice.
  if (!anonymous) {
    const untold = mentioned.filter((userId) => !told.has(userId));
    for (const userId of await whoMaySeePost(trx, post.id, untold)) {
      const mention = { userId, kind: 'mention' as const, actorId: viewerId, postId: post.id };
      if (await notify(trx, { ...mention, commentId: id }, nowIso()))
        pendingEvents.push({ type: 'notification', userId });
    }
  }
  const row = await findVisibleComment(trx, viewerId, id);
  if (!row) throw notFound(messages.commentNotFound);
  return (await shapeComments(trx, viewerId, [row]))[0] as Comment;
}

/**
 * An anonymous voice is named only within its thread, and its label is fixed now (rule 12):
 * what later happens to the post never relabels it. The post's anonymous author is
 * 'Anonymous (author)', and draws no number (a gap in the numbers would hint at them); on a
 * named post, or one made anonymous after it was seen named, the author gets a number like
 * anyone else, since '(author)' there would name them.
 */
async function pseudonymFor(
  trx: Db,
  post: { id: string; author_id: string; visibility: Visibility; anonymous_from_start: number },
  viewerId: string,
): Promise<string> {
  if (isAnonymous(post) && post.anonymous_from_start === 1 && post.author_id === viewerId) {
    return 'Anonymous (author)';
  }
  return `Anonymous ${await ensurePseudonym(trx, post.id, viewerId)}`;
}

/**
 * A safety net under the row lock in addComment: should two first-time anonymous
 * commenters still draw the same number, the unique index refuses one, which tries again.
 */
export async function withPseudonymRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}

export async function removeComment(
  db: Db,
  viewerId: string,
  commentId: string,
  pendingEvents: PendingEvents,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findVisibleComment(trx, viewerId, commentId);
    if (!row || row.deleted === 1) throw notFound(messages.commentNotFound);
    if (row.author_id !== viewerId && row.post_author_id !== viewerId) {
      throw forbidden(messages.onlyDeleteOwnComments);
    }
    const removed = await removeFromThread(trx, commentId);
    if (!removed) throw notFound(messages.commentNotFound);
    pendingEvents.push(commentDeleted(row, row.post_id, removed.kept), {
      type: 'post.counts',
      postId: row.post_id,
    });
  });
}

export async function reactToComment(
  db: Db,
  viewerId: string,
  commentId: string,
  kind: 'like' | 'hug',
  active: boolean | undefined,
  pendingEvents: PendingEvents,
): Promise<CommentReactionResult> {
  const input = { viewerId, commentId, kind, active };
  const reacted = await (kindOf(db) === 'postgres'
    ? reactToCommentInOneStatement(db, input, newId(), nowIso())
    : db.transaction().execute((trx) => reactStepByStep(trx, input))
  ).catch(goneAsNotFound(messages.commentNotFound));
  if (!reacted) throw notFound(messages.commentNotFound);
  const { comment } = reacted;
  if (reacted.changed) {
    pendingEvents.push({ type: 'comment.counts', commentId, postId: comment.post_id });
    if (reacted.notified) pendingEvents.push({ type: 'notification', userId: comment.author_id });
  }
  const { counts, viewer } = toComment(comment, viewerId, []);
  return { counts, viewer };
}

/** SQLite, where statements cost no round trip: the same steps as the one statement. */
async function reactStepByStep(
  trx: Db,
  input: {
    viewerId: string;
    commentId: string;
    kind: 'like' | 'hug';
    active?: boolean | undefined;
  },
): Promise<CommentReacted | undefined> {
  const { viewerId, commentId, kind } = input;
  const target = await findVisibleComment(trx, viewerId, commentId);
  if (!target || target.deleted === 1) return undefined;
  const mark = await setMark(
    trx,
    {
      table: 'comment_reactions',
      key: { comment_id: commentId, user_id: viewerId, kind },
      counter: { table: 'comments', column: commentCounterOf[kind], id: commentId },
    },
    toggled(input.active, target[commentMarkOf[kind]]),
    nowIso(),
  );
  const notice = {
    userId: target.author_id,
    kind: 'reaction' as const,
    actorId: viewerId,
    postId: target.post_id,
    commentId,
    reaction: kind,
  };
  const notified = mark.changed && mark.active && (await notify(trx, notice, nowIso()));
  const counted = mark.counted as Pick<CommentRow, 'likes_count' | 'hugs_count'> | undefined;
  return {
    comment: reactedComment(target, kind, mark.active, counted),
    changed: mark.changed,
    notified,
  };
}

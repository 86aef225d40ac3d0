import { isAnonymous } from '@app/contract';
import type { Db } from '../../db/database';
import type { CommentRow } from '../../views/comment.view';
import type { PostRow } from '../../views/post.view';

export type EventPostRow = PostRow & { author_is_private: number; author_status: string };
export type EventCommentRow = CommentRow & { commenter_status: string };

// Events carry the kept counts, alike for everyone who hears them; see hiddenCommentsOn.
const noFlags = { liked: 0, hugged: 0, shared: 0, saved: 0, hidden_comments: 0 };

/** A post as events carry it: no viewer's own flags, and the author's settings for the audience. */
export async function loadEventPost(db: Db, postId: string): Promise<EventPostRow | undefined> {
  const row = await db
    .selectFrom('posts')
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .selectAll('posts')
    .select([
      'author.name as author_name',
      'author.username as author_username',
      'author.profile_pic as author_profile_pic',
      'author.is_private as author_is_private',
      'author.status as author_status',
    ])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  return row && { ...row, ...noFlags };
}

export async function loadEventComment(
  db: Db,
  commentId: string,
): Promise<EventCommentRow | undefined> {
  const row = await db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .innerJoin('users as commenter', 'commenter.id', 'comments.author_id')
    .selectAll('comments')
    .select([
      'commenter.name as author_name',
      'commenter.username as author_username',
      'commenter.profile_pic as author_profile_pic',
      'commenter.status as commenter_status',
      'posts.author_id as post_author_id',
    ])
    .where('comments.id', '=', commentId)
    .executeTakeFirst();
  return row && { ...row, liked: 0, hugged: 0 };
}

/** Who among these viewers stands behind a block with this person, either way. */
async function blockedWith(db: Db, userId: string, viewers: string[]): Promise<Set<string>> {
  if (viewers.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', viewers)]),
        eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', viewers)]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => (r.blocker_id === userId ? r.blocked_id : r.blocker_id)));
}

/**
 * The viewers who may see a post: the same rule as db/visibility.ts, decided for a whole
 * set of connected viewers with at most two queries. Anonymous posts reach everyone at
 * once, so no follower hears of one before anybody else (rule 2).
 */
export async function postAudience(
  db: Db,
  post: EventPostRow,
  viewers: string[],
): Promise<Set<string>> {
  // Checked before the author's status: a suspended or deleted account's anonymous posts
  // stay, and reach everyone as before (rules 13, 14).
  if (isAnonymous(post)) return new Set(viewers);
  if (post.author_status !== 'active') return new Set();
  const others = viewers.filter((v) => v !== post.author_id);
  const blocked = await blockedWith(db, post.author_id, others);
  let followers: Set<string> | undefined;
  if (post.author_is_private === 1 && others.length > 0) {
    const rows = await db
      .selectFrom('follows')
      .select('follower_id')
      .where('followee_id', '=', post.author_id)
      .where('status', '=', 'accepted')
      .where('follower_id', 'in', others)
      .execute();
    followers = new Set(rows.map((r) => r.follower_id));
  }
  return new Set(
    viewers.filter(
      (v) =>
        v === post.author_id || (!blocked.has(v) && (followers === undefined || followers.has(v))),
    ),
  );
}

/** Of a post's audience, those who may see this comment: a block hides named comments only. */
export async function commentAudience(
  db: Db,
  comment: EventCommentRow,
  postAudienceIds: Set<string>,
) {
  if (isAnonymous(comment)) return postAudienceIds;
  if (comment.commenter_status !== 'active') return new Set<string>();
  const viewers = [...postAudienceIds];
  const blocked = await blockedWith(
    db,
    comment.author_id,
    viewers.filter((v) => v !== comment.author_id),
  );
  return new Set(viewers.filter((v) => !blocked.has(v)));
}

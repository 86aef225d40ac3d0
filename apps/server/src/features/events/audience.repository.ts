import { sql } from 'kysely';
import type { Db } from '../../db/database';
import {
  commentVisibleTo,
  hiddenCommentsOn,
  namedActivityVisible,
  namedCommentVisible,
  postVisibleTo,
} from '../../db/visibility';

/**
 * Who among the connected viewers hears of a post or comment, decided by the same rules as
 * every REST read (db/visibility.ts), with the viewer as a column: one query for a whole
 * batch of viewers instead of one per viewer, and no second copy of the rules to drift.
 */

/** Viewers per query: far below SQLite's and PostgreSQL's limits on bound values. */
const BATCH = 1000;
const viewer = sql.ref<string>('viewer.id');

/** Each viewer who may see it, with how many of its comments are hidden from them. */
export type Audience = Map<string, number>;

/** Runs `query` for each batch of viewers and answers every row it found. */
async function inBatches<Row>(
  viewers: string[],
  query: (batch: string[]) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < viewers.length; start += BATCH) {
    rows.push(...(await query(viewers.slice(start, start + BATCH))));
  }
  return rows;
}

const toAudience = (rows: { id: string; hidden_comments: number | string }[]): Audience =>
  new Map(rows.map((row) => [row.id, Number(row.hidden_comments)]));

/**
 * The viewers who may see a post. Anonymous posts reach everyone at once, so no follower
 * hears of one before anybody else (rule 2).
 */
export async function postAudience(
  db: Db,
  post: { id: string; comments_count: number },
  viewers: string[],
): Promise<Audience> {
  // Most events are about new posts, which have no comments to hide: the count per viewer
  // would double the query's cost for nothing.
  const hidden = post.comments_count > 0 ? hiddenCommentsOn(viewer, 'posts.id') : sql<number>`0`;
  const rows = await inBatches(viewers, (batch) =>
    db
      .selectFrom('posts')
      .innerJoin('users as author', 'author.id', 'posts.author_id')
      .innerJoin('users as viewer', (join) => join.on('viewer.id', 'in', batch))
      .where('posts.id', '=', post.id)
      .where(postVisibleTo(viewer))
      .select(['viewer.id', hidden.as('hidden_comments')])
      .execute(),
  );
  return toAudience(rows);
}

/** The viewers who may see a post, when no comment count goes with what they are told. */
export async function postReaders(db: Db, postId: string, viewers: string[]): Promise<string[]> {
  return [...(await postAudience(db, { id: postId, comments_count: 0 }, viewers)).keys()];
}

/** The viewers who may see a comment: those who may see its post, less what hides the comment. */
export async function commentAudience(
  db: Db,
  commentId: string,
  viewers: string[],
): Promise<Audience> {
  const rows = await inBatches(viewers, (batch) =>
    db
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .innerJoin('users as author', 'author.id', 'posts.author_id')
      .innerJoin('users as commenter', 'commenter.id', 'comments.author_id')
      .innerJoin('users as viewer', (join) => join.on('viewer.id', 'in', batch))
      .where('comments.id', '=', commentId)
      .where(postVisibleTo(viewer))
      .where(commentVisibleTo(viewer))
      .select(['viewer.id', hiddenCommentsOn(viewer, 'posts.id').as('hidden_comments')])
      .execute(),
  );
  return toAudience(rows);
}

/**
 * The viewers who may see an account's named posts (`named: 'posts'`) or named comments
 * (`'comments'`), for what is gone and can no longer be checked itself: a deleted post or
 * comment reaches those who could have seen it, and nobody else learns it was there.
 */
export async function namedAudience(
  db: Db,
  named: 'posts' | 'comments',
  authorId: string,
  viewers: string[],
): Promise<Set<string>> {
  const account = { id: 'author.id', status: 'author.status', isPrivate: 'author.is_private' };
  const rows = await inBatches(viewers, (batch) =>
    db
      .selectFrom('users as author')
      .innerJoin('users as viewer', (join) => join.on('viewer.id', 'in', batch))
      .where('author.id', '=', authorId)
      .where((eb) =>
        named === 'posts'
          ? namedActivityVisible(eb, viewer, account)
          : namedCommentVisible(eb, viewer, account),
      )
      .select('viewer.id')
      .execute(),
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Which of these viewers follow `userId` (accepted), or are them, and did not mute them: whose
 * Following feed that person's named posts and reposts enter.
 */
export async function followersAmong(
  db: Db,
  userId: string,
  viewers: string[],
): Promise<Set<string>> {
  const rows = await inBatches(viewers, (batch) =>
    db
      .selectFrom('follows')
      .select('follows.follower_id')
      .where('follows.followee_id', '=', userId)
      .where('follows.status', '=', 'accepted')
      .where('follows.follower_id', 'in', batch)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mutes')
              .select('mutes.muted_id')
              .whereRef('mutes.muter_id', '=', 'follows.follower_id')
              .where('mutes.muted_id', '=', userId),
          ),
        ),
      )
      .execute(),
  );
  const followers = rows.map((row) => row.follower_id);
  return new Set(viewers.includes(userId) ? [userId, ...followers] : followers);
}

import type { PostReactionKind } from '@app/contract';
import { type Compilable, sql } from 'kysely';
import type { Db } from '../../db/database';
import { groupKeyOf } from '../../db/notifications';
import { preparedQuery } from '../../db/prepared-query';
import { markAnswer, markCame, markInOneStatement, markWent } from '../../db/reactions';
import type { PostRow } from '../../views/post.view';
import { selectVisiblePosts } from './posts.repository';

export const counterOf = { like: 'likes_count', hug: 'hugs_count', share: 'shares_count' } as const;
export const markOf = { like: 'liked', hug: 'hugged', share: 'shared' } as const;

/** A reaction set or toggled: the post as the viewer now sees it, and what changed. */
export type Reacted = {
  post: PostRow;
  active: boolean;
  changed: boolean;
  notified: boolean;
  /** A share's new repost (§7); none when the share was undone or already there. */
  repostId?: string | undefined;
};

type Counts = Pick<PostRow, 'likes_count' | 'hugs_count' | 'shares_count' | 'comments_count'>;

/**
 * The post as read before the reaction, with the counts the change left it (none when no
 * count moved) and the viewer's mark as it now stands: no second read.
 */
export const reactedPost = (
  post: PostRow,
  kind: PostReactionKind,
  active: boolean,
  counts: Counts | undefined,
): PostRow => ({
  ...post,
  ...(counts && {
    likes_count: counts.likes_count,
    hugs_count: counts.hugs_count,
    shares_count: counts.shares_count,
    comments_count: counts.comments_count,
  }),
  [markOf[kind]]: active ? 1 : 0,
});

type Shape = { hug: boolean; share: boolean; given: boolean; on: boolean };
type Values = {
  viewerId: string;
  postId: string;
  kind: string;
  now: string;
  noticeId: string;
  groupKey: string;
  repostId: string;
};
type Row = PostRow & {
  active: boolean;
  changed: boolean;
  notified: boolean;
  reposted: boolean;
  counted_likes: number | null;
  counted_hugs: number | null;
  counted_shares: number | null;
  counted_comments: number | null;
};

/**
 * PostgreSQL: a reaction in one statement of data-modifying common tables: the post as the
 * viewer may see it, the mark set or cleared, its count moved only when a row really came
 * or went, the author told, and a share's repost written or undone. Each statement is a round
 * trip, and a transaction of six held the post's counter row locked while the server sent
 * the next one; the reaction bench spent its time there (SQLite runs them in process).
 * Nothing happens when the viewer may not see the post: every change hangs on `wanted`,
 * which has no row then, and the statement answers no row.
 */
export async function reactInOneStatement(
  db: Db,
  input: { viewerId: string; postId: string; kind: PostReactionKind; active?: boolean | undefined },
  ids: { noticeId: string; repostId: string },
  now: string,
): Promise<Reacted | undefined> {
  const shape = {
    hug: input.kind === 'hug',
    share: input.kind === 'share',
    given: input.active !== undefined,
    on: input.active === true,
  };
  const values = {
    viewerId: input.viewerId,
    postId: input.postId,
    kind: input.kind,
    now,
    ...ids,
    groupKey: groupKeyOf({ kind: 'reaction', reaction: input.kind, postId: input.postId }),
  };
  const [row] = await reactStatement(db, 'postgres', shape, values);
  if (!row) return undefined;
  const {
    active,
    changed,
    notified,
    reposted,
    counted_likes,
    counted_hugs,
    counted_shares,
    counted_comments,
    ...post
  } = row;
  const counted =
    counted_likes === null
      ? undefined
      : {
          likes_count: Number(counted_likes),
          hugs_count: Number(counted_hugs),
          shares_count: Number(counted_shares),
          comments_count: Number(counted_comments),
        };
  return {
    post: reactedPost(post, input.kind, active, counted),
    active,
    changed,
    notified,
    repostId: reposted ? ids.repostId : undefined,
  };
}

const reactStatement = preparedQuery((typed: Db, shape: Shape, v: Values) => {
  const kind = shape.share ? 'share' : shape.hug ? 'hug' : 'like';
  let query = markInOneStatement(typed, {
    target: (db) => selectVisiblePosts(db, v.viewerId).where('posts.id', '=', v.postId),
    markedColumn: markOf[kind],
    wanted: shape.given ? shape.on : undefined,
    table: 'post_reactions',
    key: { post_id: v.postId, user_id: v.viewerId, kind: v.kind },
    now: v.now,
    counter: {
      table: 'posts',
      column: counterOf[kind],
      id: v.postId,
      returning: ['likes_count', 'hugs_count', 'shares_count', 'comments_count'],
    },
    notice: {
      id: v.noticeId,
      kind: 'reaction',
      actor_id: v.viewerId,
      actor_pseudonym: null,
      post_id: v.postId,
      comment_id: null,
      reaction: v.kind,
      group_key: v.groupKey,
      read_at: null,
      created_at: v.now,
    },
  });
  if (shape.share) {
    // A share is a repost (§7): it enters the sharer's followers' feeds, and leaves when undone.
    query = query
      .with('reposted', (qb) =>
        qb
          .insertInto('reposts')
          .columns(['id', 'user_id', 'post_id', 'created_at'])
          .expression(
            qb
              .selectNoFrom([
                sql`${v.repostId}`.as('id'),
                sql`${v.viewerId}`.as('user_id'),
                sql`${v.postId}`.as('post_id'),
                sql`${v.now}`.as('created_at'),
              ])
              .where(markCame),
          )
          .returning('id'),
      )
      .with('unreposted', (qb) =>
        qb
          .deleteFrom('reposts')
          .where('user_id', '=', v.viewerId)
          .where('post_id', '=', v.postId)
          .where(markWent)
          .returning('id'),
      ) as unknown as typeof query;
  }
  return markAnswer(query).select([
    (shape.share ? sql<boolean>`exists (select 1 from reposted)` : sql<boolean>`false`).as(
      'reposted',
    ),
    sql<number>`counted.likes_count`.as('counted_likes'),
    sql<number>`counted.hugs_count`.as('counted_hugs'),
    sql<number>`counted.shares_count`.as('counted_shares'),
    sql<number>`counted.comments_count`.as('counted_comments'),
  ]) as unknown as Compilable<Row>;
});

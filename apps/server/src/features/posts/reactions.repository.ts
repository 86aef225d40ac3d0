import type { PostReactionKind } from '@app/contract';
import { type Compilable, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database';
import { insertNotice, type NoticeValues } from '../../db/notifications';
import { preparedQuery } from '../../db/prepared-query';
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
    groupKey: `reaction:${input.kind}:${input.postId}`,
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
  const counter = sql.ref(counterOf[kind]);
  // The common tables' names are the statement's own, so it speaks to them untyped.
  const db = typed as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const key = { post_id: v.postId, user_id: v.viewerId, kind: v.kind };
  const wanted = shape.given
    ? sql<boolean>`${sql.lit(shape.on)}`
    : sql<boolean>`not post.${sql.ref(markOf[kind])}`;
  const came = sql<boolean>`exists (select 1 from added)`;
  const went = sql<boolean>`exists (select 1 from removed)`;
  const notice: NoticeValues = {
    id: v.noticeId,
    user_id: sql<string>`(select post.author_id from post)`,
    kind: 'reaction',
    actor_id: v.viewerId,
    actor_pseudonym: null,
    post_id: v.postId,
    comment_id: null,
    reaction: v.kind,
    group_key: v.groupKey,
    read_at: null,
    created_at: v.now,
  };
  let query = db
    .with('post', () => selectVisiblePosts(typed, v.viewerId).where('posts.id', '=', v.postId))
    .with('wanted', (qb) => qb.selectFrom('post').select(wanted.as('active')))
    .with('added', (qb) =>
      qb
        .insertInto('post_reactions')
        .columns(['post_id', 'user_id', 'kind', 'created_at'])
        .expression(
          qb
            .selectFrom('wanted')
            .where(sql<boolean>`wanted.active`)
            .select([
              sql`${v.postId}`.as('post_id'),
              sql`${v.viewerId}`.as('user_id'),
              sql`${v.kind}`.as('kind'),
              sql`${v.now}`.as('created_at'),
            ]),
        )
        .onConflict((oc) => oc.doNothing())
        .returning('post_id'),
    )
    .with('removed', (qb) =>
      qb
        .deleteFrom('post_reactions')
        .where('post_id', '=', key.post_id)
        .where('user_id', '=', key.user_id)
        .where('kind', '=', key.kind)
        .where(sql<boolean>`exists (select 1 from wanted where not wanted.active)`)
        .returning('post_id'),
    )
    .with('counted', (qb) =>
      qb
        .updateTable('posts')
        .set({
          [counterOf[kind]]:
            sql`${counter} + (select count(*) from added) - (select count(*) from removed)`,
        })
        .where('id', '=', v.postId)
        .where(sql<boolean>`(${came} or ${went})`)
        .returning(['likes_count', 'hugs_count', 'shares_count', 'comments_count']),
    )
    .with('noticed', (qb) =>
      insertNotice(
        qb as unknown as Db,
        notice,
        sql<boolean>`(${came} and (select post.author_id from post) <> ${v.viewerId})`,
      ).returning('id'),
    );
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
              .where(came),
          )
          .returning('id'),
      )
      .with('unreposted', (qb) =>
        qb
          .deleteFrom('reposts')
          .where('user_id', '=', v.viewerId)
          .where('post_id', '=', v.postId)
          .where(went)
          .returning('id'),
      ) as unknown as typeof query;
  }
  return query
    .selectFrom('post')
    .innerJoin('wanted', (join) => join.onTrue())
    .leftJoin('counted', (join) => join.onTrue())
    .selectAll('post')
    .select([
      sql<boolean>`wanted.active`.as('active'),
      sql<boolean>`(${came} or ${went})`.as('changed'),
      sql<boolean>`exists (select 1 from noticed)`.as('notified'),
      (shape.share ? sql<boolean>`exists (select 1 from reposted)` : sql<boolean>`false`).as(
        'reposted',
      ),
      sql<number>`counted.likes_count`.as('counted_likes'),
      sql<number>`counted.hugs_count`.as('counted_hugs'),
      sql<number>`counted.shares_count`.as('counted_shares'),
      sql<number>`counted.comments_count`.as('counted_comments'),
    ]) as unknown as Compilable<Row>;
});

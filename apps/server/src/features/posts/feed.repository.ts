import { type Insertable, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { RepostsTable } from '../../db/tables/posts';
import { containsMutedWord, notMutedFor, postVisibleTo } from '../../db/visibility';
import type { PostRow, RepostColumns } from '../../views/post.view';
import { selectVisiblePosts } from './posts.repository';

/**
 * Lists made of what some people wrote and reposted (PRODUCT.md §7): the Following feed
 * (the people followed, and the viewer) and a profile (its owner). Each post shows once, at
 * its newest entry: its own id when one of these people wrote it under their name, or a
 * repost's id (time-ordered like post ids) when one of them shared it. One keyset, the entry
 * id, orders both, so paging by cursor meets every post once while new ones arrive.
 *
 * The Following feed walks the viewer's entries written ahead (`following_entries`, kept by
 * triggers: migration 0028) newest first, checking each, and stops once the page is full.
 * A profile's entries are cut at the `limit + offset`-th newest that the page could show, so
 * the final sort meets at most that many (see `entriesOf`): PostgreSQL takes them by a
 * LATERAL join, each checked once; SQLite, which has none, by a bound (each checked twice).
 */
export type FeedSource = 'following' | 'profile';

type Shape = {
  following: boolean;
  ownProfile: boolean;
  before: boolean;
  /** PostgreSQL: a profile's newest valid entries by a LATERAL join (SQLite has none). */
  lateral: boolean;
};
type Values = {
  viewerId: string;
  author: string;
  beforeId: string;
  limit: number;
  offset: number;
  perActorLast: number;
  perActor: number;
};

export type FeedRow = PostRow & RepostColumns & { feed_id: string };

export async function listFeed(
  db: Db,
  kind: Parameters<typeof feedPage>[1],
  viewerId: string,
  source: { following: true } | { author: string },
  beforeId: string | undefined,
  page: { limit: number; offset: number },
): Promise<FeedRow[]> {
  const following = 'following' in source;
  const author = following ? '' : source.author;
  const values = {
    viewerId,
    author,
    beforeId: beforeId ?? '',
    limit: page.limit + 1,
    offset: page.offset,
    perActorLast: page.limit + page.offset,
    perActor: page.limit + page.offset + 1,
  };
  const shape = {
    following,
    ownProfile: author === viewerId,
    before: Boolean(beforeId),
    lateral: kind === 'postgres',
  };
  return feedPage(db, kind, shape, values) as Promise<FeedRow[]>;
}

const feedPage = preparedQuery(
  (db, shape: Shape, values: Values) => {
    // The page is cut from the entries first: the viewer's marks and counts below are then
    // read for its few rows only, not for every candidate.
    const entries = shape.following
      ? followingEntries(db, shape, values)
      : db
          .selectFrom(
            entriesOf(db, shape, values, 'posts')
              .unionAll(entriesOf(db, shape, values, 'reposts'))
              .as('candidate'),
          )
          .selectAll()
          .orderBy('candidate.feed_id', 'desc')
          .limit(values.limit)
          .offset(values.offset);
    return selectVisiblePosts(db, values.viewerId)
      .innerJoin(entries.as('entry'), 'entry.post_id', 'posts.id')
      .leftJoin('users as reposter', 'reposter.id', 'entry.reposter_id')
      .select([
        'entry.feed_id',
        'entry.reposter_id',
        'entry.reposted_at',
        'reposter.name as reposter_name',
        'reposter.username as reposter_username',
        'reposter.profile_pic as reposter_profile_pic',
      ])
      .orderBy('entry.feed_id', 'desc');
  },
  { inlinedOnPostgres: ['limit', 'offset'] },
);

/**
 * A Following page's entries: the viewer's rows of `following_entries`, newest first, each
 * checked as a person's entries are in `validEntries` (the post visible to the viewer, nothing
 * muted, the newest entry of its post), and its actor checked to be one of the people still
 * (`isActor`), so that a row the triggers have yet to remove shows nothing. The walk stops
 * once the page is full: each entry is read once, whoever wrote it.
 */
function followingEntries(db: Db, shape: Shape, values: Values): Entries {
  const laterRepost = (after: string) =>
    sql`not exists (select 1 from reposts later where later.post_id = posts.id${sql.raw(after)} and ${isActor(shape, values, 'later.user_id')})`;
  const valid = sql<boolean>`case when entry_row.repost = 1
    then shared.id is not null and ${isActor(shape, values, 'shared.user_id')}
      and ${notMutedFor(values.viewerId, 'posts')}
      and (posts.shares_count <= 1 or ${laterRepost(' and later.id > shared.id')})
    else posts.visibility = 'public' and ${isActor(shape, values, 'posts.author_id')}
      and not ${containsMutedWord(values.viewerId, 'posts')}
      and (posts.shares_count = 0 or ${laterRepost('')})
    end`;
  let query = db
    .selectFrom('following_entries as entry_row')
    // A named post's entry looks for no repost: a key of null finds nothing without a search.
    .leftJoin('reposts as shared', (join) =>
      join.on(sql<boolean>`shared.id = case when entry_row.repost = 1 then entry_row.entry_id end`),
    )
    .innerJoin('posts', (join) =>
      join.on(sql<boolean>`posts.id = coalesce(shared.post_id, entry_row.entry_id)`),
    )
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .select([
      'entry_row.entry_id as feed_id',
      'posts.id as post_id',
      sql<string | null>`shared.user_id`.as('reposter_id'),
      sql<string | null>`shared.created_at`.as('reposted_at'),
    ])
    .where('entry_row.viewer_id', '=', values.viewerId)
    .where(postVisibleTo(values.viewerId) as never)
    .where(valid);
  if (shape.before) query = query.where('entry_row.entry_id', '<', values.beforeId);
  return query
    .orderBy('entry_row.entry_id', 'desc')
    .limit(values.limit)
    .offset(values.offset) as unknown as Entries;
}

/**
 * Whose writing and reposts make a profile's list: its owner, unless the viewer muted them
 * (their reposts go with their posts).
 */
function actorsOf(db: Db, values: Values) {
  const people = db.selectNoFrom(sql<string>`cast(${values.author} as text)`.as('author_id'));
  return db
    .selectFrom(people.as('people'))
    .select('people.author_id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mutes')
            .select(sql<number>`1`.as('one'))
            .where('mutes.muter_id', '=', values.viewerId)
            .whereRef('mutes.muted_id', '=', 'people.author_id'),
        ),
      ),
    );
}

/**
 * Whether `column` is one of the people (for the Following feed the viewer and those they
 * follow, for a profile its owner), as a check on one row: the few reposts of a post are
 * found by the post, then each is checked, rather than each person's reposts searched.
 */
function isActor(shape: Shape, values: Values, column: string) {
  const person = sql.ref(column);
  const notMuted = sql`not exists (select 1 from mutes where mutes.muter_id = ${values.viewerId} and mutes.muted_id = ${person})`;
  if (!shape.following) return sql<boolean>`${person} = ${values.author} and ${notMuted}`;
  return sql<boolean>`(${person} = ${values.viewerId} or exists (select 1 from follows where follows.follower_id = ${values.viewerId} and follows.followee_id = ${person} and follows.status = 'accepted')) and ${notMuted}`;
}

/**
 * One kind of entry ('posts': what the people wrote; 'reposts': what they shared), each
 * person's cut at their `perActorLast`-th newest valid one. A valid entry is one the page
 * may show: a post the viewer may see, with nothing they muted, and the newest entry of its
 * post (no later repost of it by one of the people). Counting anything less in the cut
 * would end a page early and skip posts on the next.
 */
function entriesOf(db: Db, shape: Shape, values: Values, kind: 'posts' | 'reposts') {
  if (shape.lateral) {
    // Each person's newest valid entries in one pass down their index: the same rows the cut
    // below selects, each checked once instead of twice.
    const key = kind === 'posts' ? 'posts.id' : 'shared.id';
    const newest = validEntries(db, shape, values, kind, 'shared', 'lateral')
      .orderBy(sql.ref(key), 'desc')
      .limit(values.perActor);
    return db
      .selectFrom(actorsOf(db, values).as('source'))
      .crossJoinLateral(newest.as('newest'))
      .selectAll('newest') as unknown as Entries;
  }
  // The cut is correlated with the outer `source`; its own `posts` and `author` hide the
  // outer ones, so both levels share one description of a valid entry.
  const key = kind === 'posts' ? 'posts.id' : 'newer.id';
  const lastOfActor = validEntries(db, shape, values, kind, 'newer', 'cut')
    .clearSelect()
    .select(sql.ref<string>(key).as('id'))
    .orderBy(sql.ref(key), 'desc')
    .limit(1)
    .offset(values.perActorLast);
  const entry = kind === 'posts' ? 'posts.id' : 'shared.id';
  return validEntries(db, shape, values, kind, 'shared', 'list').where(
    sql<boolean>`${sql.ref(entry)} >= coalesce(${lastOfActor}, '')`,
  );
}

type EntryRow = {
  feed_id: string;
  post_id: string;
  reposter_id: string | null;
  reposted_at: string | null;
};
type Entries = SelectQueryBuilder<Database, never, EntryRow>;

/**
 * Each person's valid entries of one kind, over `posts` and `author`. For the list, from
 * `source` (the people) crossed with their entries; for the cut, the entries of the person
 * of the outer `source` row.
 */
function validEntries(
  db: Db,
  shape: Shape,
  values: Values,
  kind: 'posts' | 'reposts',
  alias: string,
  use: 'list' | 'cut' | 'lateral',
): Entries {
  // CROSS JOIN fixes the order on SQLite (the few people outside, their entries inside); its
  // planner cannot tell how few people there are and would scan every entry instead.
  const people = db.selectFrom(actorsOf(db, values).as('source'));
  if (kind === 'posts') {
    const from = use === 'list' ? people.crossJoin('posts') : db.selectFrom('posts');
    let query = from
      .where('posts.author_id', '=', sql.ref<string>('source.author_id'))
      .select([
        'posts.id as feed_id',
        'posts.id as post_id',
        sql<string | null>`null`.as('reposter_id'),
        sql<string | null>`null`.as('reposted_at'),
      ])
      .where(
        // Most posts were never shared: their count, on the row already read, answers first.
        sql<boolean>`(posts.shares_count = 0 or not exists (select 1 from reposts later where later.post_id = posts.id and ${isActor(shape, values, 'later.user_id')}))`,
      )
      // The people's own posts: a person muted is not among them, a word muted still hides.
      .where(sql<boolean>`not ${containsMutedWord(values.viewerId, 'posts')}`);
    // Whether the viewer may see a person's named posts depends on that person alone (blocks,
    // a private account, a suspension), the same for all of them: the cut need not check
    // each, but the page, limited before the posts are read, must hold only visible ones.
    if (use !== 'cut') {
      query = query
        .innerJoin('users as author', 'author.id', 'posts.author_id')
        .where(postVisibleTo(values.viewerId) as never) as typeof query;
    }
    // Anonymous posts are never selected by who wrote them (rule 2), but on one's own profile.
    if (!shape.ownProfile) query = query.where('posts.visibility', '=', 'public');
    if (shape.before) query = query.where('posts.id', '<', values.beforeId);
    return query as unknown as Entries;
  }
  const repost = (column: string) => sql.ref<string>(`${alias}.${column}`);
  const table = `reposts as ${alias}` as 'reposts';
  const from = use === 'list' ? people.crossJoin(table) : db.selectFrom(table);
  let query = from
    .innerJoin('posts', 'posts.id', repost('post_id') as never)
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .where(repost('user_id'), '=', sql.ref<string>('source.author_id'))
    .select([
      repost('id').as('feed_id'),
      'posts.id as post_id',
      repost('user_id').as('reposter_id'),
      repost('created_at').as('reposted_at'),
    ])
    .where(
      sql<boolean>`(posts.shares_count <= 1 or not exists (select 1 from reposts later where later.post_id = posts.id and later.id > ${repost('id')} and ${isActor(shape, values, 'later.user_id')}))`,
    )
    .where(notMutedFor(values.viewerId, 'posts'))
    .where(postVisibleTo(values.viewerId) as never);
  if (shape.before) query = query.where(repost('id'), '<', values.beforeId);
  return query as unknown as Entries;
}

export async function insertRepost(db: Db, repost: Insertable<RepostsTable>): Promise<void> {
  await db.insertInto('reposts').values(repost).execute();
}

export async function deleteRepost(db: Db, userId: string, postId: string): Promise<void> {
  await db
    .deleteFrom('reposts')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .execute();
}

/** A repost with its sharer's columns, as a feed row carries them; none once undone. */
export async function readRepost(db: Db, repostId: string) {
  return db
    .selectFrom('reposts')
    .innerJoin('users as reposter', 'reposter.id', 'reposts.user_id')
    .select([
      'reposts.id as feed_id',
      'reposts.user_id as reposter_id',
      'reposts.created_at as reposted_at',
      'reposter.name as reposter_name',
      'reposter.username as reposter_username',
      'reposter.profile_pic as reposter_profile_pic',
    ])
    .where('reposts.id', '=', repostId)
    .executeTakeFirst();
}

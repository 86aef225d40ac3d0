import {
  type Insertable,
  type Kysely,
  type QueryCreator,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import { type Db, kindOf } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { RepostsTable } from '../../db/tables/posts';
import {
  containsMutedWord,
  followedAuthors,
  followsAccepted,
  namedActivityVisible,
  notMutedFor,
  postVisibleTo,
} from '../../db/visibility';
import { lowestIdAt, momentOfId } from '../../lib/ids';
import type { PostRow, RepostColumns } from '../../views/post.view';
import { type ListedPosts, selectVisiblePosts, windowFloor } from './posts.repository';

/**
 * Lists made of what some people wrote and reposted (PRODUCT.md §7): the Following feed
 * (the people followed, and the viewer) and a profile (its owner). Each post shows once, at
 * its newest entry: its own id when one of these people wrote it under their name, or a
 * repost's id (time-ordered like post ids) when one of them shared it. One keyset, the entry
 * id, orders both, so paging by cursor meets every post once while new ones arrive.
 *
 * Each person's entries are cut at their own `limit + offset`-th newest that the page could
 * show, so the final sort meets at most that many entries per person (see `entriesOf`).
 * The Following feed is read first from a window before the cursor that holds about a page
 * of entries, found from the indexes in the same statement (each entry checked once).
 * Failing that, PostgreSQL takes each person's newest by a LATERAL join, each checked once;
 * SQLite, which has none, by a bound found for each person (each checked twice).
 */
export type FeedSource = 'following' | 'profile';

type Shape = {
  following: boolean;
  ownProfile: boolean;
  before: boolean;
  after: boolean;
  /**
   * Each person's entries cut at the page's size (SQLite; see `entriesOf`). A window found to
   * hold about a page of entries in all needs no cut: its few entries are each checked once.
   */
  cut: boolean;
  /** PostgreSQL: each person's newest valid entries by a LATERAL join (SQLite has none). */
  lateral: boolean;
  /** With `after`: the window starts where `reachOf` finds, not at `afterId`. */
  reach: boolean;
  /**
   * The entries found by walking the newest posts and reposts before the cursor, each checked
   * for whether one of the people wrote it, rather than by each person's (`scanned`). With
   * `reach`: within the newest `FOLLOWING_SCAN_WINDOW` posts.
   */
  scan: boolean;
};
/**
 * As built: with `followedOnce`, the statement reads the people from its common table
 * `followed` (see `feedPage`) instead of finding them again at each use.
 */
type BuiltShape = Shape & { followedOnce?: boolean };
type Values = {
  viewerId: string;
  author: string;
  beforeId: string;
  afterId: string;
  limit: number;
  offset: number;
  perActorLast: number;
  perActor: number;
  /** Entries the probe passes over: a page and a quarter, less one (see `withinWindows`). */
  skip: number;
};

export type FeedRow = PostRow & RepostColumns & { feed_id: string };

/**
 * How many of the people's newest entries a Following or profile page reads for a viewer who
 * mutes words (see `listFeed`). An entry costs far more than an Everyone feed's post (whether
 * a later repost shadows it, and the checks on its author): about 14 µs on the million-post
 * SQLite seed, against 0.5, so the window is a fifth of `MUTED_WORDS_WINDOW`.
 */
export const MUTED_WORDS_ENTRIES = 1_000;

/** At most this many reads beyond one to find a Following page (see `withinWindows`). */
export const FOLLOWING_EXTRA_READS = 3;

/**
 * From how many people followed the Following feed first looks for its page among everyone's
 * newest posts and reposts (`scanned`). Found from each person's index, a page costs about
 * 50 µs a person on the million-post SQLite seed (60 ms for 1,000 people, 250 for 5,000), a
 * reader thread or a connection held all the while; the walk costs a check a post, and fills
 * a page the sooner the larger the share of everyone's posts the people write. Below this
 * the walk fell short too often to pay: among the seed's 100,000 accounts, 200 people made
 * their page 21 ms through their indexes and 41 through a walk that fell short, 500 people
 * 33-38 and 28-33, 1,000 people 58-63 and 25-27 (docs/performance-log.md, twenty-sixth step).
 */
export const FOLLOWING_SCAN_FROM = 500;

/** How many of everyone's newest posts before the cursor that walk looks through at most. */
export const FOLLOWING_SCAN_WINDOW = 5_000;

export async function listFeed(
  db: Db,
  kind: Parameters<typeof feedPage>[1],
  viewer: { userId: string; mutesWords: boolean; followingCount: number },
  source: { following: true } | { author: string },
  beforeId: string | undefined,
  page: { limit: number; offset: number },
): Promise<ListedPosts & { rows: FeedRow[] }> {
  const viewerId = viewer.userId;
  const following = 'following' in source;
  const author = following ? '' : source.author;
  const wanted = page.limit + 1 + page.offset;
  const values = {
    viewerId,
    author,
    beforeId: beforeId ?? '',
    afterId: '',
    limit: page.limit + 1,
    offset: page.offset,
    perActorLast: page.limit + page.offset,
    perActor: page.limit + page.offset + 1,
    skip: wanted + Math.ceil(wanted / 4) - 1,
  };
  const shape = {
    following,
    ownProfile: author === viewerId,
    before: Boolean(beforeId),
    lateral: kind === 'postgres',
    scan: false,
  };
  if (following && viewer.followingCount >= FOLLOWING_SCAN_FROM) {
    const rows = await scanned(db, kind, shape, values);
    if (rows) return { rows };
  }
  // Entries within a window before the cursor are each person's newest ones, so a window
  // that holds a whole page gives the very page the whole list would, while sparing the
  // checks of every older candidate the cut would otherwise weigh. A profile is one
  // person's entries, few enough under its cut that a window would only add a query.
  if (following) {
    const rows = await withinWindows(db, kind, shape, values);
    if (rows) return { rows };
  }
  if (!viewer.mutesWords) {
    const rows = await feedPage(
      db,
      kind,
      { ...shape, after: false, cut: true, reach: false },
      values,
    );
    return { rows: rows as FeedRow[] };
  }
  // Muted words may hide nearly every entry, and the cut then counted each person's down to
  // their oldest, checking each twice: for whoever mutes one, the page reads the people's
  // newest MUTED_WORDS_ENTRIES at most (all of them, when they have fewer), each checked once.
  const [oldest] = await pageReach(
    db,
    kind,
    { ...shape, after: false, cut: false, reach: false },
    { ...values, skip: MUTED_WORDS_ENTRIES - 1 },
  );
  const readTo = oldest && windowFloor(oldest.id);
  const rows = (await feedPage(
    db,
    kind,
    { ...shape, after: Boolean(readTo), cut: false, reach: false },
    { ...values, afterId: readTo ?? '' },
  )) as FeedRow[];
  return readTo ? { rows, readTo } : { rows };
}

/**
 * A Following page from everyone's newest `FOLLOWING_SCAN_WINDOW` posts before the cursor
 * and the reposts made meanwhile, each checked for whether one of the people wrote or shared
 * it: for a viewer who follows many, whose page fills long before the window ends. A page
 * that fills holds the very entries the whole list would (every entry outside the window is
 * older than every one inside); a short one is no page (undefined), as the window may end
 * before the people's older entries, so it is read as for anyone.
 */
async function scanned(
  db: Db,
  kind: Parameters<typeof feedPage>[1],
  shape: Omit<Shape, 'after' | 'cut' | 'reach'>,
  values: Values,
) {
  const rows = await feedPage(
    db,
    kind,
    { ...shape, after: true, cut: false, reach: true, lateral: false, scan: true },
    values,
  );
  return rows.length === values.limit ? (rows as FeedRow[]) : undefined;
}

/**
 * A Following page from the entries after where it likely starts: the `skip + 1`-th newest
 * of the people's entries, valid or not, found from their indexes alone (`reachOf`), which
 * leaves room for a few the page may not show. Probe and window are one statement: on
 * PostgreSQL each statement waits its turn for a pooled connection, and under the mixed load
 * the Following feed's p50 went from 126 to 170 ms with them as two. A window still short is
 * widened by how short it was. Undefined when the page must be read from the whole list.
 */
async function withinWindows(
  db: Db,
  kind: Parameters<typeof feedPage>[1],
  shape: Omit<Shape, 'after' | 'cut' | 'reach'>,
  values: Values,
) {
  const window = { ...shape, after: true, lateral: false };
  const first = await feedPage(db, kind, { ...window, cut: false, reach: true }, values);
  if (first.length === values.limit) return first as FeedRow[];
  // Short: the people have no more entries than the probe passes over (the window was then
  // their whole list), or too many of those in the window are hidden from this viewer.
  const [start] = await pageReach(
    db,
    kind,
    { ...window, after: false, cut: false, reach: false },
    values,
  );
  if (!start) return first as FeedRow[];
  const from = values.beforeId ? momentOfId(values.beforeId) : Date.now();
  const startsAt = momentOfId(start.id);
  if (first.length === 0 || from === undefined || startsAt === undefined) return undefined;
  const wanted = values.limit + values.offset;
  const found = first.length + values.offset;
  const windowMs =
    Math.max(1, from - startsAt) * Math.min(64, Math.max(2, (1.5 * wanted) / Math.max(found, 1)));
  if (windowMs >= from) return undefined;
  // A widened window may hold any number of entries: each person's are cut at the page.
  const rows = await feedPage(
    db,
    kind,
    { ...window, cut: true, reach: false, lateral: shape.lateral },
    { ...values, afterId: lowestIdAt(Math.floor(from - windowMs)) },
  );
  return rows.length === values.limit ? (rows as FeedRow[]) : undefined;
}

/**
 * The `skip + 1`-th newest of the people's entries before the cursor, valid or not, read from
 * their (author, id) indexes alone: each person's are cut at that many first, as in
 * `entriesOf`. None when they have fewer.
 */
// Built from `Shape`: the common table of the people is `feedPage`'s alone.
const pageReach = preparedQuery((db, shape: Shape, values: Values) => reachOf(db, shape, values), {
  inlinedOnPostgres: ['skip'],
});

function reachOf(db: Db, shape: BuiltShape, values: Values) {
  const entries = (table: 'posts' | 'reposts') => {
    // The same conditions on the listed entries and on the cut, under two names.
    const ofPerson = <Q extends SelectQueryBuilder<Database, never, object>>(
      query: Q,
      alias: string,
    ) => {
      const column = (name: string) => sql.ref<string>(`${alias}.${name}`);
      let narrowed = query.where(
        column(table === 'posts' ? 'author_id' : 'user_id'),
        '=',
        sql.ref<string>('source.author_id'),
      );
      if (table === 'posts') narrowed = narrowed.where(column('visibility'), '=', 'public');
      if (shape.before) narrowed = narrowed.where(column('id'), '<', values.beforeId);
      return narrowed as Q;
    };
    const cut = ofPerson(
      db.selectFrom(`${table} as older` as 'posts').select(sql.ref<string>('older.id').as('id')),
      'older',
    )
      .orderBy(sql.ref('older.id'), 'desc')
      .limit(1)
      .offset(values.skip);
    const people = db.selectFrom(actorsOf(db, shape, values).as('source'));
    return ofPerson(
      people.crossJoin(`${table} as entry` as 'posts').select(sql.ref<string>('entry.id').as('id')),
      'entry',
    ).where(sql.ref('entry.id'), '>=', sql<string>`coalesce(${cut}, '')`);
  };
  return db
    .selectFrom(
      entries('posts')
        .unionAll(entries('reposts') as never)
        .as('reach'),
    )
    .select('reach.id')
    .orderBy('reach.id', 'desc')
    .limit(1)
    .offset(values.skip);
}

const feedPage = preparedQuery(
  (db, asked: Shape, values: Values) => {
    // PostgreSQL finds the people followed once, in a common table computed once, where the
    // probe and the entries of both kinds would each find them again (four times in a
    // window's statement). SQLite's planner, given the table, scanned every post for the
    // page's entries instead: seconds a page at a million posts (decision record 0007).
    const followedOnce = kindOf(db) === 'postgres' && asked.following && !asked.scan;
    const shape: BuiltShape = { ...asked, followedOnce };
    // The page is cut from the entries first: the viewer's marks and counts below are then
    // read for its few rows only, not for every person's candidates.
    const entries = db
      .selectFrom(
        entriesOf(db, shape, values, 'posts')
          .unionAll(entriesOf(db, shape, values, 'reposts'))
          .as('candidate'),
      )
      .selectAll()
      .orderBy('candidate.feed_id', 'desc')
      .limit(values.limit)
      .offset(values.offset);
    // The probe, once for both kinds of entry: a common table is computed once.
    const reach = shape.scan
      ? newestPostsReach(db, shape, values)
      : reachOf(db, { ...shape, after: false, reach: false }, values);
    const people = followedOnce
      ? db.with(
          (name) => name('followed').materialized(),
          () => actorsOf(db, asked, values),
        )
      : db;
    const from = shape.reach
      ? people.with('reach', (creator) =>
          creator.selectNoFrom(sql<string>`coalesce((${reach}), '')`.as('id')),
        )
      : people;
    return selectVisiblePosts(from as QueryCreator<Database>, values.viewerId)
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
  { inlinedOnPostgres: ['limit', 'offset', 'skip'] },
);

/** The `FOLLOWING_SCAN_WINDOW`-th newest post before the cursor, anyone's, of any kind. */
function newestPostsReach(db: Db, shape: Shape, values: Values) {
  let newest = db.selectFrom('posts').select('posts.id');
  if (shape.before) newest = newest.where('posts.id', '<', values.beforeId);
  return newest
    .orderBy('posts.id', 'desc')
    .limit(1)
    .offset(sql.lit(FOLLOWING_SCAN_WINDOW - 1));
}

/**
 * The people whose writing and reposts make the list: for the Following feed those followed
 * and the viewer, for a profile its owner; only those whose named activity reaches the
 * viewer (a private account's shares go to its followers alone, a blocker's and a suspended
 * account's to nobody), and less anyone the viewer muted (their reposts go with their posts).
 */
function actorsOf(db: Db, shape: BuiltShape, values: Values): People {
  if (shape.followedOnce) return followedTable(db);
  const people = shape.following
    ? followedAuthors(db, values.viewerId)
    : db.selectNoFrom(sql<string>`cast(${values.author} as text)`.as('author_id'));
  // A check on each person, not a join: a join in `people` let SQLite's planner reorder
  // the CROSS JOIN below it and scan every entry (the Following feed took 68 ms, not 4).
  // Those followed are followed with an accepted follow, which a block ends: of the rule,
  // only a suspension since is left to check for them. That check is a value read for
  // each person: as an EXISTS, PostgreSQL made it a join and ran it for every entry.
  const candidates = db.selectFrom(people.as('people')).select('people.author_id');
  const visible = shape.following
    ? candidates.where(
        sql<boolean>`(select actor.status from users actor where actor.id = people.author_id) = 'active'`,
      )
    : candidates.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('users as actor')
            .select('actor.id')
            .whereRef('actor.id', '=', 'people.author_id')
            .where((eb) =>
              namedActivityVisible(eb, values.viewerId, {
                id: 'actor.id',
                status: 'actor.status',
                isPrivate: 'actor.is_private',
              }),
            ),
        ),
      );
  return visible.where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('mutes')
          .select(sql<number>`1`.as('one'))
          .where('mutes.muter_id', '=', values.viewerId)
          .whereRef('mutes.muted_id', '=', 'people.author_id'),
      ),
    ),
  ) as unknown as People;
}

type People = SelectQueryBuilder<Database, never, { author_id: string }>;

/** The people of `actorsOf`, read from the statement's common table `followed`. */
function followedTable(db: Db) {
  const withFollowed = db as unknown as Kysely<Database & { followed: { author_id: string } }>;
  return withFollowed.selectFrom('followed').select('followed.author_id') as unknown as People;
}

/**
 * Whether `column` is one of the people, as a check on one row: the few reposts of a post
 * are found by the post, then each is checked, rather than each person's reposts searched.
 */
function isActor(shape: Shape, values: Values, column: string) {
  const person = sql.ref(column);
  const notMuted = sql`not exists (select 1 from mutes where mutes.muter_id = ${values.viewerId} and mutes.muted_id = ${person})`;
  if (!shape.following) return sql<boolean>`${person} = ${values.author} and ${notMuted}`;
  // As in `actorsOf`: a follow stands only without a block, so of the rule an account
  // suspended since is the one check left to make.
  const active = sql`exists (select 1 from users where users.id = ${person} and users.status = 'active')`;
  return sql<boolean>`(${person} = ${values.viewerId} or ${followsAccepted(values.viewerId, column)}) and ${active} and ${notMuted}`;
}

/**
 * One kind of entry ('posts': what the people wrote; 'reposts': what they shared), each
 * person's cut at their `perActorLast`-th newest valid one. A valid entry is one the page
 * may show: a post the viewer may see, with nothing they muted, and the newest entry of its
 * post (no later repost of it by one of the people). Counting anything less in the cut
 * would end a page early and skip posts on the next.
 */
function entriesOf(db: Db, shape: BuiltShape, values: Values, kind: 'posts' | 'reposts') {
  if (shape.scan) {
    // Each kind's newest valid entries, limited before the union: the walk down the ids stops
    // once a page of them is found.
    const key = kind === 'posts' ? 'posts.id' : 'shared.id';
    const newest = validEntries(db, shape, values, kind, 'shared', 'scan')
      .orderBy(sql.ref(key), 'desc')
      .limit(values.perActor);
    return db.selectFrom(newest.as(`newest_${kind}`)).selectAll() as unknown as Entries;
  }
  if (shape.lateral) {
    // Each person's newest valid entries in one pass down their index: the same rows the cut
    // below selects, each checked once instead of twice.
    const key = kind === 'posts' ? 'posts.id' : 'shared.id';
    const newest = validEntries(db, shape, values, kind, 'shared', 'lateral')
      .orderBy(sql.ref(key), 'desc')
      .limit(values.perActor);
    return db
      .selectFrom(actorsOf(db, shape, values).as('source'))
      .crossJoinLateral(newest.as('newest'))
      .selectAll('newest') as unknown as Entries;
  }
  if (!shape.cut) return validEntries(db, shape, values, kind, 'shared', 'list');
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
  shape: BuiltShape,
  values: Values,
  kind: 'posts' | 'reposts',
  alias: string,
  use: 'list' | 'cut' | 'lateral' | 'scan',
): Entries {
  // CROSS JOIN fixes the order on SQLite (the few people outside, their entries inside); its
  // planner cannot tell how few people there are and would scan every entry instead.
  const people = db.selectFrom(actorsOf(db, shape, values).as('source'));
  // The walk checks each entry's person instead of taking each person's entries.
  const byActor = (column: string) =>
    use === 'scan'
      ? isActor(shape, values, column)
      : sql<boolean>`${sql.ref(column)} = ${sql.ref('source.author_id')}`;
  if (kind === 'posts') {
    const from = use === 'list' ? people.crossJoin('posts') : db.selectFrom('posts');
    let query = from
      .where(byActor('posts.author_id'))
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
      .where(sql<boolean>`not ${containsMutedWord(kindOf(db), values.viewerId, 'posts')}`);
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
    if (shape.after) query = query.where('posts.id', '>=', windowStart(shape, values));
    return query as unknown as Entries;
  }
  const repost = (column: string) => sql.ref<string>(`${alias}.${column}`);
  const table = `reposts as ${alias}` as 'reposts';
  const from = use === 'list' ? people.crossJoin(table) : db.selectFrom(table);
  let query = from
    .innerJoin('posts', 'posts.id', repost('post_id') as never)
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .where(byActor(`${alias}.user_id`))
    .select([
      repost('id').as('feed_id'),
      'posts.id as post_id',
      repost('user_id').as('reposter_id'),
      repost('created_at').as('reposted_at'),
    ])
    .where(
      sql<boolean>`(posts.shares_count <= 1 or not exists (select 1 from reposts later where later.post_id = posts.id and later.id > ${repost('id')} and ${isActor(shape, values, 'later.user_id')}))`,
    )
    .where(notMutedFor(kindOf(db), values.viewerId, 'posts'))
    .where(postVisibleTo(values.viewerId) as never);
  if (shape.before) query = query.where(repost('id'), '<', values.beforeId);
  if (shape.after) query = query.where(repost('id'), '>=', windowStart(shape, values));
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

/** Where a window starts: `afterId`, or where the probe reached (none: every entry). */
const windowStart = (shape: Shape, values: Values) =>
  shape.reach ? sql<string>`(select reach.id from reach)` : sql<string>`${values.afterId}`;

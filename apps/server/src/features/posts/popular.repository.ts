import { sql } from 'kysely';
import { type Db, kindOf } from '../../db/database';
import { idsOf } from '../../db/id-lists';
import { preparedQuery } from '../../db/prepared-query';
import { followedAuthors, followsAccepted, notMutedFor, postVisibleTo } from '../../db/visibility';
import { momentOfId } from '../../lib/ids';
import type { PostRow } from '../../views/post.view';
import { FOLLOWING_SCAN_FROM } from './feed.repository';
import { selectVisiblePosts } from './posts.repository';

/**
 * Popular Today: the last 24 hours, by engagement. Shares weigh most (they carry a post to
 * new readers), then comments (a conversation costs more than a tap), then likes and hugs.
 *
 * The day is a range of the time-ordered ids (the primary key) rather than a scan of
 * `created_at`. Checking who may see each of a day's posts costs far more than ranking them,
 * so the day's posts are ranked bare first, and only the best `candidates` are checked for
 * the viewer; when those leave the page short, the whole day is checked. With Following,
 * the day is read from each followed author's index instead, or, for someone who follows
 * many on a day of few posts, by walking the day and checking each post's author. Either way
 * only the page's posts get authors and the viewer's flags.
 *
 * On a busy day (at least `BUSY_DAY_POSTS` posts) the bare ranking, the same for everyone, is
 * kept for `CANDIDATES_TTL_MS` per instance: at a million posts it costs 5 ms, most of a
 * Popular Today answer. Only which posts are candidates can be that old; their order, the
 * day's bound and the viewer's checks are read afresh, and a short page still reads the
 * whole day. A quiet day, where ranking costs little, is always ranked live.
 */
export async function listPopular(
  db: Db,
  viewerId: string,
  options: { since: string; sinceId: string; followingOnly: boolean; followingCount: number },
  page: { limit: number; offset: number },
): Promise<PostRow[]> {
  const wanted = page.limit + 1 + page.offset;
  const values = {
    viewerId,
    since: options.since,
    sinceId: options.sinceId,
    kept: '[]',
    best: 0,
    wanted,
    limit: page.limit + 1,
    offset: page.offset,
  };
  const wholeDay = { following: options.followingOnly, walk: false, kept: false, best: false };
  const run = (shape: PopularShape, more: Partial<PopularValues> = {}) =>
    popularPage(db, kindOf(db), shape, { ...values, ...more });
  if (options.followingOnly)
    return run({ ...wholeDay, walk: (await followedDayWay(db, options)) === 'walk' });
  const best = Math.max(100, 4 * wanted);
  const kept = best <= KEPT_CANDIDATES ? await keptCandidates(db, options) : undefined;
  const rows = await (kept
    ? run(
        { following: false, walk: false, kept: true, best: false },
        { kept: JSON.stringify(stillOfTheDay(kept, options.since).slice(0, best)), best },
      )
    : run({ following: false, walk: false, kept: false, best: true }, { best }));
  // A short page may be the end of a small day (then checking the whole day is as cheap) or
  // candidates the viewer may not see: either way the whole day answers it, in one more query.
  return rows.length > page.limit ? rows : run(wholeDay);
}

/**
 * Where the page is found: among the followed people's day (`following`; with `walk`, found by
 * walking the day), among candidates kept from a recent ranking (`kept`), among the day's
 * `best` ranked bare, or in the whole day.
 */
type PopularShape = { following: boolean; walk: boolean; kept: boolean; best: boolean };

/**
 * A day's post walked and checked for its author costs about 1.5 µs on the million-post SQLite
 * seed; each person followed, their day read from their index, about 10 µs (52 ms for 5,000
 * people). From `FOLLOWING_SCAN_FROM` people followed, the day is walked when it holds fewer
 * than this many posts a person followed.
 */
export const DAY_POSTS_WALKED_PER_PERSON = 5;

/**
 * How the day's posts of the people followed are found: from each person's index, or, for
 * someone who follows many on a day that holds fewer posts than they follow people times
 * `DAY_POSTS_WALKED_PER_PERSON`, by walking the day (counted from the ids' index up to there).
 */
export async function followedDayWay(
  db: Db,
  viewer: { sinceId: string; followingCount: number },
): Promise<'walk' | 'each person'> {
  if (viewer.followingCount < FOLLOWING_SCAN_FROM) return 'each person';
  const bound = viewer.followingCount * DAY_POSTS_WALKED_PER_PERSON;
  const day = db
    .selectFrom('posts')
    .select('posts.id')
    .where('posts.id', '>=', viewer.sinceId)
    .limit(bound);
  const row = await db
    .selectFrom(day.as('day'))
    .select((eb) => eb.fn.countAll<number | string>().as('posts'))
    .executeTakeFirst();
  return Number(row?.posts ?? 0) < bound ? 'walk' : 'each person';
}

type PopularValues = {
  viewerId: string;
  since: string;
  sinceId: string;
  /** The kept candidates' ids, as a JSON array: one value for any number of them. */
  kept: string;
  best: number;
  wanted: number;
  limit: number;
  offset: number;
};

const popularPage = preparedQuery(
  (db, shape: PopularShape, values: PopularValues) => {
    const ofTheDay = <Q extends DayQuery<Q>>(query: Q) =>
      query.where('posts.id', '>=', values.sinceId).where('posts.created_at', '>=', values.since);
    // The best candidates come first, as a table of their own: PostgreSQL, handed them as
    // `id in (…)`, checked the whole day for the viewer and then matched it against them
    // (137 ms at a million posts against 4).
    // Kept candidates left the day by their ids' time (`stillOfTheDay`): either of the day's
    // bounds beside them made PostgreSQL scan the day (6,500 posts, 6 ms) and match each
    // against them, instead of looking the hundred up.
    const candidates = shape.kept
      ? db.selectFrom('posts').where('posts.id', 'in', idsOf(db, values.kept))
      : ofTheDay(db.selectFrom('posts'));
    // The candidates ranked bare, by their counters as they stand: the page walks them in
    // that order and stops once it has what it needs, instead of checking every one for the
    // viewer before sorting. The LIMIT keeps SQLite from flattening it into the join.
    const best = () =>
      candidates
        .select(['posts.id', popularity.as('score')])
        .orderBy(popularity, 'desc')
        .orderBy('posts.id', 'desc')
        .limit(values.best)
        .as('best');
    const byBest = shape.best || shape.kept;
    let ranked = shape.following
      ? shape.walk
        ? walkedDay(db, values.viewerId, ofTheDay)
        : followedDay(db, values.viewerId, ofTheDay)
      : byBest
        ? db
            .selectFrom(best())
            .innerJoin('posts', 'posts.id', 'best.id')
            .innerJoin('users as author', 'author.id', 'posts.author_id')
        : ofTheDay(
            db.selectFrom('posts').innerJoin('users as author', 'author.id', 'posts.author_id'),
          );
    ranked = ranked
      .where(postVisibleTo(values.viewerId) as never)
      .where(notMutedFor(kindOf(db), values.viewerId, 'posts'));
    // Among candidates, their ranking's own order, which the walk keeps.
    const [score, id] = byBest ? [sql`best.score`, sql`best.id`] : [popularity, sql`posts.id`];
    const pageIds = ranked
      .select('posts.id')
      .orderBy(score, 'desc')
      .orderBy(id, 'desc')
      .limit(values.wanted);
    return selectVisiblePosts(db, values.viewerId)
      .where('posts.id', 'in', pageIds)
      .orderBy(popularity, 'desc')
      .orderBy('posts.id', 'desc')
      .limit(values.limit)
      .offset(values.offset);
  },
  {
    inlinedOnPostgres: ['best', 'wanted', 'limit', 'offset'],
    // A generic plan of the walk, made for no day and no people in particular, took 70 ms
    // where a plan for the values took 15 with its planning (5,000 people followed).
    plannedPerRunOnPostgres: (shape) => shape.walk,
  },
);

export const BUSY_DAY_POSTS = 1000;
export const CANDIDATES_TTL_MS = 10_000;
const KEPT_CANDIDATES = 400;
const kept = new WeakMap<Db, { atMs: number; ids: string[] | undefined }>();

/**
 * The busy day's best posts, bare, as ranked at most `CANDIDATES_TTL_MS` ago; none on a quiet
 * day, which is told as seldom.
 */
async function keptCandidates(db: Db, day: { since: string; sinceId: string }) {
  const nowMs = Date.now();
  const last = kept.get(db);
  if (last && nowMs - last.atMs < CANDIDATES_TTL_MS) return last.ids;
  const ranked = await db
    .selectFrom('posts')
    .select(['posts.id', popularity.as('score')])
    .where('posts.id', '>=', day.sinceId)
    .where('posts.created_at', '>=', day.since)
    .orderBy(popularity, 'desc')
    .orderBy('posts.id', 'desc')
    .limit(BUSY_DAY_POSTS)
    .execute();
  // Fewer than a busy day's posts: ranking them live costs little, and shows a new post at once.
  const ids =
    ranked.length < BUSY_DAY_POSTS
      ? undefined
      : ranked.slice(0, KEPT_CANDIDATES).map((row) => row.id);
  kept.set(db, { atMs: nowMs, ids });
  return ids;
}

/**
 * The day's named posts of the people followed, as the Following feed reads them: the few
 * people outside, each one's day of posts from their (author, visibility, id) index inside.
 * PostgreSQL, given a plain join, walked the whole day's posts and matched each against the
 * people instead (32 ms at a million posts); a LATERAL join holds it to that order.
 */
function followedDay(db: Db, viewerId: string, ofTheDay: <Q extends DayQuery<Q>>(q: Q) => Q) {
  const people = peopleFollowed(db, viewerId);
  // SQLite, which has no LATERAL, keeps the order CROSS JOIN gives.
  if (kindOf(db) === 'sqlite') return ofTheDay(crossedDay(people));
  return people
    .crossJoinLateral((eb) =>
      ofTheDay(
        eb
          .selectFrom('posts')
          .selectAll('posts')
          .whereRef('posts.author_id', '=', 'source.author_id')
          .where('posts.visibility', '=', 'public')
          // OFFSET keeps the planner from pulling the subquery up into a plain join.
          .offset(0),
      ).as('posts'),
    )
    .innerJoin('users as author', 'author.id', 'posts.author_id') as unknown as ReturnType<
    typeof crossedDay
  >;
}

/**
 * The same posts found the other way round: the day's posts walked, each one's author looked
 * up among the people followed, before anything else is checked. SQLite, given `author_id IN
 * (the people)`, went back to reading each person's day from their index (26 ms for 5,000
 * people): there the check is an EXISTS on each post. PostgreSQL checked each post's mutes
 * and blocks before its author (8 µs a post): there the day's posts of the people are found
 * first, the people hashed once, behind an OFFSET that keeps the other checks outside.
 */
function walkedDay(db: Db, viewerId: string, ofTheDay: <Q extends DayQuery<Q>>(q: Q) => Q) {
  const named = db.selectFrom('posts').where('posts.visibility', '=', 'public');
  if (kindOf(db) === 'sqlite') {
    return ofTheDay(named.innerJoin('users as author', 'author.id', 'posts.author_id')).where(
      (eb) =>
        eb.or([eb('posts.author_id', '=', viewerId), followsAccepted(viewerId, 'posts.author_id')]),
    ) as unknown as ReturnType<typeof crossedDay>;
  }
  const ofThePeople = ofTheDay(named.selectAll('posts'))
    .where('posts.author_id', 'in', followedAuthors(db, viewerId))
    .offset(0);
  return db
    .selectFrom(ofThePeople.as('posts'))
    .innerJoin('users as author', 'author.id', 'posts.author_id') as unknown as ReturnType<
    typeof crossedDay
  >;
}

const crossedDay = (people: ReturnType<typeof peopleFollowed>) =>
  people
    .crossJoin('posts')
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .whereRef('posts.author_id', '=', 'source.author_id')
    .where('posts.visibility', '=', 'public');

const peopleFollowed = (db: Db, viewerId: string) =>
  db.selectFrom(followedAuthors(db, viewerId).as('source'));

/** Candidates kept since a ranking a few seconds old, less any that left the day since. */
function stillOfTheDay(ids: string[], since: string) {
  const sinceMs = Date.parse(since);
  return ids.filter((id) => (momentOfId(id) ?? 0) >= sinceMs);
}

type DayQuery<Q> = {
  where: (column: 'posts.id' | 'posts.created_at', op: '>=', value: string) => Q;
};

const popularity = sql<number>`posts.likes_count + posts.hugs_count + 3 * posts.shares_count + 2 * posts.comments_count`;

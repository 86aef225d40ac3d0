import { type QueryCreator, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { type Db, type DbKind, kindOf } from '../../db/database';
import { rankedIdsOf } from '../../db/id-lists';
import { type ClaimValues, unclaimed, withClaimedKey } from '../../db/idempotency';
import { planOnceOnPostgres } from '../../db/postgres-named-statements';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { postSearch, SEARCH_WINDOWS, type SearchWindows, searchTimeBucket } from '../../db/search';
import type { PostsTable } from '../../db/tables/posts';
import {
  followedNamedPosts,
  hiddenCommentsOn,
  notMutedFor,
  postVisibleTo,
} from '../../db/visibility';
import { lowestIdAt, momentOfId } from '../../lib/ids';
import type { PostRow } from '../../views/post.view';
import type { ChosenPosts } from '../media';

/** The columns of its author that a post row carries, from `users as author`. */
const authorColumns = [
  'author.name as author_name',
  'author.username as author_username',
  'author.profile_pic as author_profile_pic',
] as const;

/** Posts with their author's columns. */
function selectPostsWithAuthor(db: QueryCreator<Database>) {
  return db
    .selectFrom('posts')
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .selectAll('posts')
    .select(authorColumns);
}

/** A viewer's marks and hidden comments on a post nobody's view has shaped. */
const nothingMarked = { liked: 0, hugged: 0, shared: 0, saved: 0, hidden_comments: 0 } as const;

/**
 * A post as stored, with no viewer's marks and no visibility check: for realtime events,
 * whose audience is decided apart (events/audience.repository.ts) and whose marks are nobody's.
 */
export async function readStoredPost(db: Db, postId: string): Promise<PostRow | undefined> {
  const row = await selectPostsWithAuthor(db).where('posts.id', '=', postId).executeTakeFirst();
  return row && { ...row, ...nothingMarked };
}

/** Posts with their author and the viewer's own flags, limited to what the viewer may see. */
export function selectVisiblePosts(db: QueryCreator<Database>, viewerId: string) {
  return selectPostsWithAuthor(db)
    .where(postVisibleTo(viewerId))
    .select((eb) => {
      const reacted = (kind: 'like' | 'hug' | 'share') =>
        eb.exists(
          eb
            .selectFrom('post_reactions')
            .select(sql<number>`1`.as('one'))
            .whereRef('post_reactions.post_id', '=', 'posts.id')
            .where('post_reactions.user_id', '=', viewerId)
            .where('post_reactions.kind', '=', kind),
        );
      return [
        reacted('like').as('liked'),
        reacted('hug').as('hugged'),
        reacted('share').as('shared'),
        eb
          .exists(
            eb
              .selectFrom('saves')
              .select(sql<number>`1`.as('one'))
              .whereRef('saves.post_id', '=', 'posts.id')
              .where('saves.user_id', '=', viewerId),
          )
          .as('saved'),
        hiddenCommentsOn(viewerId, 'posts.id').as('hidden_comments'),
      ];
    });
}

export type PostFilters = {
  author?: string | undefined;
  search?: string | undefined;
  followingOnly?: boolean;
  /** A tag's posts: selected by what they say, not who wrote them, so anonymous ones too. */
  tag?: string | undefined;
  beforeId?: string | undefined;
};

type FilterShape = {
  byAuthor: boolean;
  namedOnly: boolean;
  followingOnly: boolean;
  tagged: boolean;
};
type FilterValues = { viewerId: string; author: string; tag: string };

/** Which filters apply: the part of a list's SQL that depends on more than values. */
const filterShape = (viewerId: string, filters: PostFilters): FilterShape => ({
  byAuthor: Boolean(filters.author),
  // Others never see an author's anonymous posts among theirs (rule 2).
  namedOnly: Boolean(filters.author) && filters.author !== viewerId,
  followingOnly: Boolean(filters.followingOnly),
  tagged: Boolean(filters.tag),
});

/** What the viewer may see and did not mute, narrowed by the list's filters. */
function filteredPosts(db: Db, shape: FilterShape, values: FilterValues) {
  let query = selectVisiblePosts(db, values.viewerId).where(
    notMutedFor(kindOf(db), values.viewerId, 'posts'),
  );
  if (shape.byAuthor) query = query.where('posts.author_id', '=', values.author);
  if (shape.namedOnly) query = query.where('posts.visibility', '=', 'public');
  if (shape.followingOnly) query = query.where(followedNamedPosts(db, values.viewerId));
  if (shape.tagged) {
    query = query
      .innerJoin('post_tags', 'post_tags.post_id', 'posts.id')
      .where('post_tags.tag', '=', values.tag);
  }
  return query;
}

/**
 * How many of the newest candidates before the cursor the Everyone feed and a tag's list read
 * for a viewer who mutes words. A muted word may hide nearly every post ('e'), and a page then
 * read posts until enough passed: the whole table, 0.5 to 1.6 s a page on the million-post
 * seed, a reader thread (or a connection) held all the while. Read from this window, a page
 * may be short, even empty, and still have more: it then ends at the window's oldest post.
 */
export const MUTED_WORDS_WINDOW = 5_000;

export type ListedPosts = {
  rows: PostRow[];
  /** Where a windowed page's reading stopped (`windowFloor`): the next page starts below. */
  readTo?: string;
};

/**
 * Where a window that reaches back to `oldest` starts: the lowest id of its millisecond. The
 * window's end becomes the next page's cursor, which the viewer holds, and `oldest` may be a
 * post they may not see; the millisecond's floor is nobody's id.
 */
export const windowFloor = (oldest: string) => {
  const moment = momentOfId(oldest);
  return moment === undefined ? oldest : lowestIdAt(moment);
};

/**
 * Newest first, keyset on the time-ordered id; with a search, most relevant first, then
 * newest, paged by offset (relevance is no stable key to resume from).
 */
export async function listPosts(
  db: Db,
  kind: DbKind,
  viewer: { userId: string; mutesWords: boolean },
  filters: PostFilters,
  page: { limit: number; offset: number },
): Promise<ListedPosts> {
  const viewerId = viewer.userId;
  const shape = filterShape(viewerId, filters);
  const values = { viewerId, author: filters.author ?? '', tag: filters.tag ?? '' };
  if (filters.search)
    return { rows: await searchPosts(db, kind, shape, values, filters.search, page) };

  const before = Boolean(filters.beforeId);
  const beforeId = filters.beforeId ?? '';
  // Lists of one author's posts end soon enough whatever the viewer mutes.
  const [oldest] =
    viewer.mutesWords && !shape.byAuthor
      ? await windowStart(
          db,
          kind,
          { tagged: shape.tagged, before },
          {
            tag: values.tag,
            beforeId,
            skip: MUTED_WORDS_WINDOW - 1,
          },
        )
      : [];
  const readTo = oldest && windowFloor(oldest.id);
  const rows = await timeline(
    db,
    kind,
    { ...shape, before, after: Boolean(readTo) },
    {
      ...values,
      beforeId,
      afterId: readTo ?? '',
      limit: page.limit + 1,
      offset: page.offset,
    },
  );
  return readTo ? { rows, readTo } : { rows };
}

/** The `skip + 1`-th newest post before the cursor (of a tag's, with one), seen or not. */
const windowStart = preparedQuery(
  (
    db,
    shape: { tagged: boolean; before: boolean },
    values: { tag: string; beforeId: string; skip: number },
  ) => {
    if (shape.tagged) {
      let tagged = db
        .selectFrom('post_tags')
        .select('post_tags.post_id as id')
        .where('post_tags.tag', '=', values.tag);
      if (shape.before) tagged = tagged.where('post_tags.post_id', '<', values.beforeId);
      return tagged.orderBy('post_tags.post_id', 'desc').limit(1).offset(values.skip);
    }
    let all = db.selectFrom('posts').select('posts.id');
    if (shape.before) all = all.where('posts.id', '<', values.beforeId);
    return all.orderBy('posts.id', 'desc').limit(1).offset(values.skip);
  },
);

/**
 * The Everyone feed (and lists narrowed by both author and Following): the hottest query
 * there is, so its SQL is built once per shape. The Following feed and profiles, which
 * carry reposts, are feed.repository.ts's.
 */
const timeline = preparedQuery(
  (
    db,
    shape: FilterShape & { before: boolean; after: boolean },
    values: FilterValues & {
      beforeId: string;
      afterId: string;
      limit: number;
      offset: number;
    },
  ) => {
    let query = filteredPosts(db, shape, values);
    // A tag's page walks post_tags (tag, post_id) newest first: ordering by that index's
    // column lets the planner stop at a page instead of reading every post for a rare tag.
    const key = sql.ref<string>(shape.tagged ? 'post_tags.post_id' : 'posts.id');
    if (shape.before) query = query.where(key, '<', values.beforeId);
    if (shape.after) query = query.where(key, '>=', values.afterId);
    return query.orderBy(key, 'desc').limit(values.limit).offset(values.offset);
  },
  { inlinedOnPostgres: ['limit', 'offset'] },
);

async function searchPosts(
  db: Db,
  kind: DbKind,
  shape: FilterShape,
  values: FilterValues,
  text: string,
  page: { limit: number; offset: number },
): Promise<PostRow[]> {
  const windows = kind === 'postgres' ? await searchWindowsOf(db) : undefined;
  const search = postSearch(kind, text, windows);
  if (kind === 'postgres' && search.ranked) {
    const ranked = await rankedMatches(db, search.ranked, search.where);
    if (!ranked) return [];
    return rankedPage(db, kind, shape, {
      ...values,
      ranked,
      limit: page.limit + 1,
      offset: page.offset,
    });
  }
  let query = filteredPosts(db, shape, values);
  for (const condition of search.where) query = query.where(condition);
  // Pages in the order the matches were ranked, so that only as many are checked for the
  // viewer as the page needs.
  const ranked = search.ranked
    ? query
        .innerJoin(search.ranked.as('ranked'), (join) =>
          join.on(sql<boolean>`ranked.id = posts.id`),
        )
        .orderBy(sql`ranked.score`, 'desc')
        .orderBy(sql`ranked.id`, 'desc')
    : query.orderBy('posts.id', 'desc');
  return ranked
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
}

/**
 * PostgreSQL: a search's matches, best first, as a JSON array of ids (`id-lists.ts`), or
 * undefined when nothing matched; the page is then read by `rankedPage`. Both are named
 * statements, planned once per connection once PostgreSQL finds the generic plan as cheap
 * (the page, whose list of ids has no length it can know, still gets a plan for its values
 * in about two runs of three). Since migration 0032 every step of the search is one scan of
 * the index of pieces, gated by what the steps before found, so its plan no longer hangs on
 * the words: the mix's 1,500 ranking statements on the 100,000-post seed gave the same
 * answers named as planned per run, in 8.8 ms on average against 11.6 (planning took 3.5
 * ms alone, 6 to 10 under the mixed load). Its SQL varies with the number of words and
 * tags, so a bounded family of texts is named (`SEARCH_STATEMENTS`).
 */
async function rankedMatches(
  db: Db,
  ranked: RawBuilder<unknown>,
  conditions: RawBuilder<boolean>[],
): Promise<string | undefined> {
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const query = sql<{
    ids: string | null;
  }>`select cast(json_agg(posts.id order by posts.score desc, posts.id desc) as text) as ids from ${ranked} as posts ${where}`.compile(
    db,
  );
  planOnceOnPostgres(query.sql, SEARCH_STATEMENTS);
  const { rows } = await db.executeQuery(query);
  return rows[0]?.ids ?? undefined;
}

/**
 * The mix's searches, of one and two words, make five texts; the bound leaves room for longer
 * and tagged ones.
 */
const SEARCH_STATEMENTS = { name: 'search', most: 32 };

/**
 * The page of a search's ranked matches the viewer may see, in their order: the ranking is
 * walked from its best and the page stops once full, so only as many are checked as it needs.
 */
const rankedPage = preparedQuery(
  (
    db,
    shape: FilterShape,
    values: FilterValues & { ranked: string; limit: number; offset: number },
  ) =>
    filteredPosts(db, shape, values)
      .innerJoin(rankedIdsOf(values.ranked).as('ranked'), (join) =>
        join.onRef('ranked.id', '=', 'posts.id'),
      )
      .orderBy(sql`ranked.rank`)
      .limit(values.limit)
      .offset(values.offset),
  { inlinedOnPostgres: ['limit', 'offset'] },
);

/**
 * Where PostgreSQL's search windows start (db/search.ts), looked up at most once a minute:
 * three walks of the primary key, about 6 ms. Any values give the same answers, so stale ones
 * only cost time.
 */
const searchWindows = new WeakMap<Db, { windows: Promise<SearchWindows>; at: number }>();
function searchWindowsOf(db: Db): Promise<SearchWindows> {
  const kept = searchWindows.get(db);
  if (kept && Date.now() - kept.at < 60_000) return kept.windows;
  const startOf = (posts: number) =>
    db
      .selectFrom('posts')
      .select(searchTimeBucket(sql.ref('id')).as('time'))
      .orderBy('id', 'desc')
      .offset(posts)
      .limit(1);
  const windows = db
    .selectNoFrom((eb) => [
      eb.fn.coalesce(startOf(SEARCH_WINDOWS.near), eb.val('')).as('near'),
      eb.fn.coalesce(startOf(SEARCH_WINDOWS.middle), eb.val('')).as('middle'),
      eb.fn.coalesce(startOf(SEARCH_WINDOWS.recent), eb.val('')).as('recent'),
    ])
    .executeTakeFirstOrThrow();
  searchWindows.set(db, { windows, at: Date.now() });
  // A failed look-up is not kept: the next search asks again.
  windows.catch(() => searchWindows.delete(db));
  return windows;
}

export async function findVisiblePost(
  db: Db,
  viewerId: string,
  postId: string,
): Promise<PostRow | undefined> {
  const [row] = await visiblePost(db, kindOf(db), {}, { viewerId, postId });
  return row;
}

// Behind every post page, comment list, reaction and comment: its SQL is built once.
const visiblePost = preparedQuery(
  (db, _shape: Record<string, never>, values: { viewerId: string; postId: string }) =>
    selectVisiblePosts(db, values.viewerId).where('posts.id', '=', values.postId),
);

/** The bare row, for ownership checks; callers decide what the viewer may learn of it. */
export async function findPostOwner(db: Db, postId: string) {
  return db
    .selectFrom('posts')
    .select(['id', 'author_id', 'visibility'])
    .where('id', '=', postId)
    .executeTakeFirst();
}

/** A new post's own values; its counts, marks and the rest start from their defaults. */
export type NewPostValues = Pick<
  Selectable<PostsTable>,
  'id' | 'author_id' | 'content' | 'visibility' | 'anonymous_from_start' | 'created_at'
> & { updated_at: string };

/**
 * A new post's row as its author reads it once written, with no database to ask: the
 * defaults of every column it was not given, and nothing marked or commented on yet.
 */
export function newPostAsWritten(
  post: NewPostValues,
  author: { name: string; username: string; profilePic: string },
): PostRow {
  return {
    ...post,
    edited: 0,
    likes_count: 0,
    hugs_count: 0,
    shares_count: 0,
    comments_count: 0,
    media_count: 0,
    author_name: author.name,
    author_username: author.username,
    author_profile_pic: author.profilePic,
    ...nothingMarked,
  };
}

/**
 * Writes a new post, counts it to its author when it is under their name, and answers it as
 * its author sees it. PostgreSQL does all three in one statement (each is a round trip, and
 * a new post's transaction holds the author's row); SQLite runs them one after another.
 */
export async function insertNewPost(db: Db, post: NewPostValues, named: boolean): Promise<PostRow> {
  if (kindOf(db) === 'sqlite') {
    await db.insertInto('posts').values(post).execute();
    if (named) await adjustPostsCount(db, post.author_id, 1);
    const [row] = await visiblePost(
      db,
      'sqlite',
      {},
      { viewerId: post.author_id, postId: post.id },
    );
    if (!row) throw new Error('a post just written is not visible to its author');
    return row;
  }
  let query = db.with('inserted', (qb) => qb.insertInto('posts').values(post).returningAll());
  if (named) {
    query = query.with('counted', (qb) =>
      qb
        .updateTable('users')
        .set((eb) => ({ posts_count: eb('posts_count', '+', 1) }))
        .where('id', '=', post.author_id)
        .returning('id'),
    ) as unknown as typeof query;
  }
  // Nothing is marked on a post just written, and nobody has commented on it yet.
  return query
    .selectFrom('inserted')
    .innerJoin('users as author', 'author.id', 'inserted.author_id')
    .selectAll('inserted')
    .select(authorColumns)
    .select([
      sql<boolean>`false`.as('liked'),
      sql<boolean>`false`.as('hugged'),
      sql<boolean>`false`.as('shared'),
      sql<boolean>`false`.as('saved'),
      sql<number>`0`.as('hidden_comments'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * PostgreSQL: a new post in one statement with its Idempotency-Key (`claimWithAnswer`): the
 * key claimed, then the post, its tags and its author's count, each written only if the key
 * was (`from claimed`). Nothing is read back: the caller knew the answer before. Answers
 * whether it wrote. Its SQL is built and planned once: a statement of this size took 0.15 ms
 * to plan against 0.33 to run.
 */
export async function insertNewPostWithKey(
  db: Db,
  post: NewPostValues,
  tags: readonly string[],
  claim: ClaimValues | undefined,
): Promise<boolean> {
  const named = post.anonymous_from_start === 0;
  const values = {
    ...post,
    // An anonymous post is a person of its own for trending (record 0012).
    tag_person: named ? post.author_id : `post:${post.id}`,
    tags: JSON.stringify(tags),
    ...(claim ?? unclaimed),
  };
  const rows = await newPostStatement(db, 'postgres', { named, keyed: Boolean(claim) }, values);
  return rows.length > 0;
}

const newPostStatement = preparedQuery(
  (
    db,
    shape: { named: boolean; keyed: boolean },
    values: NewPostValues & ClaimValues & { tag_person: string; tags: string },
  ) => {
    let query = withClaimedKey(db, shape.keyed, values).with('inserted', (qb) =>
      qb
        .insertInto('posts')
        .columns([
          'id',
          'author_id',
          'content',
          'visibility',
          'anonymous_from_start',
          'created_at',
          'updated_at',
        ])
        .expression((eb) =>
          eb.selectFrom('claimed').select([
            sql.val(values.id).as('id'),
            sql.val(values.author_id).as('author_id'),
            sql.val(values.content).as('content'),
            sql.val(values.visibility).as('visibility'),
            // A bare parameter in a select list is text to PostgreSQL.
            sql<number>`cast(${values.anonymous_from_start} as integer)`.as('anonymous'),
            sql.val(values.created_at).as('created_at'),
            sql.val(values.updated_at).as('updated_at'),
          ]),
        )
        .returning('id'),
    );
    query = query.with('tagged', (qb) =>
      qb
        .insertInto('post_tags')
        .columns(['post_id', 'tag', 'person', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom([
              'inserted',
              sql<{ tag: string }>`json_array_elements_text(cast(${values.tags} as json))`.as(
                'tag',
              ),
            ])
            .select([
              'inserted.id',
              sql.ref<string>('tag').as('tag'),
              sql.val(values.tag_person).as('person'),
              sql.val(values.created_at).as('created_at'),
            ]),
        ),
    ) as unknown as typeof query;
    if (shape.named) {
      query = query.with('counted', (qb) =>
        qb
          .updateTable('users')
          .set((eb) => ({ posts_count: eb('posts_count', '+', 1) }))
          .where('id', '=', values.author_id)
          .where((eb) => eb.exists(eb.selectFrom('inserted').select('inserted.id')))
          .returning('id'),
      ) as unknown as typeof query;
    }
    return query.selectFrom('claimed').select('one');
  },
);

export async function updatePost(
  db: Db,
  postId: string,
  changes: Pick<Updateable<PostsTable>, 'content' | 'visibility' | 'edited' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('posts').set(changes).where('id', '=', postId).execute();
}

/** Deletes the chosen posts (their comments, reactions, tags… go by cascade); answers their ids. */
export async function deletePostRows(trx: Db, posts: ChosenPosts): Promise<string[]> {
  const rows = trx.deleteFrom('posts').returning('id');
  if ('authorId' in posts)
    return (await rows.where('author_id', '=', posts.authorId).execute()).map((r) => r.id);
  if (posts.ids.length === 0) return [];
  return (await rows.where('id', 'in', posts.ids).execute()).map((r) => r.id);
}

/**
 * PostgreSQL: holds the author's own post for the rest of the transaction, before their edit
 * or deletion reads it. Two of them on one post then run one after the other, the second
 * reading what the first left: a second deletion finds the post gone (404) instead of taking
 * one more from the author's count, and an edit never writes tags for a post deleted under
 * it. Anyone else's request holds nothing (it is refused next), so it cannot stall the
 * post's reactions and comments. SQLite runs one write transaction at a time.
 */
export async function holdOwnPost(trx: Db, authorId: string, postId: string): Promise<void> {
  if (kindOf(trx) === 'sqlite') return;
  await trx
    .selectFrom('posts')
    .select('id')
    .where('id', '=', postId)
    .where('author_id', '=', authorId)
    .forUpdate()
    .execute();
}

/** The author's count of posts under their name; anonymous posts never enter it. */
export async function adjustPostsCount(db: Db, userId: string, delta: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ posts_count: eb('posts_count', '+', delta) }))
    .where('id', '=', userId)
    .execute();
}

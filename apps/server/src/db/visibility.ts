import { type Expression, type ExpressionBuilder, type QueryCreator, sql } from 'kysely';
import { foldedCaseFor } from './case-folding';
import type { DbKind } from './database';
import type { Database } from './schema';

type PostsWithAuthor = Database & { author: Database['users'] };
type CommentsWithCommenter = Database & { commenter: Database['users'] };

/**
 * Who is looking: an account's id, or a column of viewers when one query decides for many
 * at once (the realtime audience), so that both go through the very same rules.
 */
export type Viewer = string | Expression<string>;

/** Whether a block stands between the viewer and `userColumn`, in either direction. */
export function blockedEitherWay<DB extends Database, TB extends keyof DB & string>(
  eb: ExpressionBuilder<DB, TB>,
  viewerId: Viewer,
  userColumn: string,
) {
  const other = sql.ref(userColumn);
  return eb.exists(
    sql`(select 1 from blocks where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${other}) or (blocks.blocker_id = ${other} and blocks.blocked_id = ${viewerId}))`,
  );
}

/**
 * The ids a block stands between the viewer and, in either direction, as a subquery: for
 * counting the few people excluded rather than checking every account against the blocks.
 */
export function idsBlockedEitherWay(viewerId: string, { withViewer = false } = {}) {
  // The viewer joins the list inside the subquery: an OR beside it makes SQLite scan.
  const viewer = withViewer ? sql` union select cast(${viewerId} as text)` : sql``;
  return sql<string>`(select blocked_id from blocks where blocker_id = ${viewerId} union select blocker_id from blocks where blocked_id = ${viewerId}${viewer})`;
}

/**
 * How many of a post's comments the viewer cannot see because of who wrote them: named
 * comments by someone a block stands between, or whom the viewer muted. The post's kept
 * count minus these is the total the viewer is shown, so it agrees with the thread (the
 * words they muted aside, which would mean reading every comment). Anonymous comments
 * always count, as they always show (rule 3).
 */
export function hiddenCommentsOn(viewerId: Viewer, postColumn: string) {
  return sql<
    number | string
  >`(select count(*) from comments hidden where hidden.post_id = ${sql.ref(postColumn)} and ${hiddenFrom(viewerId, 'hidden')})`;
}

/**
 * How many replies to a comment the viewer cannot see, by the same rule as the post's
 * total: its kept reply count less these is what opening the replies shows. Read only for
 * comments that have replies; `comments` is the table's name or alias in the query.
 */
export function hiddenRepliesTo(viewerId: Viewer, comments: string) {
  const [id, replies] = [sql.ref(`${comments}.id`), sql.ref(`${comments}.reply_count`)];
  return sql<
    number | string
  >`(case when ${replies} = 0 then 0 else (select count(*) from comments hidden where hidden.parent_id = ${id} and ${hiddenFrom(viewerId, 'hidden')}) end)`;
}

/** A comment (as `alias`) hidden from the viewer by who wrote it: named, by someone blocked either way or muted. */
function hiddenFrom(viewerId: Viewer, alias: string) {
  const hiddenAuthors = sql`(select blocked_id from blocks where blocker_id = ${viewerId} union select blocker_id from blocks where blocked_id = ${viewerId} union select muted_id from mutes where muter_id = ${viewerId})`;
  const at = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<boolean>`${at('author_id')} in ${hiddenAuthors} and ${at('visibility')} = 'public' and ${at('deleted')} = 0`;
}

/** Whether the viewer's follow of `userColumn` has been accepted. */
export function followsAccepted(viewerId: Viewer, userColumn: string) {
  return sql<boolean>`exists (select 1 from follows where follows.follower_id = ${viewerId} and follows.followee_id = ${sql.ref(userColumn)} and follows.status = 'accepted')`;
}

/**
 * Which posts a viewer may see, as a WHERE clause over `posts` joined with its `author`.
 * Every read of posts and comments goes through this one rule.
 * - Anonymous posts reach everyone alike, whatever their author's settings or blocks: a
 *   difference would fingerprint the author (rules 2, 3; SECURITY N8).
 * - Identified posts reach their author; others only without a block either way (rule 6)
 *   and, for a private account, only accepted followers (rule 5).
 * - A suspended account's named posts are hidden; anonymous posts stay whatever happens to
 *   the account behind them (suspension, deletion), or their disappearance would name it
 *   (rules 13, 14).
 */
export function postVisibleTo(viewerId: Viewer) {
  return (eb: ExpressionBuilder<PostsWithAuthor, 'posts' | 'author'>) =>
    eb.or([
      eb('posts.visibility', '=', 'private'),
      namedActivityVisible(eb, viewerId, {
        id: 'posts.author_id',
        status: 'author.status',
        isPrivate: 'author.is_private',
      }),
    ]);
}

/**
 * Whether what an account does under its name (its named posts, its shares) reaches the
 * viewer, over the columns of its `users` row: the account is active, and it is the viewer,
 * or no block stands between them (rule 6) and it is public or followed (rule 5).
 */
export function namedActivityVisible<DB extends Database, TB extends keyof DB & string>(
  eb: ExpressionBuilder<DB, TB>,
  viewerId: Viewer,
  account: { id: string; status: string; isPrivate: string },
) {
  return eb.and([
    eb(sql.ref(account.status), '=', 'active'),
    eb.or([
      eb(sql.ref(account.id), '=', viewerId),
      eb.and([
        eb.not(blockedEitherWay(eb, viewerId, account.id)),
        eb.or([eb(sql.ref(account.isPrivate), '=', 0), followsAccepted(viewerId, account.id)]),
      ]),
    ]),
  ]);
}

/**
 * Which comments a viewer may see on a post they may see, over `comments` joined with its
 * `commenter`: anonymous comments and '[deleted]' placeholders always (rule 3); named ones while their writer is active
 * (a suspended or deleted account's anonymous comments stay: rules 13, 14) and no block
 * stands between writer and viewer.
 */
export function commentVisibleTo(viewerId: Viewer) {
  return (eb: ExpressionBuilder<CommentsWithCommenter, 'comments' | 'commenter'>) =>
    eb.or([
      eb('comments.visibility', '=', 'private'),
      // A '[deleted]' placeholder names nobody, and holds its replies' place for everyone.
      eb('comments.deleted', '=', 1),
      namedCommentVisible(eb, viewerId, { id: 'comments.author_id', status: 'commenter.status' }),
    ]);
}

/**
 * Whether a named comment by an account reaches the viewer, over the columns of its `users`
 * row: the account is active, and it is the viewer or no block stands between them.
 */
export function namedCommentVisible<DB extends Database, TB extends keyof DB & string>(
  eb: ExpressionBuilder<DB, TB>,
  viewerId: Viewer,
  writer: { id: string; status: string },
) {
  return eb.and([
    eb(sql.ref(writer.status), '=', 'active'),
    eb.or([
      eb(sql.ref(writer.id), '=', viewerId),
      eb.not(blockedEitherWay(eb, viewerId, writer.id)),
    ]),
  ]);
}

/** The authors of the viewer's Following lists: the people they follow, and themselves. */
export function followedAuthors(db: QueryCreator<Database>, viewerId: string) {
  return db
    .selectFrom('follows')
    .select('follows.followee_id as author_id')
    .where('follows.follower_id', '=', viewerId)
    .where('follows.status', '=', 'accepted')
    .unionAll(db.selectNoFrom(sql<string>`cast(${viewerId} as text)`.as('author_id')));
}

/**
 * The Following lists' posts: named posts of `followedAuthors`. Nothing selected by who the
 * author is may show anonymous posts (rule 2).
 */
export function followedNamedPosts(db: QueryCreator<Database>, viewerId: string) {
  return (eb: ExpressionBuilder<PostsWithAuthor, 'posts' | 'author'>) =>
    eb.and([
      eb('posts.visibility', '=', 'public'),
      eb('posts.author_id', 'in', followedAuthors(db, viewerId)),
    ]);
}

/**
 * What the viewer muted, for lists (feeds, search, profiles, threads): named writing by people
 * they muted, and anything, anonymous or not, containing a word they muted. A muted person's
 * anonymous writing stays: hiding it would tell the viewer who wrote it.
 */
export function notMutedFor(kind: DbKind, viewerId: string, table: 'posts' | 'comments') {
  const author = sql.ref(`${table}.author_id`);
  const visibility = sql.ref(`${table}.visibility`);
  return sql<boolean>`not (
    (${visibility} = 'public' and exists (select 1 from mutes where mutes.muter_id = ${viewerId} and mutes.muted_id = ${author}))
    or ${containsMutedWord(kind, viewerId, table)}
  )`;
}

/** Whether the writing in `table` (a name or an alias) contains a word the viewer muted. */
export function containsMutedWord(kind: DbKind, viewerId: string, table: string) {
  const content = foldedCaseFor(kind, sql.ref(`${table}.content`), sql.ref('mw.pattern'));
  return sql<boolean>`exists (select 1 from muted_words mw where mw.user_id = ${viewerId} and ${content} like mw.pattern escape '\\')`;
}

import { mentionedUsernames, type UserSummary } from '@app/contract';
import { sql } from 'kysely';
import { toUserSummary } from '../views/user.view';
import { type Db, kindOf } from './database';
import { findMentionableAccounts, type PostText, postEntityRows } from './text-entity-rows';
import { blockedEitherWay, postVisibleTo } from './visibility';

/**
 * Tags and mentions, written with the text (PRODUCT.md §8). Posts and comments both write
 * them, so they live here rather than in either feature.
 */

/**
 * The accounts a text mentions that exist, by name; held on PostgreSQL until the write
 * commits, so that one being deleted is waited for and left out.
 */
const mentionableIn = (db: Db, text: string) =>
  findMentionableAccounts(db, mentionedUsernames(text), { hold: kindOf(db) === 'postgres' });

/**
 * Replaces a post's tags and mentions with its text's; answers who is newly mentioned (for
 * notifications: an edit does not notify again those already mentioned). A post just
 * written has none to replace, which spares it two statements.
 */
export async function writePostEntities(
  db: Db,
  post: PostText,
  written: 'new' | 'edited',
): Promise<string[]> {
  const before = written === 'new' ? [] : await removePostEntities(db, post.id);
  const accounts = await mentionableIn(db, post.content);
  const rows = postEntityRows(post, accounts);
  if (rows.tags.length > 0) await db.insertInto('post_tags').values(rows.tags).execute();
  if (rows.mentions.length > 0)
    await db.insertInto('post_mentions').values(rows.mentions).execute();
  const known = new Set(before.map((r) => r.user_id));
  return rows.mentions.map((r) => r.user_id).filter((id) => !known.has(id));
}

/** Takes a post's tags and mentions away; answers whom it mentioned. */
async function removePostEntities(db: Db, postId: string): Promise<{ user_id: string }[]> {
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute();
  return db
    .deleteFrom('post_mentions')
    .where('post_id', '=', postId)
    .returning('user_id')
    .execute();
}

/** A comment's mentions (comments are not edited); answers who is mentioned. */
export async function writeCommentMentions(
  db: Db,
  comment: { id: string; content: string },
): Promise<string[]> {
  const accounts = await mentionableIn(db, comment.content);
  const ids = [...accounts.values()];
  if (ids.length > 0) {
    await db
      .insertInto('comment_mentions')
      .values(ids.map((user_id) => ({ comment_id: comment.id, user_id })))
      .execute();
  }
  return ids;
}

export type MentionsByItem = Map<string, UserSummary[]>;
type Item = { id: string; content: string };

/** The order the text names them in, so that the answer does not depend on the rows' order. */
function inTextOrder(
  items: Item[],
  rows: ({ item_id: string } & UserRowColumns)[],
): MentionsByItem {
  const out: MentionsByItem = new Map();
  for (const item of items) {
    const names = mentionedUsernames(item.content);
    const found = rows.filter((r) => r.item_id === item.id);
    const ordered = names.flatMap((name) => found.filter((r) => r.username.toLowerCase() === name));
    out.set(item.id, ordered.map(toUserSummary));
  }
  return out;
}
type UserRowColumns = { id: string; name: string; username: string; profile_pic: string };

const itemKey = { post: 'post_id', comment: 'comment_id' } as const;

/** The active accounts mentioned, with the columns a summary shows; `m` is the mentions table. */
function mentionedAccounts(db: Db, kind: 'post' | 'comment') {
  // Both tables have the same shape but for the item's column, chosen by `itemKey`.
  const table = `${kind}_mentions as m` as 'post_mentions as m';
  return db
    .selectFrom(table)
    .innerJoin('users', 'users.id', 'm.user_id')
    .select(['users.id', 'users.name', 'users.username', 'users.profile_pic'])
    .where('users.status', '=', 'active');
}

/**
 * The mentioned accounts the viewer may see, for a page of posts or comments in one query:
 * active, and no block between them and the viewer (either way). Items whose text names
 * nobody cost nothing.
 */
export async function mentionsFor(
  db: Db,
  viewerId: string,
  kind: 'post' | 'comment',
  items: readonly Item[],
): Promise<MentionsByItem> {
  const named = items.filter((item) => mentionedUsernames(item.content).length > 0);
  if (named.length === 0) return new Map();
  const rows = await mentionedAccounts(db, kind)
    .select(sql.ref<string>(`m.${itemKey[kind]}`).as('item_id'))
    .where(
      sql.ref(`m.${itemKey[kind]}`),
      'in',
      named.map((item) => item.id),
    )
    .where((eb) => eb.not(blockedEitherWay(eb, viewerId, 'users.id')))
    .execute();
  return inTextOrder(named, rows);
}

/**
 * One item's mentions for each of many viewers (a realtime event's audience), in two
 * queries whatever their number: the mentioned accounts, then the blocks among them.
 */
export async function mentionsForViewers(
  db: Db,
  kind: 'post' | 'comment',
  item: Item,
  viewers: string[],
): Promise<(viewerId: string) => UserSummary[]> {
  if (mentionedUsernames(item.content).length === 0 || viewers.length === 0) return () => [];
  const rows = await mentionedAccounts(db, kind)
    .where(sql.ref(`m.${itemKey[kind]}`), '=', item.id)
    .execute();
  if (rows.length === 0) return () => [];
  const mentioned = rows.map((r) => r.id);
  const blocks = await db
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', 'in', viewers), eb('blocked_id', 'in', mentioned)]),
        eb.and([eb('blocker_id', 'in', mentioned), eb('blocked_id', 'in', viewers)]),
      ]),
    )
    .execute();
  const apart = new Set(
    blocks.flatMap((b) => [`${b.blocker_id}|${b.blocked_id}`, `${b.blocked_id}|${b.blocker_id}`]),
  );
  const all =
    inTextOrder(
      [item],
      rows.map((r) => ({ ...r, item_id: item.id })),
    ).get(item.id) ?? [];
  return (viewerId) => all.filter((user) => !apart.has(`${viewerId}|${user._id}`));
}

/**
 * Which of these accounts may see the post (a private account's follower, say): a mention
 * notifies only them, or its excerpt would show the post to someone it is hidden from.
 */
export async function whoMaySeePost(db: Db, postId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as reader')
    .innerJoin('posts', (join) => join.on('posts.id', '=', postId))
    .innerJoin('users as author', 'author.id', 'posts.author_id')
    .select('reader.id')
    .where('reader.id', 'in', userIds)
    .where(postVisibleTo(sql.ref<string>('reader.id')))
    .execute();
  return rows.map((r) => r.id);
}

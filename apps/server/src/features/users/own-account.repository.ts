import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { holdAccounts } from './relations.repository';

/**
 * Holds the account's row and those of everyone whose follow counts its deletion moves, in
 * id order, before anything else (PostgreSQL). A write on a follow takes its two people's
 * rows in that order too (`holdPair`), so neither can hold one row the other waits for while
 * waiting for one the other holds: the deletion moving the count of someone it follows, then
 * deleting its own row, deadlocked with that person removing it as a follower. A stronger
 * lock than `holdAccounts`' would deadlock too: a reaction to the account's post holds that
 * post's row and then refers to the account to tell it, while the deletion will delete
 * that post.
 */
export function holdAccountAndFollows(trx: Db, userId: string): Promise<void> {
  return holdAccounts(trx, (eb) =>
    eb.or([
      eb('id', '=', userId),
      eb(
        'id',
        'in',
        eb
          .selectFrom('follows')
          .select('followee_id')
          .where('follower_id', '=', userId)
          .where('status', '=', 'accepted'),
      ),
      eb(
        'id',
        'in',
        eb
          .selectFrom('follows')
          .select('follower_id')
          .where('followee_id', '=', userId)
          .where('status', '=', 'accepted'),
      ),
    ]),
  );
}

/**
 * Before an account goes, takes its marks off everyone else's counts, so that counts keep
 * equal to their rows: its reactions and comments on others' posts, its reactions on others'
 * comments, and its follows both ways. Its own comments go with it (cascade); its posts are
 * deleted before it, with their images (posts' deletePosts).
 */
export async function detachAccount(db: Db, userId: string): Promise<void> {
  for (const [kind, column] of [
    ['like', 'likes_count'],
    ['hug', 'hugs_count'],
    ['share', 'shares_count'],
  ] as const) {
    await sql`update posts set ${sql.ref(column)} = ${sql.ref(column)} - (select count(*) from post_reactions r where r.post_id = posts.id and r.user_id = ${userId} and r.kind = ${kind}) where posts.id in (select post_id from post_reactions where user_id = ${userId} and kind = ${kind})`.execute(
      db,
    );
  }
  await sql`update posts set comments_count = comments_count - (select count(*) from comments c where c.post_id = posts.id and c.author_id = ${userId}) where posts.id in (select post_id from comments where author_id = ${userId})`.execute(
    db,
  );
  for (const [kind, column] of [
    ['like', 'likes_count'],
    ['hug', 'hugs_count'],
  ] as const) {
    await sql`update comments set ${sql.ref(column)} = ${sql.ref(column)} - (select count(*) from comment_reactions r where r.comment_id = comments.id and r.user_id = ${userId} and r.kind = ${kind}) where comments.id in (select comment_id from comment_reactions where user_id = ${userId} and kind = ${kind})`.execute(
      db,
    );
  }
  await sql`update users set followers_count = followers_count - 1 where id in (select followee_id from follows where follower_id = ${userId} and status = 'accepted')`.execute(
    db,
  );
  await sql`update users set following_count = following_count - 1 where id in (select follower_id from follows where followee_id = ${userId} and status = 'accepted')`.execute(
    db,
  );
}

/**
 * The account's named comments in threads it does not own (its named posts' threads go with
 * them), replies before the comments they answer: newest first, as ids are time-ordered.
 */
export async function findNamedCommentsInOthersThreads(trx: Db, userId: string) {
  const rows = await trx
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select('comments.id')
    .where('comments.author_id', '=', userId)
    .where('comments.visibility', '=', 'public')
    .where('comments.deleted', '=', 0)
    .where('posts.author_id', '!=', userId)
    .orderBy('comments.id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/** The account's '[deleted]' placeholders, kept for the replies under them. */
export async function findOwnPlaceholders(trx: Db, userId: string) {
  const rows = await trx
    .selectFrom('comments')
    .select('id')
    .where('author_id', '=', userId)
    .where('deleted', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

export async function giveComments(trx: Db, commentIds: string[], holder: string) {
  await trx
    .updateTable('comments')
    .set({ author_id: holder })
    .where('id', 'in', commentIds)
    .execute();
}

export async function findPasswordHash(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .select(['password_hash', 'profile_pic'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row;
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

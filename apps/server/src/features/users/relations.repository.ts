import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type Db, kindOf } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Holds two people's rows until the transaction ends (PostgreSQL; SQLite writes one at a
 * time), always in the same order. Every write on a follow between them (a follow, an
 * unfollow, a follower removed, a request answered) and a block between them take it first;
 * the deletion of either account and a turn to public write one of the rows, so they queue
 * on it too. They run one after another, each seeing what the other did. Otherwise a follow
 * read before a block committed could land after it, a request could stay pending after its
 * account accepted every request, and a request answered as its asker's account went
 * deadlocked with that deletion. These writes take the rows anyway, for the counts; holding
 * them first costs nothing more.
 */
export function holdPair(trx: Db, oneId: string, otherId: string): Promise<void> {
  return holdAccounts(trx, (eb) => eb('id', 'in', [oneId, otherId]));
}

/**
 * Holds the accounts `which` picks until the transaction ends (PostgreSQL), in id order and
 * `FOR NO KEY UPDATE`: the one order and mode every hold on accounts uses, so no two of them
 * can wait on each other. The mode leaves references to the accounts free (a new post, a
 * notice, a reaction refer to them).
 */
export async function holdAccounts(
  trx: Db,
  which: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>,
): Promise<void> {
  if (kindOf(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where(which).orderBy('id').forNoKeyUpdate().execute();
}

export async function findFollowStatus(db: Db, followerId: string, followeeId: string) {
  const row = await db
    .selectFrom('follows')
    .select('status')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row?.status;
}

/** Inserts the follow unless one exists; true when this call created it. */
export async function insertFollow(
  db: Db,
  followerId: string,
  followeeId: string,
  status: 'accepted' | 'pending',
  now: string,
) {
  const row = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, status, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('status')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the follow (or request); answers what it was, if anything. */
export async function deleteFollow(db: Db, followerId: string, followeeId: string) {
  const row = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .returning('status')
    .executeTakeFirst();
  return row?.status;
}

/** Accepts a pending request; true when one was pending. */
export async function acceptFollow(db: Db, followerId: string, followeeId: string) {
  const row = await db
    .updateTable('follows')
    .set({ status: 'accepted' })
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .where('status', '=', 'pending')
    .returning('follower_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Accepts every pending request to this account; answers who was accepted. */
export async function acceptAllRequests(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .updateTable('follows')
    .set({ status: 'accepted' })
    .where('followee_id', '=', ownerId)
    .where('status', '=', 'pending')
    .returning('follower_id')
    .execute();
  const followers = rows.map((r) => r.follower_id);
  if (followers.length > 0) {
    await db
      .updateTable('users')
      .set((eb) => ({ following_count: eb('following_count', '+', 1) }))
      .where('id', 'in', followers)
      .execute();
    await adjustCount(db, ownerId, 'followers_count', followers.length);
  }
  return followers;
}

async function adjustCount(
  db: Db,
  userId: string,
  column: 'followers_count' | 'following_count',
  delta: number,
) {
  await db
    .updateTable('users')
    .set({ [column]: sql`${sql.ref(column)} + ${delta}` })
    .where('id', '=', userId)
    .execute();
}

/** Keeps both people's counts equal to their accepted follows. */
export async function adjustFollowCounts(
  db: Db,
  followerId: string,
  followeeId: string,
  delta: 1 | -1,
) {
  await adjustCount(db, followerId, 'following_count', delta);
  await adjustCount(db, followeeId, 'followers_count', delta);
}

/** Whether an account exists, whatever its state or its blocks. */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function insertBlock(db: Db, blockerId: string, blockedId: string, now: string) {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string) {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

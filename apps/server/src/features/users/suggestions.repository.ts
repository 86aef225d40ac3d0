import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { idsBlockedEitherWay } from '../../db/visibility';
import { userColumns } from '../../views/user.view';
import { type UserRowFor, viewerRelations } from './users.repository';

/**
 * Bounds on the ranking's work, whatever the viewer's network: the newest followees it asks,
 * and the follows of theirs it counts. Past them the ranking is a sample, never a scan.
 */
const FOLLOWEES_READ = 500;
const FOLLOWS_COUNTED = 10_000;

/**
 * Whom the viewer is never suggested: themselves, anyone they follow or asked to follow, a
 * block either way, and anyone they muted.
 */
function suggestable(viewerId: string, column: string) {
  const id = sql.ref(column);
  return sql<boolean>`(${id} not in ${idsBlockedEitherWay(viewerId, { withViewer: true })}
    and ${id} not in (select followee_id from follows where follower_id = ${viewerId})
    and ${id} not in (select muted_id from mutes where muter_id = ${viewerId}))`;
}

/**
 * People to follow, in one statement: those the viewer's followees follow, by how many of
 * those followees do, then the most followed active accounts to fill. Each part stops at
 * `limit`; the popular part reads the (status, followers_count, id) index from its top.
 */
export async function listSuggestions(
  db: Db,
  viewerId: string,
  limit: number,
): Promise<UserRowFor[]> {
  const inactive = db
    .selectFrom('users')
    .select('users.id')
    .where('users.status', 'in', ['suspended', 'deleted']);
  const followees = db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', viewerId)
    .where('status', '=', 'accepted')
    .orderBy('created_at', 'desc')
    .limit(FOLLOWEES_READ);
  const theirFollows = db
    .selectFrom('follows')
    .select('followee_id as id')
    .where('follower_id', 'in', followees)
    .where('status', '=', 'accepted')
    .where(suggestable(viewerId, 'follows.followee_id'))
    // The few accounts that are not active, rather than each candidate's status.
    .where('followee_id', 'not in', inactive)
    .limit(FOLLOWS_COUNTED);
  // Ties go to the most followed, read by id: joined to `users`, SQLite chose to read the
  // (status, followers_count) index whole for each candidate (450 ms at 100,000 accounts).
  const followersOf = db
    .selectFrom('users')
    .select('users.followers_count')
    .where('users.id', '=', sql.ref<string>('theirs.id'));
  const byFollowees = db
    .selectFrom(theirFollows.as('theirs'))
    .select((eb) => ['theirs.id', eb.fn.countAll<number | string>().as('followees')])
    .groupBy('theirs.id')
    .orderBy('followees', 'desc')
    .orderBy(followersOf, 'desc')
    .orderBy('theirs.id', 'desc')
    .limit(limit);
  const popular = db
    .selectFrom('users')
    .select(['users.id', sql<number | string>`0`.as('followees')])
    .where('users.status', '=', 'active')
    .where(suggestable(viewerId, 'users.id'))
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit);
  // Someone in both parts keeps their count of followees. `limit` of each is enough: the
  // popular ones that repeat a ranked one are no more than the ranked ones.
  const candidates = db
    .selectFrom(
      db
        .selectFrom(byFollowees.as('ranked'))
        .selectAll()
        .unionAll(db.selectFrom(popular.as('filler')).selectAll())
        .as('both'),
    )
    .select((eb) => ['both.id', eb.fn.max('both.followees').as('followees')])
    .groupBy('both.id');
  // CROSS JOIN keeps SQLite's order: the few candidates outside, their accounts looked up by
  // id inside. Its planner cannot tell how few they are; as an inner join it read every
  // active account instead (21 ms at 100,000 accounts).
  return db
    .selectFrom(candidates.as('suggested'))
    .crossJoin('users')
    .whereRef('users.id', '=', 'suggested.id')
    .where('users.status', '=', 'active')
    .select(userColumns)
    .select(viewerRelations(viewerId))
    .orderBy('suggested.followees', 'desc')
    .orderBy('users.followers_count', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .execute();
}

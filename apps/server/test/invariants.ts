import { sql } from 'kysely';
import { describeTables } from '../scripts/backup';
import { type Db, kindOf } from '../src/db/database';

/**
 * A function that returns the number of rows of every data table, in one query: cheap
 * enough to run before and after each request of a fuzz test.
 */
export async function rowCounter(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = (await describeTables(db, kindOf(db))).map((t) => t.name);
  const query = sql<{ t: string; n: number | string }>`${sql.join(
    tables.map((name) => sql`select ${sql.lit(name)} as t, count(*) as n from ${sql.id(name)}`),
    sql` union all `,
  )}`;
  return async () => {
    const { rows } = await query.execute(db);
    return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
  };
}

/** Every kept count that disagrees with its rows; empty when the data is whole. */
export async function countMismatches(db: Db): Promise<unknown[]> {
  const posts = await sql`select id from posts where
    likes_count <> (select count(*) from post_reactions r where r.post_id = posts.id and r.kind = 'like') or
    hugs_count <> (select count(*) from post_reactions r where r.post_id = posts.id and r.kind = 'hug') or
    shares_count <> (select count(*) from post_reactions r where r.post_id = posts.id and r.kind = 'share') or
    comments_count <> (select count(*) from comments c where c.post_id = posts.id and c.deleted = 0)`.execute(
    db,
  );
  const comments = await sql`select id from comments where
    reply_count <> (select count(*) from comments c where c.parent_id = comments.id)`.execute(db);
  const reposts = await sql`select post_id from post_reactions r where r.kind = 'share' and
    not exists (select 1 from reposts where reposts.post_id = r.post_id and reposts.user_id = r.user_id)
    union all select post_id from reposts where not exists (select 1 from post_reactions r
    where r.post_id = reposts.post_id and r.user_id = reposts.user_id and r.kind = 'share')`.execute(
    db,
  );
  const users = await sql`select id from users where
    followers_count <> (select count(*) from follows f where f.followee_id = users.id and f.status = 'accepted') or
    following_count <> (select count(*) from follows f where f.follower_id = users.id and f.status = 'accepted') or
    posts_count <> (select count(*) from posts p where p.author_id = users.id and p.visibility = 'public')`.execute(
    db,
  );
  const people = await sql`select status from people_counts where
    total <> (select count(*) from users where users.status = people_counts.status)
    union all select distinct status from users
    where status not in (select status from people_counts)`.execute(db);
  return [...posts.rows, ...comments.rows, ...reposts.rows, ...users.rows, ...people.rows];
}

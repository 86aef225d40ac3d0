import { sql } from 'kysely';
import type { Db } from '../src/db/database';

/** Every kept count that disagrees with its rows; empty when the data is whole. */
export async function countMismatches(db: Db): Promise<unknown[]> {
  const posts = await sql`select id from posts where
    likes_count <> (select count(*) from post_reactions r where r.post_id = posts.id and r.kind = 'like') or
    hugs_count <> (select count(*) from post_reactions r where r.post_id = posts.id and r.kind = 'hug') or
    shares_count <> (select count(*) from post_reactions r where r.post_id = posts.id and r.kind = 'share') or
    comments_count <> (select count(*) from comments c where c.post_id = posts.id)`.execute(db);
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
  return [...posts.rows, ...users.rows, ...people.rows];
}

import { sql } from 'kysely';
import type { Db, DbKind } from '../src/db/database';

/**
 * Sets every kept count from its rows: after a seed writes rows directly, counts agree.
 * At a million rows this takes minutes on PostgreSQL, past the pool's statement timeout
 * meant for requests, so it runs in one transaction with the timeout lifted.
 */
export async function recountAll(db: Db, kind: DbKind): Promise<void> {
  await db.transaction().execute((trx) => recountWithin(trx, kind));
}

/** The same inside a transaction the caller holds, as the demo seed writes everything in one. */
export async function recountWithin(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`set local statement_timeout = 0`.execute(trx);
  await recount(trx);
}

async function recount(db: Db): Promise<void> {
  const count = (table: string, where: string) =>
    sql.raw(`(select count(*) from ${table} where ${where})`);
  await sql`update posts set
    likes_count = ${count('post_reactions r', "r.post_id = posts.id and r.kind = 'like'")},
    hugs_count = ${count('post_reactions r', "r.post_id = posts.id and r.kind = 'hug'")},
    shares_count = ${count('post_reactions r', "r.post_id = posts.id and r.kind = 'share'")},
    comments_count = ${count('comments c', 'c.post_id = posts.id and c.deleted = 0')},
    media_count = ${count('media m', 'm.post_id = posts.id')}`.execute(db);
  await sql`update comments set
    likes_count = ${count('comment_reactions r', "r.comment_id = comments.id and r.kind = 'like'")},
    hugs_count = ${count('comment_reactions r', "r.comment_id = comments.id and r.kind = 'hug'")},
    reply_count = ${count('comments c', 'c.parent_id = comments.id')}`.execute(db);
  await sql`update users set
    followers_count = ${count('follows f', "f.followee_id = users.id and f.status = 'accepted'")},
    following_count = ${count('follows f', "f.follower_id = users.id and f.status = 'accepted'")},
    posts_count = ${count('posts p', "p.author_id = users.id and p.visibility = 'public'")}`.execute(
    db,
  );
}

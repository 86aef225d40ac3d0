import type { TrendingTag } from '@app/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The tags the most different people used in posts since `since`, from the last day's rows
 * of the post_tags (created_at, tag, person) index alone. `person` is an anonymous post's
 * own id, so each anonymous post counts as one person whoever wrote it (record 0012).
 * A suspended account's named posts, which nobody sees, and a private account's, which only
 * its followers see, do not count.
 */
export async function trendingTags(db: Db, since: string, limit: number): Promise<TrendingTag[]> {
  const rows = await db
    .selectFrom('post_tags')
    .leftJoin('users', 'users.id', 'post_tags.person')
    .select([
      'post_tags.tag',
      sql<number | string>`count(*)`.as('posts'),
      sql<number | string>`count(distinct post_tags.person)`.as('people'),
    ])
    .where('post_tags.created_at', '>=', since)
    .where((eb) =>
      eb.or([
        eb('users.id', 'is', null),
        // A private account's posts reach only its followers: a tag trending from them would
        // tell everyone what they say.
        eb.and([eb('users.status', '=', 'active'), eb('users.is_private', '=', 0)]),
      ]),
    )
    .groupBy('post_tags.tag')
    .orderBy('people', 'desc')
    .orderBy('posts', 'desc')
    .orderBy('post_tags.tag')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ tag: r.tag, posts: Number(r.posts), people: Number(r.people) }));
}

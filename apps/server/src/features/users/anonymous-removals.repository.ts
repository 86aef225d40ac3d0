import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { AnonymousRemovalsTable } from '../../db/tables/moderation';

/**
 * A departing account's anonymous posts, and its anonymous comments except those on its own
 * named posts (which go with those posts).
 */
export async function findAnonymousPieces(trx: Db, userId: string) {
  const posts = await trx
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', userId)
    .where('visibility', '=', 'private')
    .execute();
  const comments = await trx
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select('comments.id')
    .where('comments.author_id', '=', userId)
    .where('comments.visibility', '=', 'private')
    .where((eb) =>
      eb.or([eb('posts.author_id', '!=', userId), eb('posts.visibility', '=', 'private')]),
    )
    .execute();
  return { postIds: posts.map((p) => p.id), commentIds: comments.map((c) => c.id) };
}

/** An account with no name, e-mail or password that nobody can sign in to. */
export async function insertHolder(trx: Db, holder: string, now: string): Promise<void> {
  await trx
    .insertInto('users')
    .values({
      id: holder,
      name: '',
      username: `deleted.${holder}`,
      username_key: `deleted.${holder}`,
      email: `${holder}@deleted.invalid`,
      email_key: `${holder}@deleted.invalid`,
      password_hash: '!',
      status: 'deleted',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Gives these pieces, and the account's thread numbers, to the holder. */
export async function moveToHolder(
  trx: Db,
  userId: string,
  holder: string,
  pieces: { postIds: string[]; commentIds: string[] },
): Promise<void> {
  if (pieces.postIds.length > 0)
    await trx
      .updateTable('posts')
      .set({ author_id: holder })
      .where('id', 'in', pieces.postIds)
      .execute();
  if (pieces.commentIds.length > 0)
    await trx
      .updateTable('comments')
      .set({ author_id: holder })
      .where('id', 'in', pieces.commentIds)
      .execute();
  // The numbers stay taken in their threads, so no newcomer is given a departed voice's label.
  await trx
    .updateTable('thread_pseudonyms')
    .set({ user_id: holder })
    .where('user_id', '=', userId)
    .execute();
}

export async function insertRemovals(
  trx: Db,
  removals: Insertable<AnonymousRemovalsTable>[],
): Promise<void> {
  for (let i = 0; i < removals.length; i += 500)
    await trx
      .insertInto('anonymous_removals')
      .values(removals.slice(i, i + 500))
      .execute();
}

export async function findDueRemovals(db: Db, now: string, limit: number) {
  return db
    .selectFrom('anonymous_removals')
    .select('id')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes the schedule's row; only the instance whose delete found it carries it out. */
export async function claimRemoval(trx: Db, id: string) {
  return trx
    .deleteFrom('anonymous_removals')
    .where('id', '=', id)
    .returning(['target_kind', 'target_id'])
    .executeTakeFirst();
}

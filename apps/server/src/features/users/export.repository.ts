import type { Db } from '../../db/database';

/** Every row an account wrote or chose, read for its own export; nothing of anyone else's. */
export async function readAccountRows(db: Db, userId: string) {
  const profile = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'username',
      'email',
      'email_verified_at',
      'phone',
      'bio',
      'profile_pic',
      'is_private',
      'show_contact',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) return undefined;
  const posts = await db
    .selectFrom('posts')
    .select(['id', 'content', 'visibility', 'edited', 'created_at', 'updated_at'])
    .where('author_id', '=', userId)
    .orderBy('id')
    .execute();
  const comments = await db
    .selectFrom('comments')
    .select(['id', 'post_id', 'content', 'visibility', 'pseudonym', 'created_at'])
    .where('author_id', '=', userId)
    .orderBy('id')
    .execute();
  const postReactions = await db
    .selectFrom('post_reactions')
    .select(['post_id', 'kind', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const commentReactions = await db
    .selectFrom('comment_reactions')
    .select(['comment_id', 'kind', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const saves = await db
    .selectFrom('saves')
    .select(['post_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const following = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select(['users.id', 'users.username', 'follows.status', 'follows.created_at'])
    .where('follows.follower_id', '=', userId)
    .orderBy('follows.created_at')
    .execute();
  const blocks = await db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.id', 'users.username', 'blocks.created_at'])
    .where('blocks.blocker_id', '=', userId)
    .orderBy('blocks.created_at')
    .execute();
  const mutes = await db
    .selectFrom('mutes')
    .innerJoin('users', 'users.id', 'mutes.muted_id')
    .select(['users.id', 'users.username', 'mutes.created_at'])
    .where('mutes.muter_id', '=', userId)
    .orderBy('mutes.created_at')
    .execute();
  const mutedWords = await db
    .selectFrom('muted_words')
    .select(['word', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    profile,
    posts,
    comments,
    postReactions,
    commentReactions,
    saves,
    following,
    blocks,
    mutes,
    mutedWords,
  };
}

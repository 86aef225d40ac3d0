import { type AccountExport, isAnonymous, messages } from '@app/contract';
import { sql } from 'kysely';
import { type Db, kindOf } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { AppError, ownAccountGone } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { readAccountRows } from './export.repository';
import { findPasswordHash } from './own-account.repository';

const person = (row: { id: string; username: string; created_at: string }) => ({
  userId: row.id,
  username: row.username,
  since: row.created_at,
});

/**
 * The account's own archive, after its password: a session alone (a phone left unlocked)
 * must not be enough to carry off who wrote which anonymous post. Read in one snapshot.
 */
export async function exportAccount(
  db: Db,
  viewerId: string,
  password: string,
): Promise<AccountExport> {
  const hash = await findPasswordHash(db, viewerId);
  if (!hash) throw ownAccountGone();
  if (!(await verifyPassword(hash.password_hash, password))) {
    const errors = [{ path: 'password', message: messages.passwordIncorrect }];
    throw new AppError(400, 'VALIDATION_ERROR', messages.passwordIncorrect, errors);
  }
  const snapshot =
    kindOf(db) === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction();
  const rows = await snapshot.execute(async (trx) => {
    if (kindOf(db) === 'postgres') await sql`set local statement_timeout = 0`.execute(trx);
    return readAccountRows(trx, viewerId);
  });
  if (!rows) throw ownAccountGone();
  const { profile } = rows;
  return {
    format: 'murmur-account-export',
    version: 1,
    exportedAt: nowIso(),
    profile: {
      userId: profile.id,
      name: profile.name,
      username: profile.username,
      email: profile.email,
      emailVerified: profile.email_verified_at !== null,
      phone: profile.phone,
      bio: profile.bio,
      profilePicture: profile.profile_pic,
      isPrivate: profile.is_private === 1,
      showContact: profile.show_contact === 1,
      createdAt: profile.created_at,
    },
    posts: rows.posts.map((post) => ({
      postId: post.id,
      content: post.content,
      anonymous: isAnonymous(post),
      edited: post.edited === 1,
      createdAt: post.created_at,
      updatedAt: post.updated_at,
    })),
    comments: rows.comments.map((comment) => ({
      commentId: comment.id,
      postId: comment.post_id,
      content: comment.content,
      anonymous: isAnonymous(comment),
      pseudonym: comment.pseudonym,
      createdAt: comment.created_at,
    })),
    reactions: [
      ...rows.postReactions.map((r) => ({
        on: 'post' as const,
        id: r.post_id,
        kind: r.kind,
        createdAt: r.created_at,
      })),
      ...rows.commentReactions.map((r) => ({
        on: 'comment' as const,
        id: r.comment_id,
        kind: r.kind,
        createdAt: r.created_at,
      })),
    ],
    saves: rows.saves.map((save) => ({ postId: save.post_id, savedAt: save.created_at })),
    following: rows.following.map((row) => ({ ...person(row), status: row.status })),
    blocks: rows.blocks.map(person),
    mutes: rows.mutes.map(person),
    mutedWords: rows.mutedWords.map((row) => ({ word: row.word, since: row.created_at })),
  };
}

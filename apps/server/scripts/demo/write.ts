import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { ensurePseudonym } from '../../src/features/comments/comments.repository';
import { idAt } from '../../src/lib/ids';
import type { Comment, World } from './world';

const iso = (ms: number) => new Date(ms).toISOString();

/** Rows go in a few hundred at a time: one statement each, well below SQLite's 32,766 variables. */
async function insertMany<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Kysely cannot relate a table named by a type parameter to its rows.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}

/**
 * An anonymous comment's label, as the server gives it (comments.service.ts pseudonymFor):
 * the anonymous post's own author is 'Anonymous (author)', everyone else draws the thread's
 * next number on their first anonymous comment there. Comments go in oldest first.
 */
async function pseudonymOf(db: Db, comment: Comment): Promise<string | null> {
  if (!comment.anonymous) return null;
  if (comment.post.anonymous && comment.post.author === comment.author) return 'Anonymous (author)';
  return `Anonymous ${await ensurePseudonym(db, comment.post.id, comment.author.id)}`;
}

/**
 * Everything but the people (written first, with their pictures) and the notifications;
 * kept counts (shares, comments, replies) are set afterwards by the recount.
 */
export async function writeActivity(db: Db, world: World): Promise<void> {
  await insertMany(
    db,
    'follows',
    world.follows.map((f) => ({
      follower_id: f.follower.id,
      followee_id: f.followee.id,
      status: f.acceptedAt === null ? 'pending' : 'accepted',
      created_at: iso(f.at),
    })),
  );
  await insertMany(
    db,
    'posts',
    world.posts.map((p) => ({
      id: p.id,
      author_id: p.author.id,
      content: p.content,
      visibility: p.anonymous ? 'private' : 'public',
      anonymous_from_start: p.anonymous ? 1 : 0,
      created_at: iso(p.at),
      updated_at: iso(p.at),
    })),
  );
  // Oldest first: pseudonyms are numbered in the order people first spoke, and a reply
  // always comes after what it answers.
  const comments = [...world.comments].sort((a, b) => a.at - b.at);
  for (const c of comments) c.pseudonym = await pseudonymOf(db, c);
  await insertMany(
    db,
    'comments',
    comments.map((c) => ({
      id: c.id,
      post_id: c.post.id,
      author_id: c.author.id,
      content: c.content,
      visibility: c.anonymous ? ('private' as const) : ('public' as const),
      pseudonym: c.pseudonym ?? null,
      parent_id: c.parent?.id ?? null,
      created_at: iso(c.at),
    })),
  );
  await insertMany(
    db,
    'post_reactions',
    world.postReactions.map((r) => ({
      post_id: r.post.id,
      user_id: r.user.id,
      kind: r.kind,
      created_at: iso(r.at),
    })),
  );
  // A share is a repost (PRODUCT.md §7): the post enters the sharer's followers' feeds then.
  await insertMany(
    db,
    'reposts',
    world.postReactions
      .filter((r) => r.kind === 'share')
      .map((r) => ({
        id: idAt(r.at),
        user_id: r.user.id,
        post_id: r.post.id,
        created_at: iso(r.at),
      })),
  );
  await insertMany(
    db,
    'comment_reactions',
    world.commentReactions.map((r) => ({
      comment_id: r.comment.id,
      user_id: r.user.id,
      kind: r.kind,
      created_at: iso(r.at),
    })),
  );
  await insertMany(
    db,
    'saves',
    world.saves.map((s) => ({ user_id: s.user.id, post_id: s.post.id, created_at: iso(s.at) })),
  );
}

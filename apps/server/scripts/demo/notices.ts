import type { Db } from '../../src/db/database';
import { type Notice, notify } from '../../src/db/notifications';
import type { World } from './world';

/**
 * Every notification the server would have written for these acts, through its own
 * `notify` (which skips acts on oneself), oldest first so that ids and times run together;
 * those older than `seenUntil` are read. Written after the comments, whose pseudonyms an
 * anonymous reply's notice carries; `mentions` are the posts' (write-rich.ts).
 */
export async function writeNotifications(
  db: Db,
  world: World,
  seenUntil: number,
  mentions: readonly { notice: Notice; at: number }[] = [],
) {
  const notices: { notice: Notice; at: number }[] = [...mentions];
  for (const f of world.follows) {
    const request = f.acceptedAt !== f.at;
    const kind = request ? 'follow_request' : 'follow';
    notices.push({ notice: { userId: f.followee.id, kind, actorId: f.follower.id }, at: f.at });
    if (request && f.acceptedAt !== null) {
      notices.push({
        notice: { userId: f.follower.id, kind: 'follow_accepted', actorId: f.followee.id },
        at: f.acceptedAt,
      });
    }
  }
  for (const c of world.comments) {
    // As comments.service.ts addComment tells them: the answered comment's writer of a
    // reply, then the post's author of a comment, each once and never the writer.
    const actorId = c.anonymous ? null : c.author.id;
    const told = new Set([c.author]);
    if (c.parent && !told.has(c.parent.author)) {
      told.add(c.parent.author);
      notices.push({
        notice: {
          userId: c.parent.author.id,
          kind: 'reply',
          actorId,
          // The pseudonym the thread already shows; never who wrote it.
          actorPseudonym: c.pseudonym ?? null,
          postId: c.post.id,
          commentId: c.parent.id,
        },
        at: c.at,
      });
    }
    if (told.has(c.post.author)) continue;
    notices.push({
      notice: {
        userId: c.post.author.id,
        kind: 'comment',
        actorId,
        postId: c.post.id,
        commentId: c.id,
      },
      at: c.at,
    });
  }
  for (const r of world.postReactions) {
    notices.push({
      notice: {
        userId: r.post.author.id,
        kind: 'reaction',
        actorId: r.user.id,
        postId: r.post.id,
        reaction: r.kind,
      },
      at: r.at,
    });
  }
  for (const r of world.commentReactions) {
    notices.push({
      notice: {
        userId: r.comment.author.id,
        kind: 'reaction',
        actorId: r.user.id,
        postId: r.comment.post.id,
        commentId: r.comment.id,
        reaction: r.kind,
      },
      at: r.at,
    });
  }
  notices.sort((a, b) => a.at - b.at);
  for (const { notice, at } of notices) await notify(db, notice, new Date(at).toISOString());
  const seen = new Date(seenUntil).toISOString();
  await db
    .updateTable('notifications')
    .set({ read_at: seen })
    .where('created_at', '<', seen)
    .execute();
  return notices.length;
}

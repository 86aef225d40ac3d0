import type { Db } from '../../src/db/database';
import { type Notice, notify } from '../../src/db/notifications';
import type { World } from './world';

/**
 * Every notification the server would have written for these acts, through its own
 * `notify` (which skips acts on oneself and keeps an anonymous commenter out of the row),
 * oldest first so that ids and times run together; those older than `seenUntil` are read.
 */
export async function writeNotifications(db: Db, world: World, seenUntil: number) {
  const notices: { notice: Notice; at: number }[] = [];
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
    if (c.author === c.post.author) continue;
    notices.push({
      notice: {
        userId: c.post.author.id,
        kind: 'comment',
        // An anonymous comment notifies as Anonymous: its author is never stored with it.
        actorId: c.anonymous ? null : c.author.id,
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

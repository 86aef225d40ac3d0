import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import type { BusEvent } from '../../lib/event-bus';
import { newId } from '../../lib/ids';
import type { MediaStorage } from '../../lib/media-storage';
import { publishAll } from '../../lib/pending-events';
import { periodicJob } from '../../lib/periodic-job';
import { removeFromThread } from '../comments';
import { removingImagesOnCommit } from '../media';
import { deletePosts } from '../posts';
import {
  claimRemoval,
  findAnonymousPieces,
  findDueRemovals,
  insertHolder,
  insertRemovals,
  moveToHolder,
} from './anonymous-removals.repository';

/** Rule 14: each anonymous piece of a deleted account goes at its own moment within this. */
export const ANONYMOUS_REMOVAL_WINDOW_MS = 72 * 60 * 60 * 1000;
const TICK_MS = 60 * 1000;
const BATCH = 100;

/**
 * Moves a departing account's anonymous posts and comments to a fresh holder account with no
 * name, e-mail or password, and gives each piece its own random removal moment. The account
 * itself can then be deleted at once, with everything under its name, while the anonymous
 * pieces stay visible, authorless as before, until their moments come; nothing in the holder
 * or the schedule points back to the person.
 */
export async function scheduleAnonymousRemovals(trx: Db, userId: string, now: string) {
  const pieces = await findAnonymousPieces(trx, userId);
  if (pieces.postIds.length === 0 && pieces.commentIds.length === 0) return;
  const holder = newId();
  await insertHolder(trx, holder, now);
  await moveToHolder(trx, userId, holder, pieces);
  const start = Date.parse(now);
  const removals = [
    ...pieces.postIds.map((id) => ({ target_kind: 'post' as const, target_id: id })),
    ...pieces.commentIds.map((id) => ({ target_kind: 'comment' as const, target_id: id })),
  ].map((r) => ({
    ...r,
    id: newId(),
    due_at: new Date(start + randomInt(ANONYMOUS_REMOVAL_WINDOW_MS)).toISOString(),
  }));
  await insertRemovals(trx, removals);
}

/**
 * Carries out the removals that are due. Each is claimed by deleting its row inside the
 * transaction that removes the piece, so across instances each runs exactly once; a crash
 * leaves the row, and the piece, for the next tick. A post's images' files go once that
 * transaction has committed. Answers the events to publish.
 */
export async function runDueRemovals(
  db: Db,
  storage: MediaStorage,
  now: string,
): Promise<BusEvent[]> {
  const events: BusEvent[] = [];
  for (const { id } of await findDueRemovals(db, now, BATCH)) {
    await removingImagesOnCommit(db, storage, async (trx, dropped) => {
      const claimed = await claimRemoval(trx, id);
      if (!claimed) return;
      // Anonymous pieces reached everyone, so their ends name nobody (no `namedBy`).
      if (claimed.target_kind === 'post') {
        if ((await deletePosts(trx, { ids: [claimed.target_id] }, dropped)).length > 0)
          events.push({ type: 'post.deleted', postId: claimed.target_id });
        return;
      }
      const removed = await removeFromThread(trx, claimed.target_id);
      if (removed)
        events.push(
          {
            type: 'comment.deleted',
            commentId: claimed.target_id,
            postId: removed.postId,
            ...(removed.kept && { kept: true }),
          },
          { type: 'post.counts', postId: removed.postId },
        );
    });
  }
  return events;
}

/** Runs due removals every minute on every instance; the claim keeps each to one. */
export const anonymousRemovalsJob = fp(
  async (app) => {
    periodicJob(app, {
      name: 'anonymous removals',
      everyMs: TICK_MS,
      run: async () => publishAll(app, await runDueRemovals(app.db, app.media, nowIso())),
    });
  },
  { name: 'anonymous-removals', dependencies: ['db', 'events', 'media'] },
);

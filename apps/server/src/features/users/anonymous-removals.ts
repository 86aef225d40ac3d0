import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import type { BusEvent } from '../../lib/event-bus';
import { newId } from '../../lib/ids';
import { publishAll } from '../../lib/outbox';

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
  const posts = await trx
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', userId)
    .where('visibility', '=', 'private')
    .execute();
  // Comments on the account's own named posts go with those posts.
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
  if (posts.length === 0 && comments.length === 0) return;
  const holder = newId();
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
  const postIds = posts.map((p) => p.id);
  const commentIds = comments.map((c) => c.id);
  if (postIds.length > 0)
    await trx.updateTable('posts').set({ author_id: holder }).where('id', 'in', postIds).execute();
  if (commentIds.length > 0)
    await trx
      .updateTable('comments')
      .set({ author_id: holder })
      .where('id', 'in', commentIds)
      .execute();
  // The numbers stay taken in their threads, so no newcomer is given a departed voice's label.
  await trx
    .updateTable('thread_pseudonyms')
    .set({ user_id: holder })
    .where('user_id', '=', userId)
    .execute();
  const start = Date.parse(now);
  const removals = [
    ...postIds.map((id) => ({ target_kind: 'post' as const, target_id: id })),
    ...commentIds.map((id) => ({ target_kind: 'comment' as const, target_id: id })),
  ].map((r) => ({
    ...r,
    id: newId(),
    due_at: new Date(start + randomInt(ANONYMOUS_REMOVAL_WINDOW_MS)).toISOString(),
  }));
  for (let i = 0; i < removals.length; i += 500)
    await trx
      .insertInto('anonymous_removals')
      .values(removals.slice(i, i + 500))
      .execute();
}

/**
 * Carries out the removals that are due. Each is claimed by deleting its row inside the
 * transaction that removes the piece, so across instances each runs exactly once; a crash
 * leaves the row, and the piece, for the next tick. Answers the events to publish.
 */
export async function runDueRemovals(db: Db, now: string): Promise<BusEvent[]> {
  const due = await db
    .selectFrom('anonymous_removals')
    .select('id')
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  const events: BusEvent[] = [];
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .deleteFrom('anonymous_removals')
        .where('id', '=', id)
        .returning(['target_kind', 'target_id'])
        .executeTakeFirst();
      if (!claimed) return;
      if (claimed.target_kind === 'post') {
        const gone = await trx
          .deleteFrom('posts')
          .where('id', '=', claimed.target_id)
          .returning('id')
          .executeTakeFirst();
        if (gone) events.push({ type: 'post.deleted', postId: gone.id });
        return;
      }
      const gone = await trx
        .deleteFrom('comments')
        .where('id', '=', claimed.target_id)
        .returning('post_id')
        .executeTakeFirst();
      if (!gone) return;
      await trx
        .updateTable('posts')
        .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
        .where('id', '=', gone.post_id)
        .execute();
      events.push(
        { type: 'comment.deleted', commentId: claimed.target_id, postId: gone.post_id },
        { type: 'post.counts', postId: gone.post_id },
      );
    });
  }
  return events;
}

/** Runs due removals every minute on every instance; the claim keeps each to one. */
export const anonymousRemovalsJob = fp(
  async (app) => {
    let running: Promise<void> | undefined;
    const tick = () => {
      running ??= runDueRemovals(app.db, nowIso())
        .then((events) => publishAll(app, events))
        .catch((error) => app.log.error({ err: error }, 'anonymous removals failed'))
        .finally(() => {
          running = undefined;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'anonymous-removals', dependencies: ['db', 'events'] },
);

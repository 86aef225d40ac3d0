import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { removeFromThread } from '../comments';
import { insertHolder } from './anonymous-removals.repository';

/**
 * A departing account's named comments on others' posts leave their threads as any removal
 * does (`removeFromThread`): a reply's parent counts one reply fewer, and a comment that has
 * replies stays as a '[deleted]' placeholder so they keep their place (a cascade would lift
 * them to the top of the thread and leave the counts above them wrong). The placeholders,
 * which show nobody, pass to an account of their own that nobody can sign in to: never the
 * holder of the anonymous pieces, which would tie those to this name. Comments on the
 * account's own named posts go with those posts.
 */
export async function leaveThreads(trx: Db, userId: string, now: string): Promise<void> {
  const named = await trx
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select('comments.id')
    .where('comments.author_id', '=', userId)
    .where('comments.visibility', '=', 'public')
    .where('comments.deleted', '=', 0)
    .where('posts.author_id', '!=', userId)
    // Deepest first: a reply goes before the comment it answers, which may then go too.
    .orderBy('comments.id', 'desc')
    .execute();
  for (const { id } of named) await removeFromThread(trx, id);
  const placeholders = await trx
    .selectFrom('comments')
    .select('id')
    .where('author_id', '=', userId)
    .where('deleted', '=', 1)
    .execute();
  if (placeholders.length === 0) return;
  const holder = newId();
  await insertHolder(trx, holder, now);
  await trx
    .updateTable('comments')
    .set({ author_id: holder })
    .where(
      'id',
      'in',
      placeholders.map((p) => p.id),
    )
    .execute();
}

import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { removeFromThread } from '../comments';
import { insertHolder } from './anonymous-removals.repository';
import {
  findNamedCommentsInOthersThreads,
  findOwnPlaceholders,
  giveComments,
} from './own-account.repository';

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
  for (const id of await findNamedCommentsInOthersThreads(trx, userId))
    await removeFromThread(trx, id);
  const placeholders = await findOwnPlaceholders(trx, userId);
  if (placeholders.length === 0) return;
  const holder = newId();
  await insertHolder(trx, holder, now);
  await giveComments(trx, placeholders, holder);
}

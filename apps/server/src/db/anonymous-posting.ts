import { messages } from '@app/contract';
import { AppError } from '../lib/errors';
import type { Db } from './database';

/**
 * Whether the account may still write anonymously. A moderator acting on anonymous content
 * takes this right away instead of suspending (rule 13): only the owner ever sees the change.
 */
export async function mayPostAnonymously(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('anonymous_revoked_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined && row.anonymous_revoked_at === null;
}

export async function assertMayPostAnonymously(db: Db, userId: string): Promise<void> {
  if (!(await mayPostAnonymously(db, userId)))
    throw new AppError(403, 'ANONYMOUS_POSTING_REVOKED', messages.anonymousPostingRevoked);
}

export async function revokeAnonymousPosting(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ anonymous_revoked_at: now })
    .where('id', '=', userId)
    .where('anonymous_revoked_at', 'is', null)
    .execute();
}

import type { Db, DbKind } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { SessionsTable } from '../../db/tables/sessions';

export type ActiveSession = { id: string; userId: string; lastUsedAt: string };

export async function insertSession(db: Db, session: SessionsTable): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The unexpired session of an active account that holds this token hash, if any. */
export async function findActiveSession(
  db: Db,
  kind: DbKind,
  tokenHash: string,
  now: string,
): Promise<ActiveSession | undefined> {
  const [row] = await activeSession(db, kind, {}, { tokenHash, now });
  return row && { id: row.id, userId: row.user_id, lastUsedAt: row.last_used_at };
}

// Every signed-in request runs this first: its SQL is built once.
const activeSession = preparedQuery(
  (db, _shape: Record<string, never>, values: { tokenHash: string; now: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.last_used_at'])
      .where('sessions.token_hash', '=', values.tokenHash)
      .where('sessions.expires_at', '>', values.now)
      .where('users.status', '=', 'active'),
);

export async function touchSession(db: Db, id: string, now: string, expiresAt: string) {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

import type { Db, DbKind } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { SessionsTable } from '../../db/tables/sessions';
import { addDays } from '../../lib/clock';
import type { SignedInAccount } from '../../lib/viewer';

export type ActiveSession = {
  id: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string;
  account: SignedInAccount;
  mutesWords: boolean;
  followingCount: number;
};

/** How long a session lives: `idleDays` after its last use, never past `maxDays` after log-in. */
export type SessionLifetime = { idleDays: number; maxDays: number };

export const sessionExpiry = (createdAt: string, now: string, lifetime: SessionLifetime) => {
  const idle = addDays(now, lifetime.idleDays);
  const absolute = addDays(createdAt, lifetime.maxDays);
  return idle < absolute ? idle : absolute;
};

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
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      account: {
        name: row.name,
        username: row.username,
        profilePic: row.profile_pic,
        mayPostAnonymously: row.anonymous_revoked_at === null,
      },
      mutesWords: Boolean(row.mutes_words),
      followingCount: Number(row.following_count),
    }
  );
}

// Every signed-in request runs this first: its SQL is built once.
const activeSession = preparedQuery(
  (db, _shape: Record<string, never>, values: { tokenHash: string; now: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.created_at', 'sessions.last_used_at'])
      // The account's row is read anyway (its status): its name costs nothing more.
      .select(['users.name', 'users.username', 'users.profile_pic', 'users.anonymous_revoked_at'])
      .select(['users.mutes_words', 'users.following_count'])
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

export async function sessionExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

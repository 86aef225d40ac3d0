import { type Db, kindOf } from '../../db/database';

export async function listSessions(db: Db, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('last_used_at', 'desc')
    .execute();
}

/** Ends sessions of this user: one, all but one, or all; answers which ended. */
export async function deleteSessions(
  db: Db,
  userId: string,
  which: { only?: string; except?: string },
) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (which.only) query = query.where('id', '=', which.only);
  if (which.except) query = query.where('id', '!=', which.except);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

export async function findCredentials(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'password_hash', 'status', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findActiveUserByEmail(db: Db, emailKey: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email_key', '=', emailKey)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, userId: string, hash: string, now: string) {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Holds this person's row until the transaction ends, so two requests at once cannot both
 * find the mail budget unspent. SQLite needs nothing: it runs one writing transaction at a time.
 */
export async function lockUser(db: Db, userId: string) {
  if (kindOf(db) === 'postgres')
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Links of one purpose mailed to this person since a moment. */
export async function countLinksMadeSince(
  db: Db,
  userId: string,
  purpose: 'reset' | 'verify',
  since: string,
) {
  const row = await db
    .selectFrom('one_time_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertOneTimeToken(
  db: Db,
  row: {
    token_hash: string;
    user_id: string;
    purpose: 'reset' | 'verify';
    expires_at: string;
    created_at: string;
  },
) {
  await db
    .insertInto('one_time_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/** Marks a token used, if it is of this purpose, unused and unexpired; answers its user. */
export async function useOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: 'reset' | 'verify',
  now: string,
) {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A new reset link makes the older ones of that person worthless. */
export async function retireTokens(
  db: Db,
  userId: string,
  purpose: 'reset' | 'verify',
  now: string,
) {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function markEmailVerified(db: Db, userId: string, now: string) {
  await db.updateTable('users').set({ email_verified_at: now }).where('id', '=', userId).execute();
}

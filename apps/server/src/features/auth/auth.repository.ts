import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/tables/users';
import { type UserProfileRow, userColumns } from '../../views/user.view';

/** Whether the installation has any account yet: its first one becomes a moderator. */
export async function anyAccountExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Which of the two unique keys are already held by some account. */
export async function findTakenKeys(db: Db, emailKey: string, usernameKey: string) {
  const rows = await db
    .selectFrom('users')
    .select(['email_key', 'username_key'])
    .where((eb) => eb.or([eb('email_key', '=', emailKey), eb('username_key', '=', usernameKey)]))
    .execute();
  return {
    email: rows.some((r) => r.email_key === emailKey),
    username: rows.some((r) => r.username_key === usernameKey),
  };
}

export async function findLoginCandidate(
  db: Db,
  emailKey: string,
): Promise<(UserProfileRow & { password_hash: string }) | undefined> {
  return db
    .selectFrom('users')
    .select([...userColumns, 'users.password_hash'])
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

export async function recordLogin(db: Db, userId: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

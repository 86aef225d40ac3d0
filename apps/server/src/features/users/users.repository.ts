import type { Db } from '../../db/database';
import { type UserProfileRow, userColumns } from '../../views/user.view';

export async function findUserById(db: Db, id: string): Promise<UserProfileRow | undefined> {
  return db.selectFrom('users').select(userColumns).where('users.id', '=', id).executeTakeFirst();
}

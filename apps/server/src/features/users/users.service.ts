import { messages } from '@app/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { toUser } from '../../views/user.view';
import { findUserById } from './users.repository';

export async function getCurrentUser(db: Db, viewerId: string) {
  const row = await findUserById(db, viewerId);
  if (!row) throw notFound(messages.userNotFound);
  return toUser(row, viewerId);
}

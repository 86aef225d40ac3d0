import type { Db } from '../../db/database';
import { selectUsersFor, type UserRowFor } from './users.repository';

export async function insertMute(db: Db, muterId: string, mutedId: string, now: string) {
  await db
    .insertInto('mutes')
    .values({ muter_id: muterId, muted_id: mutedId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteMute(db: Db, muterId: string, mutedId: string) {
  await db
    .deleteFrom('mutes')
    .where('muter_id', '=', muterId)
    .where('muted_id', '=', mutedId)
    .execute();
}

export async function listMuted(db: Db, viewerId: string): Promise<UserRowFor[]> {
  return selectUsersFor(db, viewerId)
    .innerJoin('mutes as mine', 'mine.muted_id', 'users.id')
    .where('mine.muter_id', '=', viewerId)
    .orderBy('mine.created_at', 'desc')
    .limit(1000)
    .execute();
}

export async function listMutedWords(db: Db, userId: string) {
  return db
    .selectFrom('muted_words')
    .select('word')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function countMutedWords(db: Db, userId: string) {
  const row = await db
    .selectFrom('muted_words')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMutedWord(
  db: Db,
  userId: string,
  word: string,
  pattern: string,
  now: string,
) {
  await db
    .insertInto('muted_words')
    .values({ user_id: userId, word, pattern, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.updateTable('users').set({ mutes_words: 1 }).where('id', '=', userId).execute();
}

export async function deleteMutedWord(db: Db, userId: string, pattern: string) {
  await db
    .deleteFrom('muted_words')
    .where('user_id', '=', userId)
    .where('pattern', '=', pattern)
    .execute();
  // A hint for how much lists read, never for what they show: a race that leaves it stale
  // costs a page's speed, not its posts.
  await db
    .updateTable('users')
    .set((eb) => ({
      mutes_words: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('muted_words')
              .select('user_id')
              .where('muted_words.user_id', '=', userId),
          ),
        )
        .then(1)
        .else(0)
        .end(),
    }))
    .where('id', '=', userId)
    .execute();
}

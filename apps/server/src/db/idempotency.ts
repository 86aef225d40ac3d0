import { createHash } from 'node:crypto';
import { messages } from '@app/contract';
import { type Insertable, type QueryCreator, sql } from 'kysely';
import { AppError } from '../lib/errors';
import { type Db, kindOf } from './database';
import type { Database } from './schema';
import type { IdempotencyKeysTable } from './tables/idempotency-keys';

export type Answer = { status: number; body: unknown };

const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

export function checkIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header)) {
    throw new AppError(400, 'VALIDATION_ERROR', messages.idempotencyKeyInvalid, [
      { path: 'Idempotency-Key', message: messages.idempotencyKeyInvalid },
    ]);
  }
  return header;
}

/**
 * Runs a create call once per (user, Idempotency-Key): the key is claimed in the same
 * transaction as the write, so a retry, even one racing the first call, gets the first
 * answer back and writes nothing. A key reused with another body is refused (422).
 */
export async function once(
  db: Db,
  request: { userId: string; key: string | undefined; route: string; body: unknown; now: string },
  create: (trx: Db) => Promise<Answer>,
): Promise<Answer> {
  const { userId, key, route, now } = request;
  if (!key) return db.transaction().execute(create);
  const requestHash = createHash('sha256')
    .update(`${route}\n${JSON.stringify(request.body)}`)
    .digest('hex');
  return db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, {
      user_id: userId,
      key,
      route,
      request_hash: requestHash,
      status_code: 0,
      response_body: '',
      created_at: now,
    });
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response_body'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', messages.idempotencyKeyReused);
      }
      return { status: first.status_code, body: JSON.parse(first.response_body) };
    }
    const answer = await create(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response_body: JSON.stringify(answer.body) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
    return answer;
  });
}

/**
 * Claims a key, answering whether it was free, and lets this user's keys older than a day
 * go. An expired key of the same name is claimed afresh. PostgreSQL does both in one
 * statement (each is a round trip); the old keys' delete there leaves the claimed key to the
 * insert, which cannot see another part's delete of the row it conflicts with.
 */
async function claim(trx: Db, row: Insertable<IdempotencyKeysTable>): Promise<boolean> {
  const expiredBefore = new Date(Date.parse(row.created_at) - KEPT_FOR_MS).toISOString();
  const expired = (db: QueryCreator<Database>) =>
    db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', row.user_id)
      .where('created_at', '<', expiredBefore)
      .where('key', '<>', row.key);
  const insert = (db: QueryCreator<Database>) =>
    db
      .insertInto('idempotency_keys')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'key'])
          .doUpdateSet({
            route: row.route,
            request_hash: row.request_hash,
            status_code: row.status_code,
            response_body: row.response_body,
            created_at: row.created_at,
          })
          .where('idempotency_keys.created_at', '<', expiredBefore),
      )
      .returning(sql<number>`1`.as('one'));
  if (kindOf(trx) === 'sqlite') {
    await expired(trx).execute();
    return (await insert(trx).executeTakeFirst()) !== undefined;
  }
  const inserted = await insert(
    trx.with('expired', (db) => expired(db).returning('key')),
  ).executeTakeFirst();
  return inserted !== undefined;
}

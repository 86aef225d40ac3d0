import { createHash } from 'node:crypto';
import { messages } from '@app/contract';
import { type Expression, type Insertable, type QueryCreator, type SqlBool, sql } from 'kysely';
import { DAY_MS, msBefore } from '../lib/clock';
import { AppError } from '../lib/errors';
import { type Db, kindOf } from './database';
import type { Database } from './schema';
import type { IdempotencyKeysTable } from './tables/idempotency-keys';

export type Answer = { status: number; body: unknown };

export const KEPT_FOR_MS = DAY_MS;

export function checkIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(header)) {
    throw new AppError(400, 'VALIDATION_ERROR', messages.idempotencyKeyInvalid, [
      { path: 'Idempotency-Key', message: messages.idempotencyKeyInvalid },
    ]);
  }
  return header;
}

export type OnceRequest = {
  userId: string;
  key: string | undefined;
  route: string;
  body: unknown;
  now: string;
};

/**
 * Runs a create call once per (user, Idempotency-Key): the key is claimed in the same
 * transaction as the write, so a retry, even one racing the first call, gets the first
 * answer back and writes nothing. A key reused with another body is refused (422).
 */
export async function once(
  db: Db,
  request: OnceRequest,
  create: (trx: Db) => Promise<Answer>,
): Promise<Answer> {
  const { userId, key } = request;
  if (!key) return db.transaction().execute(create);
  const requestHash = hashOf(request);
  return db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, keyRow(request, key, requestHash));
    if (!claimed) return firstAnswer(trx, userId, key, requestHash);
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

/** A database whose statement has claimed the key: `claimed` holds a row only if it did. */
export type WithClaimedKey = Database & { claimed: { one: number } };

/** A key's row as a statement claims it, and when the user's keys expire (`withClaimedKey`). */
export type ClaimValues = {
  [Column in keyof Insertable<IdempotencyKeysTable> as `key_${Column}`]-?: Insertable<IdempotencyKeysTable>[Column];
} & { key_expired_before: string };

// Bound nowhere: a statement without a key has no key columns.
export const unclaimed: ClaimValues = {
  key_user_id: '',
  key_key: '',
  key_route: '',
  key_request_hash: '',
  key_status_code: 0,
  key_response_body: '',
  key_created_at: '',
  key_expired_before: '',
};

/**
 * For a create whose answer is known before it writes (PostgreSQL): the key's row with that
 * answer already on it, claimed by the same statement as the write (`withClaimedKey`). One
 * round trip instead of five (BEGIN, claim, write, keep the answer, COMMIT); a single
 * statement is all-or-nothing as the transaction was. Without a key there is nothing to
 * claim. When the statement finds the key held (a retry, even one racing this call, waits for
 * it on the key's unique index) it writes nothing: its caller then goes the way of `once`,
 * which replays the first answer or refuses a reused key.
 */
export function claimWithAnswer(request: OnceRequest, answer: Answer): ClaimValues | undefined {
  if (!request.key) return undefined;
  return claimValues({
    ...keyRow(request, request.key, hashOf(request)),
    status_code: answer.status,
    response_body: JSON.stringify(answer.body),
  });
}

const hashOf = (request: OnceRequest) =>
  createHash('sha256')
    .update(`${request.route}\n${JSON.stringify(request.body)}`)
    .digest('hex');

const keyRow = (
  request: OnceRequest,
  key: string,
  requestHash: string,
): Insertable<IdempotencyKeysTable> => ({
  user_id: request.userId,
  key,
  route: request.route,
  request_hash: requestHash,
  status_code: 0,
  response_body: '',
  created_at: request.now,
});

const claimValues = (row: Insertable<IdempotencyKeysTable>): ClaimValues => ({
  key_user_id: row.user_id,
  key_key: row.key,
  key_route: row.route,
  key_request_hash: row.request_hash,
  key_status_code: row.status_code,
  key_response_body: row.response_body,
  key_created_at: row.created_at,
  key_expired_before: msBefore(row.created_at, KEPT_FOR_MS),
});

async function firstAnswer(
  db: Db,
  userId: string,
  key: string,
  requestHash: string,
): Promise<Answer> {
  const first = await db
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

/**
 * Claims a key, answering whether it was free, and lets this user's keys older than a day
 * go. An expired key of the same name is claimed afresh. PostgreSQL does both in one
 * statement (each is a round trip).
 */
async function claim(trx: Db, row: Insertable<IdempotencyKeysTable>): Promise<boolean> {
  const values = claimValues(row);
  if (kindOf(trx) === 'sqlite') {
    await expiredKeys(trx, values).execute();
    return (await claimKey(trx, values).executeTakeFirst()) !== undefined;
  }
  const claimed = await withClaimedKey(trx, true, values)
    .selectFrom('claimed')
    .select('one')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * PostgreSQL: `expired` lets the user's old keys go and `claimed` claims this one, answering
 * a row only if it was free; without a key, `claimed` is one row (there is nothing to claim).
 * The delete leaves the claimed key to the insert, which cannot see another part's delete of
 * the row it conflicts with. Values go in as they are, so that a prepared query may pass
 * stand-ins (db/prepared-query.ts). With `onlyIf` (a condition on the statement's earlier
 * parts, such as the commented post being visible), nothing is claimed when it fails.
 */
export function withClaimedKey(
  db: QueryCreator<Database>,
  keyed: boolean,
  values: ClaimValues,
  onlyIf?: Expression<SqlBool>,
): QueryCreator<WithClaimedKey> {
  if (!keyed) {
    return db.with('claimed', (qb) => {
      const one = qb.selectNoFrom(sql<number>`1`.as('one'));
      return onlyIf ? one.where(onlyIf) : one;
    });
  }
  return db
    .with('expired', (qb) => expiredKeys(qb, values).returning('key'))
    .with('claimed', (qb) => claimKey(qb, values, onlyIf));
}

const expiredKeys = (db: QueryCreator<Database>, values: ClaimValues) =>
  db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', values.key_user_id)
    .where('created_at', '<', values.key_expired_before)
    .where('key', '<>', values.key_key);

const claimKey = (
  db: QueryCreator<Database>,
  values: ClaimValues,
  onlyIf?: Expression<SqlBool>,
) => {
  const row = {
    route: values.key_route,
    request_hash: values.key_request_hash,
    status_code: values.key_status_code,
    response_body: values.key_response_body,
    created_at: values.key_created_at,
  };
  const keyRow = { ...row, user_id: values.key_user_id, key: values.key_key };
  const insert = db.insertInto('idempotency_keys');
  return (
    onlyIf
      ? insert.columns(Object.keys(keyRow) as (keyof typeof keyRow)[]).expression(
          db
            .selectNoFrom(
              Object.entries(keyRow).map(([column, value]) =>
                // A bare parameter in a select list is text to PostgreSQL.
                (column === 'status_code' ? sql`cast(${value} as integer)` : sql`${value}`).as(
                  column,
                ),
              ),
            )
            .where(onlyIf),
        )
      : insert.values(keyRow)
  )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet(row)
        .where('idempotency_keys.created_at', '<', values.key_expired_before),
    )
    .returning(sql<number>`1`.as('one'));
};

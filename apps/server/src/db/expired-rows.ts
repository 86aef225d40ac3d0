import { sql } from 'kysely';
import { DAY_MS, msBefore } from '../lib/clock';
import type { Db } from './database';
import { KEPT_FOR_MS } from './idempotency';

/** Rows deleted per statement: each is a short write, never one that holds the writer long. */
export const SWEEP_BATCH = 500;

/** Deletes up to a batch of a table's rows, found by their key, that `expired` selects. */
const deleteBatch = (db: Db, table: string, key: string, expired: ReturnType<typeof sql>) =>
  sql`delete from ${sql.table(table)} where (${sql.raw(key)}) in (select ${sql.raw(key)} from ${sql.table(table)} where ${expired} limit ${SWEEP_BATCH})`.execute(
    db,
  );

/**
 * Credentials and replay records past any use, which nothing else deletes: sessions expired
 * (a sign-in no longer finds them, `findActiveSession`), e-mailed links expired more than a day
 * ago (a link's mails are counted over the last day, so it is kept that long after its expiry),
 * and Idempotency-Keys older than the day a retry is answered from (a user's own are also let
 * go whenever they claim a new one, but not those of someone who stopped writing).
 */
const sweeps = {
  sessions: (db: Db, now: string) => deleteBatch(db, 'sessions', 'id', sql`expires_at <= ${now}`),
  oneTimeTokens: (db: Db, now: string) =>
    deleteBatch(db, 'one_time_tokens', 'token_hash', sql`expires_at <= ${msBefore(now, DAY_MS)}`),
  idempotencyKeys: (db: Db, now: string) =>
    deleteBatch(
      db,
      'idempotency_keys',
      'user_id, key',
      sql`created_at < ${msBefore(now, KEPT_FOR_MS)}`,
    ),
};

export type Swept = Record<keyof typeof sweeps, number>;

/**
 * Deletes what has expired, a batch at a time, each batch its own statement, until a batch
 * comes back short. Between batches the event loop serves requests (SQLite writes on it).
 */
export async function sweepExpiredRows(db: Db, now: string): Promise<Swept> {
  const swept: Swept = { sessions: 0, oneTimeTokens: 0, idempotencyKeys: 0 };
  for (const table of Object.keys(sweeps) as (keyof typeof sweeps)[]) {
    for (;;) {
      const { numAffectedRows } = await sweeps[table](db, now);
      const deleted = Number(numAffectedRows ?? 0);
      swept[table] += deleted;
      if (deleted < SWEEP_BATCH) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return swept;
}

import { sql } from 'kysely';
import type { Db } from './database';
import { KEPT_FOR_MS } from './idempotency';

/** Rows deleted per statement: each is a short write, never one that holds the writer long. */
export const SWEEP_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Credentials and replay records past any use, which nothing else deletes: sessions expired
 * (a sign-in no longer finds them, `findActiveSession`), e-mailed links expired more than a day
 * ago (a link's mails are counted over the last day, so it is kept that long after its expiry),
 * and Idempotency-Keys older than the day a retry is answered from (a user's own are also let
 * go whenever they claim a new one, but not those of someone who stopped writing).
 */
const sweeps = {
  sessions: (db: Db, now: string) =>
    sql`delete from sessions where id in (select id from sessions where expires_at <= ${now} limit ${SWEEP_BATCH})`.execute(
      db,
    ),
  oneTimeTokens: (db: Db, now: string) =>
    sql`delete from one_time_tokens where token_hash in (select token_hash from one_time_tokens where expires_at <= ${before(now, DAY_MS)} limit ${SWEEP_BATCH})`.execute(
      db,
    ),
  idempotencyKeys: (db: Db, now: string) =>
    sql`delete from idempotency_keys where (user_id, key) in (select user_id, key from idempotency_keys where created_at < ${before(now, KEPT_FOR_MS)} limit ${SWEEP_BATCH})`.execute(
      db,
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

const before = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();

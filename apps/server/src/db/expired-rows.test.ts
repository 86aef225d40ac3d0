import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../test/app';
import { testDatabaseKinds } from '../../test/databases';
import { SWEEP_BATCH, sweepExpiredRows } from './expired-rows';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(testDatabaseKinds)('the sweep of expired rows on %s', (kind) => {
  let t: TestApp;
  let ann: TestPerson;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ann = await t.signedInUser();
  });
  afterAll(() => t?.close());

  const me = (who: { headers: Record<string, string> }) =>
    t.inject({ method: 'GET', url: '/api/v1/user/me', headers: who.headers });
  const sessionsOf = async (userId: string) =>
    (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

  it('deletes expired sessions, a batch at a time, and leaves the live ones working', async () => {
    const bob = await t.signedInUser();
    // Bob's second sign-in, then its session left unused past its expiry.
    const stale = await t.logIn(bob.input.email, bob.input.password);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: ago(1000) })
      .where('user_id', '=', bob.user._id)
      .where('id', 'in', (qb) =>
        qb.selectFrom('sessions').select('id').where('user_id', '=', bob.user._id).limit(1),
      )
      .execute();
    // More expired sessions than one batch holds, as a crowd that signed in once would leave.
    const crowd = Array.from({ length: SWEEP_BATCH + 7 }, (_, i) => ({
      id: `expired-${i}`,
      user_id: ann.user._id,
      token_hash: `expired-hash-${i}`,
      user_agent: 'test',
      created_at: ago(40 * 24 * HOUR),
      last_used_at: ago(31 * 24 * HOUR),
      expires_at: ago(HOUR),
    }));
    for (let i = 0; i < crowd.length; i += 100) {
      await t.db
        .insertInto('sessions')
        .values(crowd.slice(i, i + 100))
        .execute();
    }
    expect(await sessionsOf(ann.user._id)).toBe(1 + crowd.length);
    expect(await sessionsOf(bob.user._id)).toBe(2);

    const swept = await sweepExpiredRows(t.db, new Date().toISOString());

    expect(swept.sessions).toBe(crowd.length + 1);
    expect(await sessionsOf(ann.user._id)).toBe(1);
    expect(await sessionsOf(bob.user._id)).toBe(1);
    expect((await me(ann)).statusCode).toBe(200);
    expect((await me({ headers: { authorization: `Bearer ${stale.token}` } })).statusCode).toBe(
      200,
    );
    expect((await me(bob)).statusCode).toBe(401);
    // Nothing left to sweep: a second round deletes nothing.
    expect(await sweepExpiredRows(t.db, new Date().toISOString())).toEqual({
      sessions: 0,
      oneTimeTokens: 0,
      idempotencyKeys: 0,
    });
  });

  it('keeps an e-mailed link for a day past its expiry, while its mail still counts', async () => {
    const link = (hash: string, expiresAt: string) => ({
      token_hash: hash,
      user_id: ann.user._id,
      purpose: 'reset' as const,
      expires_at: expiresAt,
      used_at: null,
      created_at: ago(2 * HOUR),
    });
    await t.db
      .insertInto('one_time_tokens')
      .values([
        link('expired-two-days-ago', ago(48 * HOUR)),
        link('expired-an-hour-ago', ago(HOUR)),
        link('still-valid', ago(-HOUR)),
      ])
      .execute();

    const swept = await sweepExpiredRows(t.db, new Date().toISOString());

    expect(swept.oneTimeTokens).toBe(1);
    const left = await t.db
      .selectFrom('one_time_tokens')
      .select('token_hash')
      .where('user_id', '=', ann.user._id)
      .where('purpose', '=', 'reset')
      .orderBy('token_hash')
      .execute();
    expect(left.map((row) => row.token_hash)).toEqual(['expired-an-hour-ago', 'still-valid']);
  });

  it('lets an Idempotency-Key go after its day, and a retry within it still gets the first answer', async () => {
    const post = (key: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: { ...ann.headers, 'idempotency-key': key },
        payload: { content: `kept by ${key}`, visibility: 'public' },
      });
    const old = await post('written-yesterday');
    const recent = await post('written-just-now');
    expect([old.statusCode, recent.statusCode]).toEqual([201, 201]);
    await t.db
      .updateTable('idempotency_keys')
      .set({ created_at: ago(25 * HOUR) })
      .where('key', '=', 'written-yesterday')
      .execute();

    const swept = await sweepExpiredRows(t.db, new Date().toISOString());

    expect(swept.idempotencyKeys).toBe(1);
    const keys = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', ann.user._id)
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['written-just-now']);
    const retried = await post('written-just-now');
    expect(retried.json().data.post._id).toBe(recent.json().data.post._id);
  });
});

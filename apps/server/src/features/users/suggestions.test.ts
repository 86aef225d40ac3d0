import type { User } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { queryCounter } from '../../../test/query-counter';

/**
 * Who to follow. Each test has a database of its own, so that the popular accounts filling
 * the list are the ones the test made.
 */
describe.each(testDatabaseKinds)('people to follow on %s', (kind) => {
  let t: TestApp;
  const counter = queryCounter();
  afterEach(async () => {
    await t.close();
  });
  const start = async () => {
    t = await createTestApp(kind, {}, { wrap: (db) => db.withPlugin(counter.plugin) });
  };
  const post = (who: TestPerson, url: string, payload: object) =>
    t.inject({ method: 'POST', url: `/api/v1${url}`, headers: who.headers, payload });
  const suggest = async (who: TestPerson, query = '') => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/v1/user/suggestions${query}`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.userList as User[];
  };
  const ids = async (who: TestPerson, query = '?limit=20') =>
    (await suggest(who, query)).map((u) => u._id);
  /** `fans` follow each of `targets`: the targets become popular. */
  const followedBy = async (fans: TestPerson[], targets: TestPerson[]) => {
    for (const fan of fans) for (const target of targets) await t.follow(fan, target.user._id);
  };

  it('answers 401 without a token', async () => {
    await start();
    const response = await t.inject({ method: 'GET', url: '/api/v1/user/suggestions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('ranks people by how many of my followees follow them, then fills with popular accounts', async () => {
    await start();
    const [me, a, b, c, x, y, z, star, quiet] = await t.signedInUsers(9);
    for (const followee of [a, b, c]) await t.follow(me, followee.user._id);
    await followedBy([a, b, c], [x]);
    await followedBy([a, b], [y]);
    await followedBy([a], [z]);
    // More followers than any of them, but none of my followees follows this one.
    const fans = await t.signedInUsers(4);
    await followedBy(fans, [star]);
    await t.follow(z, me.user._id);

    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/user/suggestions',
      headers: me.headers,
    });
    expect(response.json()).toMatchObject({ success: true, message: expect.any(String) });
    const list = response.json().data.userList as User[];
    // Then, among people nobody follows, the newest first.
    expect(list.map((u) => u._id)).toEqual([x, y, z, star, fans[3]].map((p) => p?.user._id));
    expect(list[2]?.viewer).toMatchObject({ isSelf: false, following: false, followsYou: true });
    expect(list[3]?.followersCount).toBe(4);
    // The fill goes on by followers: the fans follow four people each, nobody follows them.
    expect(await ids(me)).toEqual(
      expect.arrayContaining([quiet.user._id, ...fans.map((f) => f.user._id)]),
    );
    expect(await suggest(me, '?limit=2')).toHaveLength(2);
  });

  it('never suggests me, people I follow or asked to follow, a block either way, mutes, suspended or deleted accounts', async () => {
    await start();
    const [me, friend, followed, requested, blocked, blocker, muted, suspended, gone, fine] =
      await t.signedInUsers(10);
    const fans = await t.signedInUsers(2);
    const everyone = [followed, requested, blocked, blocker, muted, suspended, gone, fine];
    await t.makePrivate(requested);
    await followedBy([friend, ...fans], [me, ...everyone]);
    for (const p of [friend, followed, requested]) await t.follow(me, p.user._id);
    await post(me, '/user/block', { userId: blocked.user._id });
    await post(blocker, '/user/block', { userId: me.user._id });
    await post(me, '/user/mute', { userId: muted.user._id });
    await t.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.user._id)
      .execute();
    const deleted = await t.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: gone.headers,
      payload: { password: gone.input.password },
    });
    expect(deleted.statusCode).toBe(200);

    const list = await ids(me);
    expect(list[0]).toBe(fine.user._id);
    for (const p of [me, friend, followed, requested, blocked, blocker, muted, suspended, gone])
      expect(list).not.toContain(p.user._id);
    // The blocks hide me from them too.
    expect(await ids(blocked)).not.toContain(me.user._id);
    expect(await ids(blocker)).not.toContain(me.user._id);
  });

  it('suggests private accounts, but does not rank by whom a private account follows before it accepts me', async () => {
    await start();
    const [me, closed, theirFriend, star] = await t.signedInUsers(4);
    await t.makePrivate(closed);
    await followedBy(await t.signedInUsers(2), [star]);
    await t.follow(closed, theirFriend.user._id);

    const first = await suggest(me, '?limit=20');
    const privateOne = first.find((u) => u._id === closed.user._id);
    expect(privateOne).toMatchObject({ isPrivate: true, viewer: { requested: false } });

    expect((await post(me, '/user/follow', { userId: closed.user._id })).json().data.status).toBe(
      'requested',
    );
    const pending = await ids(me);
    expect(pending).not.toContain(closed.user._id);
    expect(pending[0]).toBe(star.user._id);

    await post(closed, '/user/follow-requests/accept', { userId: me.user._id });
    expect((await ids(me))[0]).toBe(theirFriend.user._id);
  });

  it('refuses a limit outside 1 to 20', async () => {
    await start();
    const me = await t.signedInUser();
    for (const limit of ['0', '21', 'many']) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/v1/user/suggestions?limit=${limit}`,
        headers: me.headers,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('costs the same statements for a large network as for an empty one', async () => {
    await start();
    const [loner, me] = await t.signedInUsers(2);
    const network = await t.signedInUsers(12);
    for (const p of network.slice(0, 6)) await t.follow(me, p.user._id);
    await followedBy(network.slice(0, 6), network.slice(6));
    const cost = async (who: TestPerson) => {
      counter.reset();
      const list = await suggest(who, '?limit=20');
      return { count: counter.count, list };
    };
    const empty = await cost(loner);
    const large = await cost(me);
    expect(large.list.length).toBeGreaterThan(6);
    expect(large.count).toBe(empty.count);
    // The session's look-up, and the suggestions themselves.
    expect(large.count).toBeLessThanOrEqual(3);
  });
});

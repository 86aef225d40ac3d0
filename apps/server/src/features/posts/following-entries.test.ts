import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { migrationProvider } from '../../db/migrations/index';

/**
 * The Following feed is read from each viewer's entries written ahead (`following_entries`,
 * migration 0028), kept by triggers. Whatever happened before or after a follow, the feed must
 * show what the people followed wrote and shared, and nothing else; and the table must tie no
 * one to an anonymous post.
 */
describe.each(testDatabaseKinds)('the Following feed written ahead on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = async (who: TestPerson, url: string, payload: Record<string, unknown>) => {
    const response = await t.inject({ method: 'POST', url, headers: who.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const feed = async (who: TestPerson) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: who.headers,
      payload: { pageSize: 50, filters: { feed: 'following' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.postList as { content: string }[]).map((p) => p.content);
  };
  const share = (who: TestPerson, postId: string, active: boolean) =>
    call(who, `/api/v1/post/${postId}/react`, { kind: 'share', active });
  const rowsOf = async (viewer: TestPerson) =>
    (
      await t.db
        .selectFrom('following_entries')
        .select('entry_id')
        .where('viewer_id', '=', viewer.user._id)
        .execute()
    ).map((row) => row.entry_id);

  it('brings what someone wrote and shared before the follow, and takes it away after', async () => {
    const [reader, writer, other] = await t.signedInUsers(3);
    await t.writePost(writer, 'older named');
    const anonymous = await t.writePost(writer, 'older anonymous', 'private');
    const theirs = await t.writePost(other, 'shared by the writer');
    await share(writer, theirs, true);
    expect(await feed(reader)).toEqual([]);

    await t.follow(reader, writer.user._id);
    expect(await feed(reader)).toEqual(['shared by the writer', 'older named']);
    expect(await rowsOf(reader)).not.toContain(anonymous);

    await call(reader, '/api/v1/user/unfollow', { userId: writer.user._id });
    expect(await feed(reader)).toEqual([]);
    expect(await rowsOf(reader)).toEqual([]);
    await t.follow(reader, writer.user._id);
    expect(await feed(reader)).toEqual(['shared by the writer', 'older named']);
  });

  it('waits for a private account to accept, and follows its removal of a follower', async () => {
    const [reader, owner] = await t.signedInUsers(2);
    await t.makePrivate(owner);
    await t.writePost(owner, 'for followers');
    await t.follow(reader, owner.user._id);
    expect(await feed(reader)).toEqual([]);
    expect(await rowsOf(reader)).toEqual([]);

    await call(owner, '/api/v1/user/follow-requests/accept', { userId: reader.user._id });
    expect(await feed(reader)).toEqual(['for followers']);
    await t.writePost(owner, 'after accepting');
    expect(await feed(reader)).toEqual(['after accepting', 'for followers']);

    await call(owner, '/api/v1/user/followers/remove', { userId: reader.user._id });
    expect(await feed(reader)).toEqual([]);
    expect(await rowsOf(reader)).toEqual([]);
  });

  it('drops a post turned anonymous, deleted, or unshared, from every feed and the table', async () => {
    const [reader, writer, sharer] = await t.signedInUsers(3);
    await t.follow(reader, writer.user._id);
    await t.follow(reader, sharer.user._id);
    const turned = await t.writePost(writer, 'turned anonymous');
    const removed = await t.writePost(writer, 'removed');
    const shared = await t.writePost(writer, 'shared then unshared');
    await share(sharer, shared, true);
    expect(await feed(reader)).toEqual(['shared then unshared', 'removed', 'turned anonymous']);

    expect((await t.editPost(writer, turned, { visibility: 'private' })).statusCode).toBe(200);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/v1/post/${removed}`,
      headers: writer.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await share(sharer, shared, false);
    expect(await feed(reader)).toEqual(['shared then unshared']);

    // Only the named post left: no row names the anonymous one, for anyone.
    expect(await rowsOf(reader)).toEqual([shared]);
    const anyRow = await t.db
      .selectFrom('following_entries')
      .select('viewer_id')
      .where('entry_id', '=', turned)
      .execute();
    expect(anyRow).toEqual([]);
  });

  it('hides a followed person once either blocks the other', async () => {
    const [reader, writer] = await t.signedInUsers(2);
    await t.follow(reader, writer.user._id);
    await t.writePost(writer, 'before the block');
    expect(await feed(reader)).toEqual(['before the block']);
    await call(writer, '/api/v1/user/block', { userId: reader.user._id });
    expect(await feed(reader)).toEqual([]);
  });

  it('keeps a row whose follow is gone from showing anything', async () => {
    const [reader, writer] = await t.signedInUsers(2);
    await t.follow(reader, writer.user._id);
    await t.writePost(writer, 'followed once');
    await sql`delete from follows where follower_id = ${reader.user._id}`.execute(t.db);
    expect(await rowsOf(reader)).toEqual([]);
    // As if a trigger had missed it: the follow is gone, the row is back.
    await sql`insert into following_entries (viewer_id, entry_id, repost) select ${reader.user._id}, id, 0 from posts where author_id = ${writer.user._id}`.execute(
      t.db,
    );
    expect(await rowsOf(reader)).toHaveLength(1);
    expect(await feed(reader)).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('migration 0028 on %s', (kind) => {
  it('writes ahead the feeds of the follows, posts and reposts already there', async () => {
    const t = await createTestApp(kind);
    try {
      const migrator = new Migrator({ db: t.db, provider: migrationProvider });
      const back = await migrator.migrateTo('20261127_0027_post_search_pending_list');
      expect(back.error).toBe(undefined);
      const [reader, writer, stranger] = await t.signedInUsers(3);
      await t.follow(reader, writer.user._id);
      await t.writePost(reader, 'mine');
      await t.writePost(writer, 'named');
      await t.writePost(writer, 'anonymous', 'private');
      const shared = await t.writePost(stranger, 'from a stranger');
      const response = await t.inject({
        method: 'POST',
        url: `/api/v1/post/${shared}/react`,
        headers: writer.headers,
        payload: { kind: 'share', active: true },
      });
      expect(response.statusCode).toBe(200);
      expect((await migrator.migrateToLatest()).error).toBe(undefined);

      const listed = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: reader.headers,
        payload: { pageSize: 20, filters: { feed: 'following' } },
      });
      const contents = (listed.json().data.postList as { content: string }[]).map((p) => p.content);
      expect(contents).toEqual(['from a stranger', 'named', 'mine']);
      // Down and up again: the table goes and comes back whole.
      expect((await migrator.migrateTo('20261127_0027_post_search_pending_list')).error).toBe(
        undefined,
      );
      expect((await migrator.migrateToLatest()).error).toBe(undefined);
      const again = await t.inject({
        method: 'POST',
        url: '/api/v1/post/list',
        headers: reader.headers,
        payload: { pageSize: 20, filters: { feed: 'following' } },
      });
      expect(again.json().data.postList).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

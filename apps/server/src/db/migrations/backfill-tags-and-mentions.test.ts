import type { Post } from '@app/contract';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { backfillPostEntities } from './20261125_0020_backfill_tags_and_mentions';
import { migrationProvider } from './index';

/**
 * Migration 0020 gives posts written before 0018 the tags and mentions a write gives them.
 * Posts are written through the API, so that what the write path stores is the reference;
 * taking their rows away then leaves them as 0018 found older posts. 0020 changes no schema
 * and its `down` keeps the rows, so stepping back to 0019 and up again runs it once more.
 */
describe.each(testDatabaseKinds)('migration 0020 on %s', (kind) => {
  let t: TestApp;
  let ann: TestPerson;
  let bea: TestPerson;
  let sus: TestPerson;

  const person = (name: string) =>
    t.signedInUser({ name, username: `${name}_${kind}`.slice(0, 30) });
  const entityRows = async () => ({
    tags: await t.db
      .selectFrom('post_tags')
      .selectAll()
      .orderBy('post_id')
      .orderBy('tag')
      .execute(),
    mentions: await t.db
      .selectFrom('post_mentions')
      .selectAll()
      .orderBy('post_id')
      .orderBy('user_id')
      .execute(),
  });
  const forgetEntities = async (postIds: string[]) => {
    await t.db.deleteFrom('post_tags').where('post_id', 'in', postIds).execute();
    await t.db.deleteFrom('post_mentions').where('post_id', 'in', postIds).execute();
  };
  const notificationCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const byTag = async (tag: string): Promise<string[]> => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: bea.headers,
      payload: { filters: { tag } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.postList as Post[]).map((post) => post._id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ann = await person('ann');
    bea = await person('bea');
    sus = await person('sus');
    await t.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', sus.user._id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives older posts the tags and mentions a write gives, once, and notifies nobody', async () => {
    const mentioned = bea.input.username;
    const named = await t.writePost(
      ann,
      `#Garden day with @${mentioned.toUpperCase()} and @nobody_x`,
    );
    const anonymous = await t.writePost(
      ann,
      `#garden #日本 hi @${mentioned} @${sus.input.username}`,
      'private',
    );
    const plain = await t.writePost(ann, 'nothing to link here');
    const kept = await t.writePost(ann, `#tomatoes for @${mentioned}`);
    const written = await entityRows();
    expect(written.tags.length).toBe(4);
    expect(written.mentions.length).toBe(3);
    const notified = await notificationCount();

    // As 0018 left posts written before it; `kept` stands for a post written since.
    await forgetEntities([named, anonymous, plain]);
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261125_0019_media')).error).toBeUndefined();
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    // This one first, then those after it, which the app below needs.
    expect(results?.map((r) => [r.migrationName, r.status]).slice(0, 2)).toEqual([
      ['20261125_0020_backfill_tags_and_mentions', 'Success'],
      ['20261126_0021_posts_media_count', 'Success'],
    ]);
    expect(results?.every((r) => r.status === 'Success')).toBe(true);

    expect(await entityRows()).toEqual(written);
    expect(await byTag('garden')).toEqual([anonymous, named]);
    expect(await byTag('日本')).toEqual([anonymous]);
    expect(await byTag('tomatoes')).toEqual([kept]);
    const read = await t.inject({
      method: 'GET',
      url: `/api/v1/post/${named}`,
      headers: bea.headers,
    });
    expect((read.json().data.post as Post).mentions.map((u) => u._id)).toEqual([bea.user._id]);
    expect(await notificationCount()).toBe(notified);

    // Again, in batches of one, with some rows there and some not: nothing twice.
    await forgetEntities([anonymous]);
    // As the migrator hands it over: a migration never sees the app's schema type.
    await backfillPostEntities(t.db as unknown as Kysely<unknown>, 1);
    expect(await entityRows()).toEqual(written);
    expect(await notificationCount()).toBe(notified);
  });
});

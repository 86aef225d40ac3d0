import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { newId } from '../../lib/ids';
import { migrationProvider } from './index';

/** Migration 0021 counts the images each post already has, and only theirs. */
describe.each(testDatabaseKinds)('migration 0021 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every post the count of its images', async () => {
    const ann = await t.signedInUser();
    const pictured = await t.writePost(ann, 'three pictures');
    const plain = await t.writePost(ann, 'none');
    const image = (postId: string | null, position: number) => ({
      id: newId(),
      uploader_id: ann.user._id,
      post_id: postId,
      position,
      width: 10,
      height: 10,
      file_key: newId(),
      thumb_key: newId(),
      created_at: new Date().toISOString(),
    });
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261125_0020_backfill_tags_and_mentions')).error).toBe(
      undefined,
    );
    // As rows stood before 0021: images attached, and one not attached to anything.
    await t.db
      .insertInto('media')
      .values([image(pictured, 0), image(pictured, 1), image(pictured, 2), image(null, 0)])
      .execute();
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    // This one first, then any after it.
    expect(results?.[0]?.migrationName).toBe('20261126_0021_posts_media_count');
    expect(results?.every((r) => r.status === 'Success')).toBe(true);
    const counts = await t.db
      .selectFrom('posts')
      .select(['id', 'media_count'])
      .where('id', 'in', [pictured, plain])
      .execute();
    expect(Object.fromEntries(counts.map((row) => [row.id, Number(row.media_count)]))).toEqual({
      [pictured]: 3,
      [plain]: 0,
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestPerson } from '../../../test/app';
import { testDatabaseKinds } from '../../../test/databases';
import { listPosts } from './posts.repository';

// Prepared statements belong to a PostgreSQL session, and PGlite's driver names none.
describe.runIf(testDatabaseKinds.includes('postgres'))(
  'a search planned once per connection on PostgreSQL',
  () => {
    let t: TestApp;
    let ann: TestPerson;
    let viewer: TestPerson;

    beforeAll(async () => {
      t = await createTestApp('postgres');
      ann = await t.signedInUser();
      viewer = await t.signedInUser();
      await t.writePost(ann, 'Kestrel feathers at dawn');
      await t.writePost(ann, 'A kestrel over the fields');
    });
    afterAll(async () => {
      await t.close();
    });

    it('finds the same posts through the named statement, one per shape of words', async () => {
      const found = await t.db.transaction().execute(async (trx) => {
        const search = async (text: string) => {
          const { rows } = await listPosts(
            trx,
            'postgres',
            { userId: viewer.user._id, mutesWords: false },
            { search: text },
            { limit: 20, offset: 0 },
          );
          return rows.map((row) => row.content);
        };
        // Twice each: the second run of a text reuses the statement the first prepared.
        const answers = {
          kestrel: await search('kestrel'),
          kestrelAgain: await search('KESTREL'),
          twoWords: await search('kestrel dawn'),
          twoWordsAgain: await search('fields kestrel'),
        };
        const held = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(trx);
        return { answers, held: held.rows };
      });
      expect(found.answers).toEqual({
        kestrel: ['A kestrel over the fields', 'Kestrel feathers at dawn'],
        kestrelAgain: ['A kestrel over the fields', 'Kestrel feathers at dawn'],
        twoWords: ['Kestrel feathers at dawn'],
        twoWordsAgain: ['A kestrel over the fields'],
      });
      const rankings = found.held.filter((s) => s.statement.includes('json_agg(posts.id order by'));
      expect(rankings).toHaveLength(2);
      for (const ranking of rankings) expect(ranking.name).toMatch(/^hot_\d+$/);
    });
  },
);

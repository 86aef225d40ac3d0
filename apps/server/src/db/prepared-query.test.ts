import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../test/databases';
import { preparedQuery } from './prepared-query';

describe.each(testDatabaseKinds)('preparedQuery on %s', (kind) => {
  it('binds each run its own values, per shape, from SQL built once', async () => {
    const { handle, drop } = await createTestDatabase(kind);
    const { db } = handle;
    try {
      for (const [index, name] of ['Ada', 'Grace', 'Linus'].entries()) {
        await db
          .insertInto('users')
          .values({
            id: `00000000-0000-7000-8000-00000000000${index}`,
            name,
            username: name.toLowerCase(),
            username_key: name.toLowerCase(),
            email: `${name.toLowerCase()}@example.com`,
            email_key: `${name.toLowerCase()}@example.com`,
            password_hash: 'x',
            last_login_at: null,
            email_verified_at: null,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          })
          .execute();
      }
      let builds = 0;
      const names = preparedQuery(
        (database, shape: { startsWith: boolean }, values: { prefix: string; limit: number }) => {
          builds += 1;
          let query = database.selectFrom('users').select('name').orderBy('name');
          if (shape.startsWith) query = query.where('name', 'like', values.prefix);
          return query.limit(values.limit);
        },
      );
      const run = (startsWith: boolean, prefix: string, limit: number) =>
        names(db, handle.kind, { startsWith }, { prefix, limit }).then((rows) =>
          rows.map((row) => row.name),
        );

      expect(await run(true, 'G%', 10)).toEqual(['Grace']);
      expect(await run(true, 'L%', 10)).toEqual(['Linus']);
      expect(await run(false, '', 2)).toEqual(['Ada', 'Grace']);
      expect(await run(false, '', 3)).toEqual(['Ada', 'Grace', 'Linus']);
      expect(builds).toBe(2);
    } finally {
      await db.destroy();
      await drop();
    }
  });

  it.runIf(kind === 'postgres')(
    'is planned once per connection on PostgreSQL, as a named statement',
    async () => {
      const { handle, drop } = await createTestDatabase(kind);
      const { db } = handle;
      try {
        const count = preparedQuery((database, _shape: { all: boolean }, values: { min: number }) =>
          database
            .selectFrom('users')
            .select(sql<number>`count(*)`.as('n'))
            .where(sql<boolean>`length(name) >= ${values.min}`),
        );
        // One connection throughout: prepared statements belong to the session.
        const named = await db.transaction().execute(async (trx) => {
          expect(await count(trx, handle.kind, { all: true }, { min: 0 })).toEqual([{ n: '0' }]);
          expect(await count(trx, handle.kind, { all: true }, { min: 3 })).toEqual([{ n: '0' }]);
          return sql<{
            name: string;
            statement: string;
          }>`select name, statement from pg_prepared_statements`
            .execute(trx)
            .then((result) => result.rows);
        });
        expect(named).toHaveLength(1);
        expect(named[0]?.name).toMatch(/^hot_\d+$/);
        expect(named[0]?.statement).toContain('length(name) >=');
      } finally {
        await db.destroy();
        await drop();
      }
    },
  );
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../../test/databases';
import type { Db, DbKind } from './database';
import { preparedQuery } from './prepared-query';

/** Ada, Grace and Linus. */
async function addPeople(db: Db) {
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
}

/** The statements this PostgreSQL session holds, each from `after` on. */
const heldStatements = (trx: Db, after: RegExp) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements`
    .execute(trx)
    .then((result) => result.rows.map((row) => row.statement.replace(after, '')));

/** A fresh database of `kind` holding Ada, Grace and Linus, for the length of `run`. */
async function withPeople(kind: TestDatabaseKind, run: (db: Db, dbKind: DbKind) => Promise<void>) {
  const { handle, drop } = await createTestDatabase(kind);
  try {
    await addPeople(handle.db);
    await run(handle.db, handle.kind);
  } finally {
    await handle.db.destroy();
    await drop();
  }
}

describe.each(testDatabaseKinds)('preparedQuery on %s', (kind) => {
  it('binds each run its own values, per shape, from SQL built once', () =>
    withPeople(kind, async (db, dbKind) => {
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
        names(db, dbKind, { startsWith }, { prefix, limit }).then((rows) =>
          rows.map((row) => row.name),
        );

      expect(await run(true, 'G%', 10)).toEqual(['Grace']);
      expect(await run(true, 'L%', 10)).toEqual(['Linus']);
      expect(await run(false, '', 2)).toEqual(['Ada', 'Grace']);
      expect(await run(false, '', 3)).toEqual(['Ada', 'Grace', 'Linus']);
      expect(builds).toBe(2);
    }));

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

  it.runIf(kind === 'postgres')(
    'leaves the shapes planned per run unnamed on PostgreSQL',
    async () => {
      const { handle, drop } = await createTestDatabase(kind);
      const { db } = handle;
      try {
        const count = preparedQuery(
          (database, shape: { named: boolean }, values: { min: number; pattern: string }) => {
            const query = database
              .selectFrom('users')
              .select(sql<number>`count(*)`.as('n'))
              .where(sql<boolean>`length(name) >= ${values.min}`);
            return shape.named ? query.where('name', 'like', values.pattern) : query;
          },
          { plannedPerRunOnPostgres: (shape) => shape.named },
        );
        const held = await db.transaction().execute(async (trx) => {
          for (const named of [true, false, true]) {
            const rows = await count(trx, handle.kind, { named }, { min: 0, pattern: '%a%' });
            expect(rows).toEqual([{ n: '0' }]);
          }
          return heldStatements(trx, /^.*where /);
        });
        expect(held).toEqual(['length(name) >= $1']);
      } finally {
        await db.destroy();
        await drop();
      }
    },
  );

  it('writes a small page limit into the SQL on PostgreSQL, and binds a larger one', () =>
    withPeople(kind, async (db, dbKind) => {
      const page = preparedQuery(
        (database, _shape: { all: boolean }, values: { limit: number; offset: number }) =>
          database
            .selectFrom('users')
            .select('name')
            .orderBy('name')
            .limit(values.limit)
            .offset(values.offset),
        { inlinedOnPostgres: ['limit', 'offset'] },
      );
      // One connection throughout: prepared statements belong to the session.
      const statements = await db.transaction().execute(async (trx) => {
        const names = (limit: number, offset: number) =>
          page(trx, dbKind, { all: true }, { limit, offset }).then((rows) =>
            rows.map((row) => row.name),
          );
        expect(await names(2, 0)).toEqual(['Ada', 'Grace']);
        expect(await names(1, 0)).toEqual(['Ada']);
        expect(await names(2, 1)).toEqual(['Grace', 'Linus']);
        expect(await names(500, 1)).toEqual(['Grace', 'Linus']);
        expect(await names(2, 101)).toEqual([]);
        return kind === 'postgres' ? heldStatements(trx, /^.*order by "name" /) : [];
      });
      if (kind === 'postgres') {
        expect(statements.sort()).toEqual([
          'limit $1 offset 1',
          'limit 1 offset 0',
          'limit 2 offset $1',
          'limit 2 offset 0',
          'limit 2 offset 1',
        ]);
      }
    }));

  it('writes in at most 16 combinations of values, and binds any after them', () =>
    withPeople(kind, async (db, dbKind) => {
      const page = preparedQuery(
        (database, _shape: { all: boolean }, values: { limit: number }) =>
          database.selectFrom('users').select('name').orderBy('name').limit(values.limit),
        { inlinedOnPostgres: ['limit'] },
      );
      const statements = await db.transaction().execute(async (trx) => {
        for (let limit = 1; limit <= 30; limit++) {
          const rows = await page(trx, dbKind, { all: true }, { limit });
          expect(rows).toHaveLength(Math.min(limit, 3));
        }
        return kind === 'postgres' ? heldStatements(trx, /^.*"name" /) : [];
      });
      if (kind === 'postgres') {
        expect(statements).toHaveLength(17);
        expect(statements).toContain('limit 16');
        expect(statements).not.toContain('limit 17');
        expect(statements).toContain('limit $1');
      }
    }));
});

import { type Kysely, sql } from 'kysely';
import { isSqlite } from './dialect';

/**
 * `people_counts`: how many accounts each status holds, kept by triggers on `users`. The
 * People list's total read the status index of every active account on each page (6.8 ms
 * at 100,000 people, the slowest read of the mixed load after search); now it reads one row.
 * Triggers rather than application code: every way an account is made, suspended, deleted
 * or restored keeps the count in the same transaction, including ones written later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('people_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into people_counts (status, total) select status, count(*) from users group by status`.execute(
    db,
  );
  const add = (status: string) =>
    `insert into people_counts (status, total) values (${status}, 1) on conflict (status) do update set total = people_counts.total + 1;`;
  const remove = (status: string) =>
    `update people_counts set total = total - 1 where status = ${status};`;
  if (isSqlite(db)) {
    await sql
      .raw(`create trigger people_counts_insert after insert on users begin
      ${add('new.status')} end`)
      .execute(db);
    await sql
      .raw(`create trigger people_counts_delete after delete on users begin
      ${remove('old.status')} end`)
      .execute(db);
    await sql
      .raw(`create trigger people_counts_update after update of status on users
      when old.status <> new.status begin ${remove('old.status')} ${add('new.status')} end`)
      .execute(db);
    return;
  }
  await sql
    .raw(`create function people_counts_keep() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status then return null; end if;
      if tg_op in ('UPDATE', 'DELETE') then ${remove('old.status')} end if;
      if tg_op in ('UPDATE', 'INSERT') then ${add('new.status')} end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger people_counts_keep after insert or delete or update of status
    on users for each row execute function people_counts_keep()`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger people_counts_${name}`).execute(db);
    }
  } else {
    await sql.raw('drop trigger people_counts_keep on users').execute(db);
    await sql.raw('drop function people_counts_keep').execute(db);
  }
  await db.schema.dropTable('people_counts').execute();
}

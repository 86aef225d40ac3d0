import { type Compilable, type Kysely, type QueryCreator, sql } from 'kysely';
import type { Db } from './database';
import { insertNotice, type NoticeValues } from './notifications';
import type { Database } from './schema';

/** A per-user mark on a row (a reaction or a save) whose count is kept on the parent row. */
export type Mark = {
  table: 'post_reactions' | 'comment_reactions' | 'saves';
  key: Record<string, string>;
  /** The parent table and its counter column, when the mark is counted. */
  counter?: { table: 'posts' | 'comments'; column: string; id: string };
};

/**
 * Sets a mark on or off and moves the count only when a row really appeared or went, so a
 * count always equals its rows however often, and however concurrently, the call is
 * repeated. Runs inside the caller's transaction. When a count moved, `counted` is the
 * parent row as it left it. A toggle is decided by the caller from the mark its read of
 * the parent row carries (`toggled`): one statement fewer than asking again.
 */
export async function setMark(
  trx: Db,
  mark: Mark,
  wanted: boolean,
  now: string,
): Promise<{ active: boolean; changed: boolean; counted?: Record<string, unknown> }> {
  // The tables differ only in names, so this one helper speaks to them untyped.
  const db = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const matching = <Q extends { where: (...args: never[]) => Q }>(query: Q) => {
    let q = query;
    for (const [column, value] of Object.entries(mark.key)) {
      q = (q.where as unknown as (c: string, op: string, v: string) => Q)(column, '=', value);
    }
    return q;
  };
  let changed: boolean;
  if (wanted) {
    const inserted = await db
      .insertInto(mark.table)
      .values({ ...mark.key, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning(sql<number>`1`.as('one'))
      .executeTakeFirst();
    changed = inserted !== undefined;
  } else {
    const deleted = await matching(db.deleteFrom(mark.table))
      .returning(sql<number>`1`.as('one'))
      .executeTakeFirst();
    changed = deleted !== undefined;
  }
  if (changed && mark.counter) {
    const { table, column, id } = mark.counter;
    // The parent row as the count left it, so that callers need not read it again.
    const counted = await db
      .updateTable(table)
      .set({ [column]: sql`${sql.ref(column)} + ${wanted ? 1 : -1}` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return { active: wanted, changed, ...(counted ? { counted } : {}) };
  }
  return { active: wanted, changed };
}

/** The state a call asks for: `active` when given, else the opposite of the mark as read. */
export const toggled = (active: boolean | undefined, marked: unknown): boolean => active ?? !marked;

/** A viewer's mark (a reaction) on one row, set, cleared or toggled in one statement. */
export type MarkInOneStatement = {
  /**
   * The marked row as the viewer may see it, one row or none, named `target` in the
   * statement: with none, nothing changes and the statement answers no row.
   */
  target: (db: QueryCreator<Database>) => Compilable<unknown>;
  /** `target`'s column telling whether the mark is set, for a toggle. */
  markedColumn: string;
  /** Set (true) or clear (false) whatever the mark was; undefined toggles it. */
  wanted: boolean | undefined;
  table: 'post_reactions' | 'comment_reactions';
  /** The mark's row: the marked row's id column, `user_id` and `kind`. */
  key: Record<string, unknown>;
  now: unknown;
  counter: { table: 'posts' | 'comments'; column: string; id: unknown; returning: string[] };
  /** Told to `target.author_id` when the mark came, unless that is the actor. */
  notice: Omit<NoticeValues, 'user_id'>;
};

/** In a `markInOneStatement` statement: whether the mark's row came, or went. */
export const markCame = sql<boolean>`exists (select 1 from added)`;
export const markWent = sql<boolean>`exists (select 1 from removed)`;

/**
 * PostgreSQL: the common tables of a mark set in one statement: `target` (the row as the
 * viewer may see it), `wanted` (the mark asked for), `added` or `removed` (the mark's row),
 * `counted` (the count moved only when a row really came or went, as `setMark` does, so
 * concurrent calls add up exactly) and `noticed` (the author told, through `insertNotice`,
 * which keeps its block and mute silencing). Each statement is a round trip, and a
 * transaction of them holds the counted row locked while the server sends the next one.
 * Every change hangs on `wanted`, which has no row when `target` has none.
 */
export function markInOneStatement(typed: QueryCreator<Database>, mark: MarkInOneStatement) {
  // The common tables' names are the statement's own, so it speaks to them untyped.
  const db = typed as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const wanted =
    mark.wanted === undefined
      ? sql<boolean>`not target.${sql.ref(mark.markedColumn)}`
      : sql<boolean>`${sql.lit(mark.wanted)}`;
  const columns = [...Object.keys(mark.key), 'created_at'];
  const { counter } = mark;
  const author = sql<string>`(select target.author_id from target)`;
  return db
    .with('target', () => mark.target(typed) as never)
    .with('wanted', (qb) => qb.selectFrom('target').select(wanted.as('active')))
    .with('added', (qb) =>
      qb
        .insertInto(mark.table)
        .columns(columns)
        .expression(
          qb
            .selectFrom('wanted')
            .where(sql<boolean>`wanted.active`)
            .select(
              Object.entries({ ...mark.key, created_at: mark.now }).map(([column, value]) =>
                sql`${value}`.as(column),
              ),
            ),
        )
        .onConflict((oc) => oc.doNothing())
        .returning(sql<number>`1`.as('one')),
    )
    .with('removed', (qb) => {
      let removed = qb.deleteFrom(mark.table);
      for (const [column, value] of Object.entries(mark.key)) {
        removed = removed.where(column, '=', value);
      }
      return removed
        .where(sql<boolean>`exists (select 1 from wanted where not wanted.active)`)
        .returning(sql<number>`1`.as('one'));
    })
    .with('counted', (qb) =>
      qb
        .updateTable(counter.table)
        .set({
          [counter.column]: sql`${sql.ref(counter.column)} + (select count(*) from added) - (select count(*) from removed)`,
        })
        .where('id', '=', counter.id)
        .where(sql<boolean>`(${markCame} or ${markWent})`)
        .returning(counter.returning),
    )
    .with('noticed', (qb) =>
      insertNotice(
        qb as unknown as QueryCreator<Database>,
        { ...mark.notice, user_id: author },
        sql<boolean>`(${markCame} and ${author} <> ${mark.notice.actor_id})`,
      ).returning('id'),
    );
}

/**
 * A `markInOneStatement` statement's answer: `target` as read, with the mark as it now
 * stands (`active`), whether a row came or went (`changed`) and whether the author was told
 * (`notified`); `counted` is joined for the caller to pick its columns (null when no count moved).
 */
export function markAnswer(query: ReturnType<typeof markInOneStatement>) {
  return query
    .selectFrom('target')
    .innerJoin('wanted', (join) => join.onTrue())
    .leftJoin('counted', (join) => join.onTrue())
    .selectAll('target')
    .select([
      sql<boolean>`wanted.active`.as('active'),
      sql<boolean>`(${markCame} or ${markWent})`.as('changed'),
      sql<boolean>`exists (select 1 from noticed)`.as('notified'),
    ]);
}

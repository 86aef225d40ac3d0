import { type Kysely, sql } from 'kysely';
import type { Db } from './database';

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

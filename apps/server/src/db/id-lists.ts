import { type RawBuilder, sql } from 'kysely';
import { type Db, kindOf } from './database';

/**
 * Many ids as one bound value, a JSON array: a statement built once (`preparedQuery`) then
 * serves any number of them, where `in (?, ?, …)` would be a new statement for each count.
 */

/** The ids of a JSON array, as a one-column table, in either dialect. */
export const idsOf = (db: Db, json: unknown): RawBuilder<string> =>
  kindOf(db) === 'sqlite'
    ? sql<string>`(select value from json_each(${json}))`
    : sql<string>`(select json_array_elements_text(cast(${json} as json)))`;

/**
 * PostgreSQL: the ids of a JSON array as a table `(id, rank)`, rank counting from 1 in the
 * array's order. Joined as the outer side and ordered by rank, a page walks them in order.
 */
export const rankedIdsOf = (json: unknown) =>
  sql<{
    id: string;
    rank: number;
  }>`(select id, rank from json_array_elements_text(cast(${json} as json)) with ordinality as ids(id, rank))`;

import type pg from 'pg';

/**
 * The SQL of the hot queries (`preparedQuery`), which PostgreSQL parses and plans once per
 * connection under a name instead of on every run. Planning the Following feed's query took
 * 2.5 ms against 3 to run it, and a post page's 0.43 against 0.08: named, a Following page
 * fell from 8 to 4.7 ms and an Everyone page from 1.4 to 1.15. Only these queries are named:
 * their plans do not hang on the values (a viewer, a cursor, a post, a search's words since
 * migration 0032), whereas a generic plan for a day's range or a people search by name can
 * be far worse than one made for the values.
 */
const names = new Map<string, string>();
const namedInFamily = new Map<string, number>();

/**
 * A family of statements whose SQL varies with the request (a search's with its number of
 * words): at most `most` of its texts are named. Each named text is a plan every connection
 * keeps for its life, and a client could otherwise have them keep one for every shape it can
 * type; texts past the bound are planned on each run, as unnamed statements are.
 */
export type StatementFamily = { name: string; most: number };

/** Whether `sql` is (now) sent as a named statement. */
export function planOnceOnPostgres(sql: string, family?: StatementFamily): boolean {
  if (names.has(sql)) return true;
  if (family) {
    const named = namedInFamily.get(family.name) ?? 0;
    if (named >= family.most) return false;
    namedInFamily.set(family.name, named + 1);
  }
  names.set(sql, `hot_${names.size + 1}`);
  return true;
}

type Query = (...args: unknown[]) => unknown;

/** Makes a pool's new client send the named queries' SQL as named statements. */
export function sendNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (name === undefined || !Array.isArray(rest[0])) return query(text, ...rest);
    return query({ name, text, values: rest[0] }, ...rest.slice(1));
  };
}

import type { Compilable, CompiledQuery } from 'kysely';
import type { Db, DbKind } from './database';
import { planOnceOnPostgres } from './postgres-named-statements';

/** Stands in for a value while a query's SQL is built; each run puts the real value there. */
class Slot {
  constructor(readonly name: string) {}
}

type Scalar = string | number | null;

/**
 * A hot query whose SQL Kysely builds and compiles once per database kind and shape; every
 * later run only binds new values. Building and compiling a feed query costs about as much
 * as SQLite takes to run it, on every request.
 *
 * `build` gets stand-ins for `values`, not the values: it must pass them into the query as
 * they are and never branch on them. Whatever changes the SQL goes into `shape`, which must
 * be a small set of flags (it is the cache key). The SQL is shared by every database of a
 * kind, so no Kysely plugin may rewrite queries (ours only observe them).
 */
export function preparedQuery<
  Shape extends Record<string, boolean>,
  Values extends Record<string, Scalar>,
  Row,
>(build: (db: Db, shape: Shape, values: Values) => Compilable<Row>) {
  const cache = new Map<string, CompiledQuery<Row>>();

  return async (db: Db, kind: DbKind, shape: Shape, values: Values): Promise<Row[]> => {
    const key = `${kind}:${JSON.stringify(shape)}`;
    let compiled = cache.get(key);
    if (!compiled) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)]));
      compiled = build(db, shape, slots as unknown as Values).compile();
      if (kind === 'postgres') planOnceOnPostgres(compiled.sql);
      cache.set(key, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? bound(values, parameter.name) : parameter,
    );
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

function bound(values: Record<string, Scalar>, name: string): Scalar {
  const value = values[name];
  if (value === undefined) throw new Error(`preparedQuery: no value for ${name}`);
  return value;
}

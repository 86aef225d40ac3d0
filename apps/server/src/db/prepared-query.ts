import { type Compilable, type CompiledQuery, sql } from 'kysely';
import type { Db, DbKind } from './database';
import { planOnceOnPostgres } from './postgres-named-statements';

/** Stands in for a value while a query's SQL is built; each run puts the real value there. */
class Slot {
  constructor(readonly name: string) {}
}

type Scalar = string | number | null;

type Options<Shape, Values> = {
  /**
   * Values PostgreSQL is given as numbers in the SQL rather than bound, when they are small
   * whole numbers: a page's LIMIT and a first page's OFFSET. A named statement is planned
   * once for any values (a generic plan) only when that plan looks no worse than one made for
   * them, and a generic plan cannot know a bound LIMIT: it expects a tenth of the rows, plans
   * a sort of them, and loses, so PostgreSQL planned the Everyone feed on every run (0.85 ms,
   * against 0.7 to run it). Page sizes are few, so each gets its statement; a larger value
   * stays bound, and so does every value once `MAX_INLINED_VARIANTS` combinations have their
   * statements. SQLite plans no differently, and is left as it is.
   */
  inlinedOnPostgres?: readonly (keyof Values & string)[];
  /**
   * Shapes PostgreSQL plans on every run, for the values it is given, instead of once as a
   * named statement: those whose best plan hangs on a value, as a search's on how many rows
   * its text matches. A generic plan of the People search walked all 100,000 accounts by id
   * for a name two of them hold (190-255 ms), where a plan for the text read the trigram
   * index (under 1 ms of planning more).
   */
  plannedPerRunOnPostgres?: (shape: Shape) => boolean;
};

/** The largest value written into the SQL. */
const MAX_INLINED = 100;
/**
 * How many combinations of written-in values a query keeps statements for. Each is a
 * statement held, and planned, by every PostgreSQL connection: without a bound, a client
 * walking through page sizes and pages would have each connection hold thousands. Past it, a
 * new combination is bound, and planned on each run as before.
 */
const MAX_INLINED_VARIANTS = 16;

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
>(
  build: (db: Db, shape: Shape, values: Values) => Compilable<Row>,
  { inlinedOnPostgres = [], plannedPerRunOnPostgres = () => false }: Options<Shape, Values> = {},
) {
  const cache = new Map<string, CompiledQuery<Row>>();
  const variants = new Set<string>();

  /** The values this run writes into the SQL, and their part of the cache key. */
  const writtenIn = (values: Values) => {
    const inlined = inlinedValues(values, inlinedOnPostgres);
    const variant = JSON.stringify(inlined);
    if (variant === '{}' || variants.has(variant)) return { inlined, variant };
    if (variants.size >= MAX_INLINED_VARIANTS) return nothingWrittenIn;
    variants.add(variant);
    return { inlined, variant };
  };

  return async (db: Db, kind: DbKind, shape: Shape, values: Values): Promise<Row[]> => {
    const { inlined, variant } = kind === 'postgres' ? writtenIn(values) : nothingWrittenIn;
    const key = `${kind}:${JSON.stringify(shape)}:${variant}`;
    let compiled = cache.get(key);
    if (!compiled) {
      const standIns = Object.fromEntries(
        Object.keys(values).map((name) => {
          const value = inlined[name];
          return [name, value === undefined ? new Slot(name) : sql.lit(value)];
        }),
      );
      compiled = build(db, shape, standIns as unknown as Values).compile();
      if (kind === 'postgres' && !plannedPerRunOnPostgres(shape)) planOnceOnPostgres(compiled.sql);
      cache.set(key, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? bound(values, parameter.name) : parameter,
    );
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}

const nothingWrittenIn: { inlined: Record<string, number>; variant: string } = {
  inlined: {},
  variant: '{}',
};

function inlinedValues(
  values: Record<string, Scalar>,
  names: readonly string[],
): Record<string, number> {
  const inlined: Record<string, number> = {};
  for (const name of names) {
    const value = values[name];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INLINED)
      inlined[name] = value;
  }
  return inlined;
}

function bound(values: Record<string, Scalar>, name: string): Scalar {
  const value = values[name];
  if (value === undefined) throw new Error(`preparedQuery: no value for ${name}`);
  return value;
}

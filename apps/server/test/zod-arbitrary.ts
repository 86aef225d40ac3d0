import fc from 'fast-check';

/**
 * Valid values for a zod 4 schema, as fast-check arbitraries, read from the schema's own
 * definition (`schema._zod.def`). Small on purpose: it knows the kinds of schema the contract
 * uses (object, string with lengths and formats, number, boolean, enum, literal, optional,
 * nullable, default, array, union, pipe) and falls back to a constant for anything else.
 * Strings are picked from candidates (`hints` by field name first, then generic text) that
 * the leaf schema itself accepts, so regex and e-mail fields get values that pass.
 */

type Def = { type: string } & Record<string, unknown>;
type Check = { check?: string; minimum?: number; maximum?: number; value?: number } & Record<
  string,
  unknown
>;
type Schema = { _zod: { def: Def }; safeParse: (value: unknown) => { success: boolean } };

export const isZodSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

const defOf = (schema: Schema): Def => schema._zod.def;
const checksOf = (schema: Schema): Check[] =>
  ((defOf(schema).checks as Schema[] | undefined) ?? []).map((c) => defOf(c) as unknown as Check);

/** Candidate strings for a field, by its name; the schema decides which of them are valid. */
export type Hints = (key: string, schema: Schema) => string[];

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under optional/nullable/default and the like. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  while (wrappers.has(defOf(current).type)) current = defOf(current).innerType as Schema;
  return current;
}

/** The innermost type of a leaf, looking through wrappers and the input side of pipes. */
function baseType(schema: Schema): string {
  const inner = unwrap(schema);
  const def = defOf(inner);
  return def.type === 'pipe' ? baseType(def.in as Schema) : def.type;
}

function lengthBounds(schema: Schema) {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    if (c.check === 'max_length') max = Math.min(max, c.maximum ?? max);
    if (c.check === 'length_equals') min = max = (c.length as number) ?? min;
  }
  return { min, max };
}

function stringArbitrary(schema: Schema, key: string, hints: Hints): fc.Arbitrary<string> {
  const { min } = lengthBounds(baseType(schema) === 'string' ? unwrap(schema) : schema);
  const candidates = [
    ...hints(key, schema),
    'something to find',
    'fuzz',
    'x'.repeat(Math.max(min, 1)),
    'fuzz@example.com',
    '+1 555 010 0000',
  ];
  const valid = [...new Set(candidates)].filter((c) => schema.safeParse(c).success);
  return valid.length > 0 ? fc.constantFrom(...valid) : fc.constant('fuzz');
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  let min = -1000;
  let max = 1000;
  let integer = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than')
      min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : 1));
    if (c.check === 'less_than') max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : 1));
    if (c.check === 'number_format') integer = true;
  }
  // Small values near the lower bound reach the database (a page past the end is empty).
  max = Math.min(max, min + 50);
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
}

/** An arbitrary of values the schema accepts; `key` is the field's name, for hints. */
export function validArbitrary(schema: Schema, hints: Hints, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([name, field]) => [name, validArbitrary(field, hints, name)]),
      );
      // Optional fields that came out undefined are left out, as a client would.
      // Refinements across fields (content or an image) are the schema's to check: kept out.
      return fc
        .record(fields)
        .map((value) =>
          Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
        )
        .filter((value) => schema.safeParse(value).success);
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary(def.innerType as Schema, hints, key), {
        nil: undefined,
        freq: 3,
      });
    case 'nullable':
      return fc.option(validArbitrary(def.innerType as Schema, hints, key), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validArbitrary(def.innerType as Schema, hints, key);
    case 'string':
      return stringArbitrary(schema, key, hints);
    case 'pipe':
      return baseType(def.in as Schema) === 'string'
        ? stringArbitrary(schema, key, hints)
        : validArbitrary(def.in as Schema, hints, key);
    case 'number':
    case 'int':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const { min, max } = lengthBounds(schema);
      // Refinements over the items (no image twice) likewise.
      return fc
        .array(validArbitrary(def.element as Schema, hints, key), {
          minLength: min,
          maxLength: Math.min(max, min + 3),
        })
        .filter((value) => schema.safeParse(value).success);
    }
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((o) => validArbitrary(o, hints, key)));
    default:
      // unknown, any, transform…: nothing to aim for.
      return fc.constant(undefined);
  }
}

export type Path = (string | number)[];

/**
 * Every leaf field the schema names, present or optional, as paths: what a mutation may
 * replace. Objects are walked into; an array contributes its first element.
 */
export function leafPaths(schema: Schema, prefix: Path = []): Path[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, Schema>).flatMap(([name, field]) =>
      leafPaths(field, [...prefix, name]),
    );
  }
  if (def.type === 'array') return leafPaths(def.element as Schema, [...prefix, 0]);
  return [prefix];
}

/** `value` with the field at `path` set to `replacement`, creating objects on the way. */
export function setPath(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const base =
    typeof head === 'number'
      ? Array.isArray(value)
        ? [...value]
        : []
      : value !== null && typeof value === 'object' && !Array.isArray(value)
        ? { ...(value as Record<string, unknown>) }
        : {};
  (base as Record<string | number, unknown>)[head] = setPath(
    (base as Record<string | number, unknown>)[head],
    rest,
    replacement,
  );
  return base;
}

import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DbKind } from './database';
import { UNICODE_LOWER } from './sqlite-functions.mjs';

/**
 * Case aside, text is matched as JavaScript lower-cases it: what a person typed is folded
 * with `toLowerCase()`, and the text searched through by the database's lower(). That is
 * every letter on PostgreSQL, but ASCII letters only with SQLite's built-in, so on SQLite
 * a muted 'путин' showed 'Путин', and no search found 'Élodie'. There the app's
 * `unicode_lower` (sqlite-functions.mjs) folds it instead.
 */

/** Whether every character of `text` is ASCII. */
export const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

/**
 * `text` lower-cased on the database's side, to be matched against text JavaScript folded.
 * When what was typed is ASCII (`asciiTyped`), SQLite keeps its built-in lower(), which
 * folds the text around it the same way for all but two letters (Turkish İ and the Kelvin
 * sign lower to ASCII letters) and costs 0.6 µs a row less, which a search walking 10,000
 * posts feels. Leave it out where a match must agree with an index built by `unicode_lower`.
 */
export function lowerCase(kind: DbKind, text: Expression<unknown>, asciiTyped = false) {
  if (kind === 'postgres' || asciiTyped) return sql<string>`lower(${text})`;
  return sql<string>`${sql.raw(UNICODE_LOWER)}(${text})`;
}

/**
 * `text` lower-cased to be matched against `pattern`, a column of patterns JavaScript
 * folded (muted words): SQLite chooses per pattern, as `lowerCase` does per typed text; a
 * pattern is ASCII when its characters are as many as its bytes.
 */
export function lowerCaseFor(
  kind: DbKind,
  text: Expression<unknown>,
  pattern: Expression<unknown>,
): RawBuilder<string> {
  if (kind === 'postgres') return sql<string>`lower(${text})`;
  return sql<string>`(case when length(${pattern}) = octet_length(${pattern}) then lower(${text}) else ${sql.raw(UNICODE_LOWER)}(${text}) end)`;
}

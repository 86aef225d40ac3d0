import { type Expression, type RawBuilder, sql } from 'kysely';
import type { DbKind } from './database';
import { foldCase, UNICODE_LOWER } from './sqlite-functions.mjs';

export { foldCase };

/**
 * Case aside, text is matched as `foldCase` folds it (sqlite-functions.mjs): lower-cased,
 * the final sigma as σ. What a person typed is folded by it in JavaScript, and the text
 * searched through by the database: on PostgreSQL by lower() and the sigma (`foldedSql`),
 * on SQLite by the app's `unicode_lower`, since SQLite's built-in lower() folds ASCII
 * letters only (a muted 'путин' showed 'Путин', and no search found 'Élodie').
 */

/**
 * PostgreSQL: `text` folded as `foldCase` folds it. lower() writes a capital Σ as σ
 * wherever it stands, and JavaScript as ς at a word's end: 'ΦΙΛΟΣ' was 'φιλοσ' to the
 * database and 'φιλος' to what was typed, and neither search, People nor a muted word met
 * it (migration 0034).
 */
export const foldedSql = (text: Expression<unknown>) =>
  sql<string>`translate(lower(${text}), 'ς', 'σ')`;

/**
 * Whether SQLite's built-in lower() serves to match `typed`: each of its characters is ASCII
 * or has no case (Chinese, Japanese, digits, emoji), so the text around it, lower-cased by
 * either, holds it at the same places, but for two letters that lower to ASCII (Turkish İ,
 * the Kelvin sign). The built-in costs 0.6 µs a row less, more for longer text, which a
 * search of a short word walking 10,000 posts feels.
 */
export const builtinLowerServes = (typed: string) =>
  [...typed].every((c) => c.charCodeAt(0) < 0x80 || c.toLowerCase() === c.toUpperCase());

/**
 * `text` folded on the database's side as `foldCase` folds what was typed, to be matched
 * against it: on SQLite by the built-in lower() when `builtin` (`builtinLowerServes` for what
 * was typed). Leave `builtin` out where a match must agree with an index built by
 * `unicode_lower`.
 */
export function foldedCase(kind: DbKind, text: Expression<unknown>, builtin = false) {
  if (kind === 'postgres') return foldedSql(text);
  if (builtin) return sql<string>`lower(${text})`;
  return sql<string>`${sql.raw(UNICODE_LOWER)}(${text})`;
}

/**
 * `text` folded to be matched against `pattern`, a column of patterns `foldCase` folded
 * (muted words): on SQLite by the built-in lower() for an ASCII pattern (as many characters
 * as bytes), `unicode_lower` for any other.
 */
export function foldedCaseFor(
  kind: DbKind,
  text: Expression<unknown>,
  pattern: Expression<unknown>,
): RawBuilder<string> {
  if (kind === 'postgres') return foldedSql(text);
  return sql<string>`(case when length(${pattern}) = octet_length(${pattern}) then lower(${text}) else ${sql.raw(UNICODE_LOWER)}(${text}) end)`;
}

/** A LIKE pattern (with `escape '\\'`) that finds `text` anywhere, as typed: % and _ are literal. */
export const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A LIKE pattern, folded already, as the query binds it. On SQLite lower() around it only
 * keeps it from being a bare parameter, which the planner reads for its LIKE optimization,
 * so that a statement bound to another pattern is prepared anew. Bare, it cost the mix's
 * searches 2% and People search 5-6% (timed in process against lower() around it).
 */
export function likePattern(kind: DbKind, pattern: Expression<unknown> | string) {
  return kind === 'sqlite' ? sql<string>`lower(${pattern})` : sql<string>`${pattern}`;
}

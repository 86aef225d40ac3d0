import { type RawBuilder, sql } from 'kysely';
import {
  builtinLowerServes,
  foldCase,
  foldedCase,
  likeAnywhere,
  likePattern,
} from './case-folding';
import type { DbKind } from './database';

/**
 * People search by name or username, both dialects side by side. What was typed is matched
 * as a substring, case aside, by `lower(users.name) like '%text%' or users.username_key like
 * '%text%'` on both databases (on SQLite, `unicode_lower` for every letter: case-folding.ts);
 * the indexes of migrations 0028 and 0030 find the accounts to check.
 * The text only ever travels as a bound parameter; for FTS5 it is also quoted as a phrase,
 * so operators typed by a person (AND, NEAR, *, quotes, parentheses) are searched for as
 * text, never obeyed.
 */

/**
 * How many of the newest accounts, by id, a search of fewer than three letters looks
 * through. No trigram holds one or two letters, so such a search reads every account in
 * reach, twice (its page and its count): all 100,000 of the seed took 100-220 ms a search
 * on either database, holding one of SQLite's two readers or a PostgreSQL connection
 * meanwhile. A window of the newest, as post search keeps (SHORT_WORDS_WALKED), rather than
 * matching only names that start with the text: that would find other people than the
 * same text one letter longer does, where the window only finds fewer of them.
 */
export const SHORT_SEARCH_WALKED = 10_000;

/**
 * SQLite: from how many matches on a People page walks the accounts newest first, checking
 * each, rather than reading every match from the index and sorting them. A page of 20 out
 * of 2,000 matches among 100,000 accounts walks about 1,000 of them, as long as the
 * matches are spread over time; reading and sorting 2,000 matches takes about as long, and
 * a text in every name (the seed's 'son') took 84 ms that way, about 2 walked. Whether a
 * search has that many is read from the index, stopping at the 2,000th (under 1 ms).
 */
export const MANY_MATCHES = 2_000;

/** What a search may read: the tests shrink both to see each path taken. */
export type PeopleSearchBounds = { shortSearchWalked: number; manyMatches: number };
export const peopleSearchBounds: PeopleSearchBounds = {
  shortSearchWalked: SHORT_SEARCH_WALKED,
  manyMatches: MANY_MATCHES,
};

/**
 * How a query of users is narrowed by name, as a prepared query's shape: not at all; in a
 * window of the newest accounts (`short`); to the matches an index holds, read first
 * (`indexed`: SQLite's FTS5 table, or an array PostgreSQL's trigram indexes fill); otherwise
 * by the LIKE alone, walking the accounts newest first.
 */
export type NameShape = {
  named: boolean;
  short: boolean;
  /** The page reads its matches first, from the index, then orders them (fewer than many). */
  indexed: boolean;
  /** The index is SQLite's FTS5 table; otherwise PostgreSQL's pg_trgm indexes. */
  fts: boolean;
  /** SQLite's lower() serves to match the text (`builtinLowerServes`). */
  builtinLower: boolean;
};

export type NameValues = {
  /** The LIKE pattern every match meets: the text, lower case, its wildcards escaped. */
  pattern: string;
  /** The same text as one quoted FTS5 phrase. */
  phrase: string;
  /** How many accounts a short search looks through. */
  walked: number;
};

/**
 * The text searched for, folded (`foldCase`), without NUL characters: FTS5 takes one for
 * the end of its query and refuses the phrase, PostgreSQL refuses any in text, and no name
 * holds one there.
 */
const searched = (search: string | undefined) => foldCase(search ?? '').replaceAll('\0', '');

export function nameValues(search: string | undefined, walked: number): NameValues {
  const text = searched(search);
  return {
    pattern: likeAnywhere(text),
    phrase: `"${text.replaceAll('"', '""')}"`,
    walked,
  };
}

/**
 * The LIKE of a search on the users row named `alias`. Its lower case must agree with the
 * index's (migration 0030) wherever the index finds or counts the matches; a short search
 * reads no index, and keeps SQLite's faster lower() where it serves (`builtin`).
 */
const likeOn = (kind: DbKind, alias: string, values: NameValues, builtin = false) => {
  const name = foldedCase(kind, sql.ref(`${alias}.name`), builtin);
  const pattern = likePattern(kind, values.pattern);
  return sql<boolean>`(${name} like ${pattern} escape '\\' or ${sql.ref(`${alias}.username_key`)} like ${pattern} escape '\\')`;
};

/** The conditions on `users` for a search of this shape. */
export function nameConditions(shape: NameShape, values: NameValues): RawBuilder<boolean>[] {
  if (!shape.named) return [];
  const kind: DbKind = shape.fts ? 'sqlite' : 'postgres';
  const like = likeOn(kind, 'users', values);
  if (shape.short) {
    // The newest accounts only, by a range of the key the list walks anyway.
    return [
      likeOn(kind, 'users', values, shape.builtinLower),
      sql<boolean>`users.id >= coalesce((select id from users order by id desc limit 1 offset ${values.walked} - 1), '')`,
    ];
  }
  if (!shape.indexed) return [like];
  if (!shape.fts) {
    // The matches first, through the trigram indexes, as an array the page then looks up:
    // given the LIKE alone, PostgreSQL estimated hundreds of matches for any text and walked
    // the accounts newest first to fill the page, all 100,000 for a text nobody's name holds
    // (0.1 s on the seed).
    return [
      sql<boolean>`users.id = any(array(select matched.id from users matched where matched.status = 'active' and ${likeOn(kind, 'matched', values)}))`,
    ];
  }
  // As ids, not rowids: SQLite then reads the matches' ids from the index in order and
  // stops once the page is full. Given rowids, it walked every active account instead and
  // looked each up among the matches (15-19 ms for a rare name, against 0.6-1.6).
  return [
    like,
    sql<boolean>`users.id in (select matched.id from users_fts cross join users matched on matched.rowid = users_fts.rowid where users_fts match ${values.phrase})`,
  ];
}

/**
 * SQLite: the active accounts that match, counted in the index alone. It holds what the
 * LIKE reads, `unicode_lower(name)` and `username_key`, with case kept, so a phrase matches
 * the same accounts; only active ones are in it (migrations 0028 and 0030).
 */
export const indexedMatches = (phrase: string) =>
  sql<number>`(select count(*) from users_fts where users_fts match ${phrase})`;

/** Whether at least `many` active accounts match, reading no more of them. */
export const atLeastMatches = (fts: boolean, values: NameValues, many: number) =>
  fts
    ? sql<number>`(select count(*) from (select 1 from users_fts where users_fts match ${values.phrase} limit ${many}))`
    : sql<number>`(select count(*) from (select 1 from users where users.status = 'active' and ${likeOn('postgres', 'users', values)} limit ${many}) as matches)`;

/** How a search of `search` reads on `kind`, before the count of its matches is known. */
export function nameShape(kind: DbKind, search: string | undefined): NameShape {
  const text = searched(search);
  const named = text !== '';
  // Three letters make a trigram; shorter text has none to look up.
  const short = named && [...text].length < 3;
  return {
    named,
    short,
    indexed: named && !short,
    fts: kind === 'sqlite',
    builtinLower: builtinLowerServes(text),
  };
}

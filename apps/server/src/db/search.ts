import { isValidTag, normalizeTag } from '@app/contract';
import { type Expression, type RawBuilder, sql } from 'kysely';
import {
  builtinLowerServes,
  foldCase,
  foldedCase,
  foldedSql,
  likeAnywhere,
  likePattern,
} from './case-folding';
import type { DbKind } from './database';
import { termGrams } from './sqlite-functions.mjs';

/**
 * Post search, both dialects side by side. The query text only ever travels as a bound
 * parameter; for FTS5 each term is also quoted as a phrase, so operators typed by a person
 * (AND, NEAR, *, quotes, parentheses) are searched for as text, never obeyed.
 */

const MAX_TERMS = 8;
const RANKED_MATCHES = 300;
/**
 * How many of the newest posts a query with no word of three letters or more looks
 * through. No index holds such words, so every post in reach is read: a rare pair of
 * letters read the whole table, a million posts in about a second, during which SQLite's
 * reader or PostgreSQL's connection served nobody else.
 */
export const SHORT_WORDS_WALKED = 10_000;

/** The words of a query, as typed, at most eight of them. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/u).filter(Boolean))].slice(0, MAX_TERMS);
}

/**
 * PostgreSQL: the terms whose occurrences rank a match, those of three characters or more.
 * Which terms the index looks up is `termGrams`' to say (`newestMatches`).
 */
const ranksMatches = (term: string) => [...term].length >= 3;

export type PostSearch = {
  /**
   * The matches as a derived table `ranked(id, score)`, best first, to join on posts.id and
   * page in its order; absent when no term can use the index (then the newest posts that
   * meet `where` are listed newest first).
   */
  ranked?: RawBuilder<unknown>;
  /** Conditions on `posts` every hit must meet. */
  where: RawBuilder<boolean>[];
};

/** '#garden' searches the tag exactly (post_tags), not the text for '#garden…'. */
const tagOf = (term: string) =>
  term.startsWith('#') && isValidTag(term.slice(1)) ? normalizeTag(term.slice(1)) : undefined;

export function postSearch(
  kind: DbKind,
  query: string,
  windows: SearchWindows = everything,
  shortWordsWalked = SHORT_WORDS_WALKED,
): PostSearch {
  const tags = searchTerms(query).flatMap((t) => tagOf(t) ?? []);
  const tagged = tags.map(
    (tag) => sql<boolean>`posts.id in (select post_id from post_tags where post_tags.tag = ${tag})`,
  );
  const search = textSearch(
    kind,
    searchTerms(query).filter((t) => !tagOf(t)),
    windows,
    shortWordsWalked,
  );
  return { ...search, where: [...tagged, ...search.where] };
}

function textSearch(
  kind: DbKind,
  terms: string[],
  windows: SearchWindows,
  shortWordsWalked: number,
): PostSearch {
  if (terms.length === 0) return { where: [] };
  if (kind === 'sqlite') return sqliteTextSearch(terms, shortWordsWalked);
  return { ranked: postgresRanked(terms, windows, shortWordsWalked), where: [] };
}

/** SQLite: the post's text holds `term`, case aside, as read from the text itself. */
const contains = (term: string) =>
  sql<boolean>`${foldedCase('sqlite', sql.ref('posts.content'), builtinLowerServes(term))} like ${likePattern('sqlite', likeAnywhere(foldCase(term)))} escape '\\'`;

/**
 * SQLite: the newest RANKED_MATCHES matches, found through the index of every post's words
 * in pieces of three to five characters (`posts_grams`, migration 0031; the pieces are made
 * by `searchGrams` in sqlite-functions.mjs). A term's pieces (`termGrams`) are all in every
 * post that holds it; the posts that hold them all are then read to check that the term is
 * there in one piece, unless the term is itself one piece. The trigram index this replaces
 * matched a word as a phrase of its three-letter pieces, and those are common even in rare
 * words: on the million-post seed a search for two rare words read the doclists of a dozen
 * pieces each found in 5-60% of posts, 40-100 ms. Pieces of five are rare where words are:
 * the mix's 1,500 searches, whole, took 3.6 ms on average against 6.6 (p99 10 against 35 ms),
 * with the same pages found, on an index of 108 MB instead of 268.
 * A term with no word of three characters (`c++`, `a.b`) is matched as words under three
 * letters are: by reading the newest posts.
 */
function sqliteTextSearch(terms: string[], shortWordsWalked: number): PostSearch {
  const looked = terms.map((term) => ({ term, ...termGrams(term) }));
  const indexed = looked.filter((l) => l.grams.length > 0);
  const read = looked.filter((l) => l.grams.length === 0).map((l) => contains(l.term));
  if (indexed.length === 0) {
    // The newest posts only, by a range of the key the list walks anyway.
    const newest = sql<boolean>`posts.id >= coalesce((select id from posts order by id desc limit 1 offset ${shortWordsWalked - 1}), '')`;
    return { where: [...read, newest] };
  }
  const match = [...new Set(indexed.flatMap((l) => l.grams))].map((g) => `"${g}"`).join(' AND ');
  const checked = indexed.filter((l) => !l.exact).map((l) => contains(l.term));
  const where = checked.length > 0 ? sql`where ${sql.join(checked, sql` and `)}` : sql``;
  // The newest RANKED_MATCHES matches, ranked among themselves: a search stays bounded
  // however common its words, and recent posts are what people look for. FTS5's bm25 is
  // no option here: it counts every match in the whole index to weigh it. They are ranked
  // bare, so that the page checks them for the viewer in that order and stops once full.
  // The outer LIMIT keeps SQLite from flattening the ranking into the page's join, which
  // would sort after the checks again. The index keys a post by its rowid negated
  // (migration 0026): newest first is FTS5's ascending order, which it walks faster.
  const ranking = indexed.map((l) => l.term);
  const folded = foldedCase('sqlite', sql.ref('posts.content'), ranking.every(builtinLowerServes));
  const score = occurrences(
    folded,
    ranking.map((t) => sql<string>`${foldCase(t)}`),
  );
  return {
    ranked: sql`(select id, score from (select posts.id, ${score} as score from (select rowid from posts_grams where posts_grams match ${match} order by rowid) hits join posts on posts.rowid = -hits.rowid ${where} order by hits.rowid limit ${RANKED_MATCHES}) order by score desc, id desc limit ${RANKED_MATCHES})`,
    where: read,
  };
}

function postgresRanked(terms: string[], windows: SearchWindows, shortWordsWalked: number) {
  // PostgreSQL: ILIKE per term, looked up by its pieces (`newestMatches`). Matches rank as
  // on SQLite, by how often the terms occur: trigram word similarity took 26 ms over 300
  // matches, 4 this.
  // They are ranked bare, from the folded text the match has read already; the page then
  // checks them for the viewer in that order and stops once full. Only the newest are
  // scored: a middling word's widest step can match thousands of posts.
  const scored = terms.filter(ranksMatches);
  const score =
    scored.length > 0
      ? occurrences(
          sql.ref('posts.folded'),
          scored.map((t) => foldedSql(sql`${t}`)),
        )
      : sql<number>`0`;
  return sql`(select id, ${score} as score from (select id, folded from (${newestMatches(terms, windows, shortWordsWalked)}) matches order by id desc limit ${RANKED_MATCHES}) posts order by score desc, id desc)`;
}

/** How far back PostgreSQL's search looks, in posts, step by step (`newestMatches`). */
export const SEARCH_WINDOWS = {
  walked: 1_000,
  near: 10_000,
  middle: 30_000,
  recent: 100_000,
} as const;
/** The windows read through the index of pieces that also holds time, narrowest first. */
const INDEXED_WINDOWS = ['near', 'middle', 'recent'] as const;
/**
 * Where the indexed windows start: the time bucket (`searchTimeBucket`) of the post that
 * many back (posts.repository.ts). Any values give the same answers; near ones the fastest.
 */
export type SearchWindows = Record<(typeof INDEXED_WINDOWS)[number], string>;
const everything: SearchWindows = { near: '', middle: '', recent: '' };

/**
 * A post's time as PostgreSQL's search index holds it beside the pieces (migration 0032):
 * the first six hex digits of its time-ordered id, buckets of 2^24 ms (4.7 hours). By the
 * millisecond (`left(id, 13)`, the trigram index's), a window's scan read one key for each
 * post in it: 11 ms for the newest 30,000 posts of a 100,000-post seed, 1 ms in buckets.
 * A window then starts up to a bucket early, which only costs its extra posts' pieces.
 */
export const searchTimeBucket = (id: Expression<string>) => sql<string>`left(${id}, 6)`;

/**
 * PostgreSQL: the newest RANKED_MATCHES posts that match, as `(id, folded)`. The planner
 * cannot tell a common query from a rare one, and its blind pick walked 225,000 posts for a
 * rare word (210 ms) or read all 29,000 matches of a middling one to keep 300 (60 to 145
 * ms; trigram index, million-post seed). So the search widens until enough match, each step
 * run only when the one before found too few:
 * - the newest 1,000 posts, walked (about 1-3 ms; a query in 30% of posts stops here);
 * - the matches among the newest 10,000, 30,000, then 100,000 posts, each by one scan of the
 *   index of pieces that also holds each post's time (`searchTimeBucket`); a wider one only
 *   if the one before found at least half of what it would need there;
 * - every match, by the pieces alone.
 * Whichever step answers, the answer is the same: the newest matches. A term is looked up
 * by its pieces (`search_term_grams`, migration 0032: every post that holds the term holds
 * them) in `post_search`, a copy of each post's text kept by triggers and folded as lower()
 * folds it, the final sigma as σ (migrations 0033 and 0034), and each candidate's text is
 * checked with ILIKE's own rule, LIKE of the folded text and the folded term, the sigma
 * folded on both sides. The trigram index this replaces matched a word by its three-letter
 * pieces, common even in rare words: the mix's 1,500 searches took 24 ms on average (p99
 * 59) on a 100,000-post seed, against 17 (p99 38), with the same pages found; folding the
 * text once when written took them from 8.1 to 5.2 ms (p99 22 to 14). The windows name
 * the time as the index holds it, which the primary key cannot serve: on `id` itself the
 * planner walked posts by their key and cut each one's text into pieces instead (860 ms for
 * the newest 10,000).
 */
function newestMatches(terms: string[], windows: SearchWindows, shortWordsWalked: number) {
  // ILIKE, as PostgreSQL runs it in a UTF-8 database, on text folded when it was written,
  // with the final sigma folded too (migration 0034).
  const match = sql.join(
    terms.map((t) => sql`folded like ${foldedSql(sql`${likeAnywhere(t)}`)} escape '\\'`),
    sql` and `,
  );
  // Terms with no word of three characters ('c++', 'an') give the index nothing to look up:
  // walk the newest. JavaScript cuts a term into the words PostgreSQL's functions cut it into.
  const looked = terms.filter((t) => termGrams(t).grams.length > 0);
  if (looked.length === 0) {
    return sql`select id, folded from (select id, folded from post_search order by id desc limit ${shortWordsWalked}) newest where ${match} order by id desc limit ${RANKED_MATCHES}`;
  }
  const pieces = sql`search_grams(folded) @> search_term_grams(${foldedSql(sql`${looked.join(' ')}`)})`;
  const bucket = searchTimeBucket(sql.ref('id'));
  const found = (step: string) => sql`(select count(*) from ${sql.table(step)})`;
  const enough = (step: string) => sql`${found(step)} >= ${RANKED_MATCHES}`;
  const tooFew = (steps: readonly string[]) =>
    sql.join(
      steps.map((step) => sql`not ${enough(step)}`),
      sql` and `,
    );
  const steps = ['walked', ...INDEXED_WINDOWS] as const;
  const indexed = INDEXED_WINDOWS.map((window, i) => {
    const worth = window === 'near' ? sql`true` : worthReading(window, found('near'));
    return sql`${sql.table(window)} as (select id, folded from post_search where ${tooFew(steps.slice(0, i + 1))} and ${worth} and ${pieces} and ${match} and ${bucket} >= ${windows[window]} offset 0)`;
  });
  return sql`with walked as (select id, folded from (select id, folded from post_search order by id desc limit ${SEARCH_WINDOWS.walked}) newest where ${match}),
    ${sql.join(indexed, sql`, `)},
    older as (select id, folded from post_search where ${tooFew(steps)} and ${pieces} and ${match} offset 0)
    ${sql.join(
      steps.map((step) => sql`select id, folded from ${sql.table(step)} where ${enough(step)}`),
      sql` union all `,
    )}
    union all select id, folded from older`;
}

/**
 * Whether a wider window is worth its index scan, judged from what the near one found: the
 * middle one when it should hold enough, the recent one (a scan three times dearer, and
 * the last before reading every match) when it should hold half. Each is also skipped when
 * a narrower one found enough. Measured on the million-post seed, a word in 2.4% of posts
 * ('photo', 243 among the newest 10,000) took 29 ms through the recent window, 12 through
 * the middle one.
 */
function worthReading(window: 'middle' | 'recent', foundNear: RawBuilder<unknown>) {
  const expected = SEARCH_WINDOWS[window] / SEARCH_WINDOWS.near;
  const share = window === 'middle' ? 1 : 0.5;
  return sql<boolean>`${foundNear} * ${sql.lit(expected)} >= ${sql.lit(RANKED_MATCHES * share)}`;
}

/**
 * How often the terms occur in a post's text, both folded (case aside): the more, the more
 * relevant.
 */
function occurrences(folded: Expression<string>, terms: RawBuilder<string>[]): RawBuilder<number> {
  return sql<number>`(${sql.join(
    terms.map(
      (t) => sql`(length(${folded}) - length(replace(${folded}, ${t}, ''))) / length(${t})`,
    ),
    sql` + `,
  )})`;
}

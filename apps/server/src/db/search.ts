import { isValidTag, normalizeTag } from '@app/contract';
import { type RawBuilder, sql } from 'kysely';
import type { DbKind } from './database';

/**
 * Post search, both dialects side by side. The query text only ever travels as a bound
 * parameter; for FTS5 each term is also quoted as a phrase, so operators typed by a person
 * (AND, NEAR, *, quotes, parentheses) are searched for as text, never obeyed.
 */

const MAX_TERMS = 8;
const RANKED_MATCHES = 300;

/** The words of a query, as typed, at most eight of them. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/u).filter(Boolean))].slice(0, MAX_TERMS);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Terms of three characters or more can use the trigram index; shorter ones cannot. */
const isIndexable = (term: string) => [...term].length >= 3;

export type PostSearch = {
  /** A derived table `hits(rowid)` to join on posts.rowid (SQLite only). */
  join?: RawBuilder<unknown>;
  /**
   * PostgreSQL: the matches as a derived table `ranked(id, score)`, best first, to join on
   * posts.id and page in its order (then `score` is absent).
   */
  ranked?: RawBuilder<unknown>;
  /** Conditions on `posts` every hit must meet. */
  where: RawBuilder<boolean>[];
  /** Relevance, higher is better; absent when every term is too short to rank. */
  score?: RawBuilder<number>;
};

/** '#garden' searches the tag exactly (post_tags), not the text for '#garden…'. */
const tagOf = (term: string) =>
  term.startsWith('#') && isValidTag(term.slice(1)) ? normalizeTag(term.slice(1)) : undefined;

export function postSearch(kind: DbKind, query: string): PostSearch {
  const tags = searchTerms(query).flatMap((t) => tagOf(t) ?? []);
  const tagged = tags.map(
    (tag) => sql<boolean>`posts.id in (select post_id from post_tags where post_tags.tag = ${tag})`,
  );
  const search = textSearch(
    kind,
    searchTerms(query).filter((t) => !tagOf(t)),
  );
  return { ...search, where: [...tagged, ...search.where] };
}

function textSearch(kind: DbKind, terms: string[]): PostSearch {
  if (terms.length === 0) return { where: [] };
  const short = terms.filter((t) => !isIndexable(t));
  const shortWhere = short.map(
    (t) => sql<boolean>`lower(posts.content) like lower(${likePattern(t)}) escape '\\'`,
  );
  if (kind === 'sqlite') {
    const long = terms.filter(isIndexable);
    if (long.length === 0) return { where: shortWhere };
    const match = long.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ');
    return {
      // The newest RANKED_MATCHES matches, ranked among themselves: a search stays bounded
      // however common its words, and recent posts are what people look for. FTS5's bm25 is
      // no option here: it counts every match of each phrase in the whole index to weigh it,
      // which for common words at a million posts takes seconds.
      join: sql`(select rowid from posts_fts where posts_fts match ${match} order by rowid desc limit ${RANKED_MATCHES})`,
      where: shortWhere,
      score: occurrences(long),
    };
  }
  // PostgreSQL: ILIKE per term uses the pg_trgm GIN index. Matches rank as on SQLite, by
  // how often the terms occur: trigram word similarity took 26 ms over 300 matches, 4 this.
  // The planner picks per query: the trigram index for rare terms, or walking the newest
  // posts until RANKED_MATCHES match for common ones (collecting every match of a common
  // word first took 90 ms at 200,000 posts). They are ranked bare, from the text the match
  // has read already; the page then checks them for the viewer in that order and stops
  // once full, instead of checking all 300 and sorting (15 ms against 9 for two words).
  const matches = terms.map((t) => sql<boolean>`content ilike ${likePattern(t)} escape '\\'`);
  const indexable = terms.filter(isIndexable);
  const score = indexable.length > 0 ? occurrences(indexable) : sql<number>`0`;
  return {
    ranked: sql`(select id, score from (select id, ${score} as score from posts where ${sql.join(matches, sql` and `)} order by id desc limit ${RANKED_MATCHES}) newest order by score desc, id desc)`,
    where: [],
  };
}

/** How often the terms occur in a post, case aside: the more, the more relevant. */
function occurrences(terms: string[]): RawBuilder<number> {
  const content = sql`lower(posts.content)`;
  return sql<number>`(${sql.join(
    terms.map(
      (t) =>
        sql`(length(${content}) - length(replace(${content}, lower(${t}), ''))) / length(${t})`,
    ),
    sql` + `,
  )})`;
}

/**
 * The last migration each database's post search had its trigram index at: tests of the
 * migrations that tuned that index run there. SQLite's went at 0031, PostgreSQL's at 0032.
 */
export const LAST_WITH_TRIGRAMS = {
  sqlite: '20261129_0030_people_search_unicode_case',
  postgres: '20261129_0031_post_search_grams',
} as const;

// SQL functions every SQLite connection of the app registers: the writer, each reader
// thread, and the scripts that write through triggers. Plain JavaScript so that the reader
// threads (sqlite-read-worker.mjs) load it as it is, from the sources and from the build.

/**
 * Text as the app matches it, case aside: lower-cased as JavaScript does it, every letter,
 * and the final sigma (ς) as σ. JavaScript writes a capital Σ at a word's end as ς, and
 * PostgreSQL's lower() writes it as σ, so a post written in capitals ('ΦΙΛΟΣ') and a search
 * typed in small letters ('φιλος') only meet with both letters taken as one, as Unicode's
 * case folding takes them. Every side of every match goes through this rule: the text on
 * SQLite (`unicode_lower`, the pieces of post search), what was typed (search, People,
 * muted words), and on PostgreSQL the same rule in SQL (case-folding.ts).
 * @param {string} text
 */
export const foldCase = (text) => {
  // Looked for first: replaceAll with nothing to replace still took twice as long a call, and
  // `unicode_lower` runs this once a row.
  const lowered = text.toLowerCase();
  return lowered.includes('ς') ? lowered.replaceAll('ς', 'σ') : lowered;
};

/**
 * Text folded by `foldCase`, every letter: SQLite's own lower() folds the 26
 * ASCII letters only, so 'Élodie' stayed 'Élodie' and a search for 'élodie' missed it. A
 * call costs about 0.6 µs more than the built-in, so queries keep lower() where the text
 * matched against is ASCII (case-folding.ts). Named apart from lower() on purpose: a
 * connection without it (the sqlite3 shell) fails on the users_fts triggers instead of
 * writing that index with other values than the app deletes from it.
 */
export const UNICODE_LOWER = 'unicode_lower';

/**
 * A post's words as post search's index holds them (migration 0031): folded (`foldCase`,
 * since 0034), each word (a run of letters, digits and any character beyond ASCII)
 * as every piece of three, four and five characters in it, once each, space-separated for
 * FTS5's ascii tokenizer. Search looks a term up by its own pieces (`termGrams`).
 */
export const SEARCH_GRAMS = 'search_grams';

/** What FTS5's ascii tokenizer keeps together: ASCII letters and digits, and anything beyond ASCII but spaces. */
const WORD = /(?:[0-9A-Za-z]|[^\p{ASCII}\s])+/gu;
/** Pieces of up to this many characters are indexed; a longer word is looked up by its fives. */
const LONGEST_GRAM = 5;
const SHORTEST_GRAM = 3;

/**
 * @param {string} text
 * @param {(text: string) => string} fold how the text is lower-cased: 0034's down cuts
 *   pieces as the app did before it, without the final sigma folded.
 */
export function searchGrams(text, fold = foldCase) {
  const grams = new Set();
  for (const word of fold(text).match(WORD) ?? []) {
    const chars = Array.from(word);
    for (let at = 0; at + SHORTEST_GRAM <= chars.length; at++) {
      let gram = chars[at] + chars[at + 1] + chars[at + 2];
      grams.add(gram);
      for (let end = at + SHORTEST_GRAM; end < Math.min(at + LONGEST_GRAM, chars.length); end++) {
        gram += chars[end];
        grams.add(gram);
      }
    }
  }
  return [...grams].join(' ');
}

/**
 * The index's pieces every post containing `term` (case aside) holds: each word of the term
 * of three to five characters whole, a longer one as its pieces of five. `exact` when the
 * pieces alone prove the match: the term is one such word and nothing else. Words under
 * three characters give no piece; a term of only those gets none.
 * @param {string} term
 * @returns {{ grams: string[], exact: boolean }}
 */
export function termGrams(term) {
  const lowered = foldCase(term);
  const words = lowered.match(WORD) ?? [];
  const grams = [];
  let exact = words.length === 1 && words[0] === lowered;
  for (const word of words) {
    const chars = Array.from(word);
    if (chars.length < SHORTEST_GRAM) continue;
    if (chars.length <= LONGEST_GRAM) {
      grams.push(word);
      continue;
    }
    exact = false;
    for (let at = 0; at + LONGEST_GRAM <= chars.length; at++) {
      grams.push(chars.slice(at, at + LONGEST_GRAM).join(''));
    }
  }
  return { grams: [...new Set(grams)], exact: exact && grams.length > 0 };
}

/** @param {import('better-sqlite3').Database} connection */
export function registerSqliteFunctions(connection) {
  connection.function(UNICODE_LOWER, { deterministic: true }, (text) =>
    text === null ? null : foldCase(String(text)),
  );
  connection.function(SEARCH_GRAMS, { deterministic: true }, (text) =>
    text === null ? null : searchGrams(String(text)),
  );
}

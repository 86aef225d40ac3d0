import { seededRandom } from '../scripts/random';

/**
 * Texts nobody chose, to hold a search's rule against the database's own: `count` random
 * texts of 5 to 44 characters drawn from `alphabet`, each with a piece of itself (`term`, one
 * to `longestTerm` characters from a random place). `below` and `text` draw more from the
 * same sequence.
 */
export function textsWithTerms(
  seed: number,
  alphabet: string,
  { count, longestTerm }: { count: number; longestTerm: number },
) {
  const { below, pick } = seededRandom(seed);
  const characters = [...alphabet];
  const text = (length: number) => Array.from({ length }, () => pick(characters)).join('');
  const pairs = Array.from({ length: count }, () => {
    const content = text(5 + below(40));
    const chars = Array.from(content);
    const from = below(chars.length);
    return { content, term: chars.slice(from, from + 1 + below(longestTerm)).join('') };
  });
  return { pairs, below, text };
}

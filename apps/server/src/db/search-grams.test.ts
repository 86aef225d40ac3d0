import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../scripts/random';
import { searchGrams, termGrams } from './sqlite-functions.mjs';

/**
 * SQLite's post search finds a term only in posts whose index entry holds every piece the
 * term asks for (db/search.ts): a post that holds the term, case aside, must hold them all,
 * or it is never found.
 */
describe('the pieces post search indexes and looks up', () => {
  const { below, pick } = seededRandom(31);
  // Letters with and without case, digits, punctuation, spaces of several kinds, emoji.
  const alphabet = [...'aAbBéÉßøΣσςİıÅкКПп東京写真12.,:+#@_-\'" \u00a0\u3000🌵☀️'];
  const text = (length: number) => Array.from({ length }, () => pick(alphabet)).join('');
  const indexed = (content: string) => new Set(searchGrams(content).split(' '));

  it('a post that holds a term holds every piece of it, whatever the text', () => {
    let looked = 0;
    for (let i = 0; i < 5000; i++) {
      const content = text(5 + below(40));
      const chars = Array.from(content);
      const from = below(chars.length);
      const term = chars
        .slice(from, from + 1 + below(12))
        .join('')
        .trim();
      if (!term || /\s/u.test(term)) continue;
      const cased = below(2) ? term.toUpperCase() : term;
      if (!content.toLowerCase().includes(cased.toLowerCase())) continue;
      const pieces = indexed(content);
      for (const gram of termGrams(cased).grams)
        expect(pieces, `${content} / ${cased}`).toContain(gram);
      looked++;
    }
    expect(looked).toBeGreaterThan(2000);
  });

  it('calls a term exact only when its one piece proves the match', () => {
    for (let i = 0; i < 5000; i++) {
      const content = text(5 + below(40));
      const term = text(3 + below(3));
      const { grams, exact } = termGrams(term);
      if (!exact || !grams.every((gram) => indexed(content).has(gram))) continue;
      expect(content.toLowerCase(), term).toContain(term.toLowerCase());
    }
    expect(termGrams('Photo')).toEqual({ grams: ['photo'], exact: true });
    expect(termGrams('photography')).toEqual({
      grams: ['photo', 'hotog', 'otogr', 'togra', 'ograp', 'graph', 'raphy'],
      exact: false,
    });
    expect(termGrams('walk:')).toEqual({ grams: ['walk'], exact: false });
    expect(termGrams('c++')).toEqual({ grams: [], exact: false });
  });
});

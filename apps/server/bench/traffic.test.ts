import { describe, expect, it } from 'vitest';
import { seededRandom } from '../scripts/random';
import { bulkSeed, textGenerator } from '../scripts/text';
import { trafficKinds, trafficRandom } from './traffic';

describe('trafficKinds', () => {
  it('searches for words that seed:bulk writes in its posts', () => {
    const written = new Set(textGenerator(seededRandom(bulkSeed).next).vocabulary);
    const search = trafficKinds(trafficRandom(), { postIds: ['p'], authors: ['a'] }).find(
      (kind) => kind.name === 'search',
    );
    const words = Array.from({ length: 500 }, () => {
      const body = search?.make().body as { filters: { search: string } };
      return body.filters.search.split(' ');
    }).flat();
    expect(words.filter((word) => !written.has(word))).toEqual([]);
  });
});

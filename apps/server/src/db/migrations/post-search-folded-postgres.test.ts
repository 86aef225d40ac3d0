import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases';
import { useMigratingApp } from '../../../test/migrating-app';
import { textsWithTerms } from '../../../test/random-texts';
import { likeAnywhere } from '../case-folding';

const postgresKinds = testDatabaseKinds.filter((kind) => kind !== 'sqlite');
const BEFORE = '20261129_0032_post_search_grams_postgres';

/**
 * Migration 0033 is PostgreSQL's: `post_search` holds each post's text as lower() folds it,
 * and search matches it with LIKE, which is what ILIKE does in a UTF-8 database; the same
 * posts are found, before and after it, and down again.
 */
describe.each(postgresKinds)('migration 0033 on %s', (kind) => {
  const m = useMigratingApp(kind);
  const held = async (column: 'folded' | 'content') => {
    const { rows } = await sql<{ text: string }>`
      select ${sql.ref(column)} as text from post_search order by id`.execute(m.t.db);
    return rows.map((row) => row.text);
  };

  it('folds the posts written before it and after, and finds them case aside', async () => {
    const {
      author: ann,
      ids: [, edited],
    } = await m.writtenAt(BEFORE, ['A Grey HERON at the ÉCOLE', 'Второй HERONWORD']);
    expect(await held('folded')).toEqual(['a grey heron at the école', 'второй heronword']);

    await m.t.writePost(ann, 'Third HeronWord, ΣΊΣΥΦΟΣ');
    expect((await m.t.editPost(ann, edited, { content: 'Второй, now an EGRET' })).statusCode).toBe(
      200,
    );
    expect(await held('folded')).toEqual([
      'a grey heron at the école',
      'второй, now an egret',
      'third heronword, σίσυφοσ',
    ]);
    expect(await m.found('heron')).toEqual([
      'Third HeronWord, ΣΊΣΥΦΟΣ',
      'A Grey HERON at the ÉCOLE',
    ]);
    expect(await m.found('ÉCOLE grey')).toEqual(['A Grey HERON at the ÉCOLE']);
    expect(await m.found('ВТОРОЙ egr')).toEqual(['Второй, now an EGRET']);
    expect(await m.found('σίσυφ')).toEqual(['Third HeronWord, ΣΊΣΥΦΟΣ']);
    // A term without a word of three characters is walked, on the folded text too.
    expect(await m.found('Σ,')).toEqual([]);
    expect(await m.found('D, Σ')).toEqual(['Third HeronWord, ΣΊΣΥΦΟΣ']);
  });

  it('goes back to the text as written, kept by the triggers, and up again', async () => {
    expect((await m.migrator.migrateTo(BEFORE)).error).toBe(undefined);
    expect(await held('content')).toEqual([
      'A Grey HERON at the ÉCOLE',
      'Второй, now an EGRET',
      'Third HeronWord, ΣΊΣΥΦΟΣ',
    ]);
    // This code searches the folded text: below 0033 the posts are written directly.
    const ann = await m.t.signedInUser();
    await m.t.storePost(ann, 'Fourth HERON, written below 0033');
    expect(await held('content')).toContain('Fourth HERON, written below 0033');
    expect((await m.migrator.migrateToLatest()).error).toBe(undefined);
    expect(await m.found('HERON written')).toEqual(['Fourth HERON, written below 0033']);
    expect(await m.found('heron')).toHaveLength(3);
  });

  it('matches, with LIKE on folded text, exactly what ILIKE matches, and cuts the same pieces', async () => {
    // Letters whose case folds oddly (final sigma, dotted and dotless i, sharp s, the Kelvin
    // sign), other scripts, digits, LIKE's own characters, spaces of several kinds, emoji.
    const { pairs, below, text } = textsWithTerms(
      33,
      'aAbBkKéÉßẞøΣσςİıIÅкКПп東京写真12.,:+#@_%\\-\'" \u00a0\u3000🌵☀️\u212a',
      { count: 4000, longestTerm: 6 },
    );
    const contents = pairs.map((pair) => pair.content);
    // A term from the text, or one drawn at random, in upper or lower case.
    const patterns = pairs.map(({ term }) => {
      const drawn = below(4) === 0 ? text(1 + below(4)) : term;
      return likeAnywhere(below(2) ? drawn.toUpperCase() : drawn.toLowerCase());
    });
    const { rows } = await sql<{ ilike: number; differ: number; pieces: number }>`
      select count(*) filter (where content ilike pattern escape '\\')::int as ilike,
        count(*) filter (where (content ilike pattern escape '\\')
          is distinct from (lower(content) like lower(pattern) escape '\\'))::int as differ,
        count(*) filter (where search_grams(lower(content)) is distinct from search_grams(content))::int as pieces
      from unnest(${contents}::text[], ${patterns}::text[]) as pair(content, pattern)`.execute(
      m.t.db,
    );
    expect(rows[0]?.differ).toBe(0);
    expect(rows[0]?.pieces).toBe(0);
    expect(rows[0]?.ilike).toBeGreaterThan(2000);
  });
});

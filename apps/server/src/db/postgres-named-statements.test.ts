import { describe, expect, it } from 'vitest';
import { planOnceOnPostgres } from './postgres-named-statements';

describe('named statements on PostgreSQL', () => {
  it('names at most `most` texts of a family, and any text once named stays named', () => {
    const family = { name: 'bounded family under test', most: 2 };
    expect(planOnceOnPostgres('select 1 as first_of_family', family)).toBe(true);
    expect(planOnceOnPostgres('select 2 as second_of_family', family)).toBe(true);
    expect(planOnceOnPostgres('select 3 as past_the_bound', family)).toBe(false);
    expect(planOnceOnPostgres('select 1 as first_of_family', family)).toBe(true);
    expect(planOnceOnPostgres('select 3 as past_the_bound', family)).toBe(false);
    // Texts outside any family are always named, and a family's bound is its own.
    expect(planOnceOnPostgres('select 4 as of_no_family')).toBe(true);
    expect(planOnceOnPostgres('select 5 as other_family', { name: 'another', most: 1 })).toBe(true);
  });
});

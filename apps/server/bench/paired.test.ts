import { describe, expect, it } from 'vitest';
import { describeChange, summarisePairs } from './paired';

describe('paired comparison', () => {
  it('finds a steady change under a drift that moves both sides alike', () => {
    // The machine slows threefold over the run; b is 10% quicker than a throughout.
    const pairs = Array.from({ length: 400 }, (_, i) => {
      const pace = 1 + (2 * i) / 400;
      const jitter = ((i * 7919) % 13) / 100;
      return { a: (4 + jitter) * pace, b: (4 + jitter) * pace * 0.9 };
    });
    const s = summarisePairs(pairs);
    expect(s.change).toBeCloseTo(-0.1, 5);
    expect(s.changeHigh).toBeLessThan(0);
    expect(describeChange(s)).not.toContain('no change shown');
  });

  it('says no change is shown when the sides differ only by noise', () => {
    const pairs = Array.from({ length: 400 }, (_, i) => ({
      a: 5 + (i % 2 === 0 ? 1 : -1),
      b: 5 + (i % 2 === 0 ? -1 : 1),
    }));
    const s = summarisePairs(pairs);
    expect(s.meanA).toBe(5);
    expect(s.meanB).toBe(5);
    expect(s.changeLow).toBeLessThan(0);
    expect(s.changeHigh).toBeGreaterThan(0);
    expect(describeChange(s)).toContain('no change shown');
  });

  it('claims nothing from a single pair', () => {
    expect(describeChange(summarisePairs([{ a: 1, b: 2 }]))).toBe('too few pairs');
  });
});

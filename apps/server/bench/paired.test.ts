import { describe, expect, it } from 'vitest';
import { acrossRounds, describeChange, type PairedSummary, summarisePairs } from './paired';

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

  it('widens a whole run by how far its rounds disagree', () => {
    const round = (change: number): PairedSummary => ({
      ...summarisePairs([
        { a: 10, b: 10 * (1 + change) },
        { a: 10, b: 10 * (1 + change) },
      ]),
      changeLow: change - 0.01,
      changeHigh: change + 0.01,
    });
    // HEAD against itself on SQLite: each round's pairs alone claimed a change.
    const itself = [round(-0.025), round(0.002), round(-0.002)];
    expect(describeChange(acrossRounds(round(-0.008), itself))).toContain('no change shown');
    // A real change holds in every round.
    const faster = [round(-0.176), round(-0.168), round(-0.156)];
    const whole = acrossRounds(round(-0.167), faster);
    expect(whole.changeHigh).toBeLessThan(0);
    expect(describeChange(whole)).not.toContain('no change shown');
    // One round is left as it was.
    expect(acrossRounds(round(-0.02), [round(-0.02)]).changeLow).toBeCloseTo(-0.03);
  });
});

/**
 * Paired comparison of two servers that answered the same requests, one after the other.
 * Each request's two times form a pair, so the machine's pace, which drifts by ±15% from one
 * minute to the next on a shared 2-core machine, cancels out of their difference: what is
 * left is the change between the builds, with an interval that says how sure it is.
 */

/** One request answered by both sides, in milliseconds. */
export type Pair = { a: number; b: number };

export type PairedSummary = {
  n: number;
  meanA: number;
  meanB: number;
  /** Mean of b − a, and the half-width of its 95% interval (normal approximation). */
  meanDifference: number;
  interval: number;
  /** The change in the mean, b over a less one, with its 95% interval, as fractions. */
  change: number;
  changeLow: number;
  changeHigh: number;
};

/** Two-sided 95% point of the normal distribution: pairs number in the hundreds or more. */
const Z95 = 1.96;

export function summarisePairs(pairs: readonly Pair[]): PairedSummary {
  const n = pairs.length;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);
  const meanA = mean(pairs.map((p) => p.a));
  const meanB = mean(pairs.map((p) => p.b));
  const differences = pairs.map((p) => p.b - p.a);
  const meanDifference = meanB - meanA;
  const variance =
    n > 1 ? differences.reduce((sum, d) => sum + (d - meanDifference) ** 2, 0) / (n - 1) : 0;
  const interval = n > 1 ? Z95 * Math.sqrt(variance / n) : Number.POSITIVE_INFINITY;
  const relative = (d: number) => (meanA > 0 ? d / meanA : 0);
  return {
    n,
    meanA,
    meanB,
    meanDifference,
    interval,
    change: relative(meanDifference),
    changeLow: relative(meanDifference - interval),
    changeHigh: relative(meanDifference + interval),
  };
}

/** Two-sided 95% points of Student's t by degrees of freedom, for a handful of rounds. */
const T95 = [Number.POSITIVE_INFINITY, 12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26];

/**
 * The change over several rounds, each round's change counting once: a process keeps its own
 * luck for its whole life (a few percent here), which the pairs within a round cannot see.
 * The interval is the wider of this one and the pooled pairs' own.
 */
export function acrossRounds(
  pooled: PairedSummary,
  rounds: readonly PairedSummary[],
): PairedSummary {
  const n = rounds.length;
  if (n < 2) return pooled;
  const changes = rounds.map((r) => r.change);
  const mean = changes.reduce((sum, c) => sum + c, 0) / n;
  const sd = Math.sqrt(changes.reduce((sum, c) => sum + (c - mean) ** 2, 0) / (n - 1));
  const half = (T95[n - 1] ?? 2.2) * (sd / Math.sqrt(n));
  const low = Math.min(pooled.changeLow, pooled.change - half);
  const high = Math.max(pooled.changeHigh, pooled.change + half);
  return { ...pooled, changeLow: low, changeHigh: high };
}

const percent = (fraction: number) => `${fraction > 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;

/** "−12.3% (−15.0% to −9.6%)", or "no change shown" when the interval holds zero. */
export function describeChange(s: PairedSummary): string {
  if (!Number.isFinite(s.interval)) return 'too few pairs';
  const range = `${percent(s.change)} (${percent(s.changeLow)} to ${percent(s.changeHigh)})`;
  return s.changeLow <= 0 && s.changeHigh >= 0 ? `${range}, no change shown` : range;
}

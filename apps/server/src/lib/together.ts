/**
 * Awaits independent reads at once, each a round trip to PostgreSQL or a hand-off to a SQLite
 * reader thread: a request then waits for the slowest instead of their sum. When some fail,
 * the first in the order given decides the error, as if they had run one after another (a
 * post the viewer may not see is a 404 for the post, whatever else was looked up beside it).
 */
export async function together<T extends readonly unknown[]>(
  reads: readonly [...{ [K in keyof T]: T[K] | Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as never;
}

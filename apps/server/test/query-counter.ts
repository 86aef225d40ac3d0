import type { KyselyPlugin } from 'kysely';

/**
 * Counts the SQL statements the app runs: by their results, since prepared queries are
 * compiled (and so transformed) only once but run every time.
 */
export function queryCounter() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count += 1;
      return args.result;
    },
  };
  return {
    plugin,
    reset: () => (count = 0),
    get count() {
      return count;
    },
  };
}

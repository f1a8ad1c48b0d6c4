import type { KyselyPlugin } from 'kysely';

/** A Kysely plugin that counts the statements sent through a handle (`db.withPlugin(counter.plugin)`). */
export function queryCounter() {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return {
    plugin,
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

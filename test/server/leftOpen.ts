import type { OpenedDatabase } from '../../server/db/database';

/**
 * A database handed to an app that must not close it when the app closes: several apps take turns on one
 * clone, which loads in seconds, and the test that opened it closes it once, after them.
 */
export const leftOpen = (database: OpenedDatabase): OpenedDatabase => ({
  ...database,
  close: async () => {},
});

import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';
import { migratedPostgres } from './migratedPostgres';

/**
 * Several server nodes on one throwaway, migrated PostgreSQL database, each with a pool of its own, as a test
 * of what nodes do at the same moment needs them. `dispose` closes the pools and drops the database.
 */
export async function postgresNodes(count: number): Promise<{
  nodes: OpenedDatabase[];
  dispose(): Promise<void>;
}> {
  const database = await migratedPostgres('nodes');
  const nodes = Array.from({ length: count }, () => openPostgres(database.url));
  return {
    nodes,
    async dispose() {
      await Promise.all(nodes.map((node) => node.close()));
      await database.dispose();
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { OpenedDatabase } from '../../server/db/database';
import { openPostgres } from '../../server/db/open';

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Several server nodes on one throwaway, migrated PostgreSQL database, each with a pool of its own, as a test
 * of what nodes do at the same moment needs them. `dispose` closes the pools and drops the database.
 */
export async function postgresNodes(count: number): Promise<{
  nodes: OpenedDatabase[];
  dispose(): Promise<void>;
}> {
  const name = `freightdesk_nodes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const nodes = Array.from({ length: count }, () =>
    openPostgres(`postgres://postgres@127.0.0.1:5432/${name}`),
  );
  await nodes[0]!.migrate();
  return {
    nodes,
    async dispose() {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

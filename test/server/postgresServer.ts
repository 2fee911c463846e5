import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the server tests use when it is reachable: on this machine, its superuser without a password. */
export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const postgresUrl = (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`;

export interface PostgresDatabase {
  name: string;
  url: string;
  /** Connected to the server's own database, for what a test does to its database from outside. */
  admin: pg.Client;
  /**
   * Drops the database, its connections and all. Resolves once PostgreSQL has the order, not once it is done:
   * PostgreSQL 15 ends every drop with a checkpoint of the whole cluster, 1 to 8 s on this machine's disk, which
   * no test waits for. The server carries the drop out even if this process exits first.
   */
  dispose(): Promise<void>;
}

/**
 * Creates database `name` (a copy of `template` when given) whose commits do not wait for the disk: a test's
 * database is thrown away after it, and only a crash of PostgreSQL itself could lose such a commit. Waiting
 * for the disk cost 2 to 5 ms a commit here, and a server test file commits hundreds of times.
 */
export async function createThrowawayDatabase(admin: pg.Client, name: string, template?: string) {
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.query(`alter database ${name} set synchronous_commit = off`);
}

/**
 * A throwaway database of the test's own on that PostgreSQL, named after `label`: empty, as a production
 * deployment's first day finds it, or a copy of `template` (`create database … template`).
 */
export async function createPostgresDatabase(label: string, template?: string): Promise<PostgresDatabase> {
  const name = `freightdesk_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await createThrowawayDatabase(admin, name, template);
  return {
    name,
    url: postgresUrl(name),
    admin,
    async dispose() {
      // The order is on its way once queued: the client sends it, then ends the connection behind it.
      void admin
        .query(`drop database if exists ${name} with (force)`)
        .catch(() => undefined)
        .finally(() => admin.end());
    },
  };
}

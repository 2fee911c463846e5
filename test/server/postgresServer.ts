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
  /** Drops the database, its connections and all. */
  dispose(): Promise<void>;
}

/**
 * A throwaway database of the test's own on that PostgreSQL, named after `label`: empty, as a production
 * deployment's first day finds it, or a copy of `template` (`create database … template`).
 */
export async function createPostgresDatabase(label: string, template?: string): Promise<PostgresDatabase> {
  const name = `freightdesk_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    name,
    url: postgresUrl(name),
    admin,
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { ADMIN_URL, postgresUrl } from './postgresServer';

export interface MigratedPostgres {
  name: string;
  url: string;
  /** Connected to the server's own database, for what a test does to its database from outside. */
  admin: pg.Client;
  /** Drops the database, its connections and all. */
  dispose(): Promise<void>;
}

/**
 * A throwaway PostgreSQL database of the test's own with the migrations applied: a copy of the run's migrated
 * template (globalSetup.ts), which takes a fraction of the migrations' time.
 */
export async function migratedPostgres(label: string): Promise<MigratedPostgres> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL was not reachable when the run began: no template to copy');
  const name = `freightdesk_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
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

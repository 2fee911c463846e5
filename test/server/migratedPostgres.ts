import { inject } from 'vitest';
import { createPostgresDatabase, type PostgresDatabase } from './postgresServer';

export type MigratedPostgres = PostgresDatabase;

/**
 * A throwaway PostgreSQL database of the test's own with the migrations applied: a copy of the run's migrated
 * template (globalSetup.ts), which takes a fraction of the migrations' time.
 */
export async function migratedPostgres(label: string): Promise<MigratedPostgres> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL was not reachable when the run began: no template to copy');
  return createPostgresDatabase(label, template);
}

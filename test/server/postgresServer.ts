/** The PostgreSQL the server tests use when it is reachable: on this machine, its superuser without a password. */
export const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export const postgresUrl = (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`;

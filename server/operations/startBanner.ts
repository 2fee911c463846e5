import type { Config } from '../config';
import type { DatabaseKind } from '../db/database';
import type { DemoAccount } from '../db/seed/demoAccounts';

export interface BannerFacts {
  url: string;
  database: DatabaseKind;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'redisUrl' | 'fileStorage' | 'metricsToken'>;
  demo?: { accounts: readonly DemoAccount[]; password: string; vehicles: number; ingestKey: string };
}

/** A URL's host, port and path, never its credentials: the banner lands in terminals and logs. */
function place(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname === '/' ? '' : pathname}`;
}

/** What `npm start` prints once it listens: where it runs, on what, and how to sign in to the demo. */
export function startBanner({ url, database, config, demo }: BannerFacts): string {
  const rows: [string, string][] = [
    [
      'Database',
      database === 'postgres' && config.databaseUrl
        ? `PostgreSQL at ${place(config.databaseUrl)}`
        : `PGlite (embedded) in ${config.dataDir}`,
    ],
    [
      'Redis',
      config.redisUrl
        ? `${place(config.redisUrl)}, rooms and limits shared with other nodes`
        : 'none, a single node (REDIS_URL for several)',
    ],
    [
      'Files',
      config.fileStorage.kind === 's3' ? `S3 bucket ${config.fileStorage.bucket}` : config.fileStorage.dir,
    ],
    ['API docs', `${url}/api/docs`],
    ['Probes', `${url}/health  /ready  /metrics${config.metricsToken ? ' (token)' : ''}`],
  ];
  const lines = [`Freightdesk is running at ${url}`, ...rows.map(([k, v]) => `  ${k.padEnd(9)} ${v}`)];
  if (demo) {
    const width = Math.max(...demo.accounts.map((a) => a.email.length));
    lines.push(
      '',
      `Demo accounts (password "${demo.password}"):`,
      ...demo.accounts.map((a) => `  ${a.email.padEnd(width)}  type ${a.userType}  ${a.what}`),
    );
    // The key works with or without the demo fleet: a device or a curl can post fixes either way.
    const fleet = demo.vehicles > 0 ? `Demo fleet: ${demo.vehicles} vehicles. ` : '';
    lines.push(`${fleet}Ingest API key of the demo industry: ${demo.ingestKey}`);
  }
  return `\n${lines.join('\n')}\n`;
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demoAccounts';
import { loggerSetup } from '../../server/operations/logging';
import { startBanner } from '../../server/operations/startBanner';

describe('log format', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env });

  it('is pretty on a terminal outside production, and JSON for a collector', () => {
    expect(loggerSetup(config({}), true).pretty).toBe(true);
    expect(loggerSetup(config({}), false).pretty).toBe(false);
    expect(loggerSetup(config({ NODE_ENV: 'production' }), true).pretty).toBe(false);
  });

  it('follows LOG_FORMAT when it is asked for', () => {
    expect(loggerSetup(config({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }), false).pretty).toBe(true);
    expect(loggerSetup(config({ LOG_FORMAT: 'json' }), true).pretty).toBe(false);
    expect(() => config({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT="xml" must be auto, pretty or json/);
  });
});

describe('start banner', () => {
  it('says where the app runs and on what, never a password of a URL', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/freightdesk',
      REDIS_URL: 'redis://:hunter2@cache.internal:6379',
      S3_BUCKET: 'fd-files',
    });
    const banner = startBanner({ url: 'https://fd.example.in', database: 'postgres', config });
    expect(banner).toContain('Freightdesk is running at https://fd.example.in');
    expect(banner).toContain('PostgreSQL at db.internal:5432/freightdesk');
    expect(banner).toContain('cache.internal:6379');
    expect(banner).toContain('S3 bucket fd-files');
    expect(banner).toContain('https://fd.example.in/health');
    expect(banner).not.toMatch(/s3cret|hunter2/);
    expect(banner).not.toContain('Demo accounts');
  });

  it('lists the demo accounts and the fleet when the demo is seeded', () => {
    const banner = startBanner({
      url: 'http://localhost:3000',
      database: 'pglite',
      config: loadConfig({ DATA_DIR: './.data' }),
      demo: { accounts: DEMO_ACCOUNTS, password: 'pw', vehicles: 200, ingestKey: 'demo-key' },
    });
    expect(banner).toContain('PGlite (embedded) in ./.data');
    expect(banner).toContain('none, a single node');
    expect(banner).toContain('Demo accounts (password "pw")');
    for (const account of DEMO_ACCOUNTS) expect(banner).toContain(account.email);
    expect(banner).toContain('Demo fleet: 200 vehicles. Ingest API key of the demo industry: demo-key');
  });

  it('names the demo ingest key without the demo fleet too (SIM_VEHICLES=0)', () => {
    const banner = startBanner({
      url: 'http://localhost:3000',
      database: 'pglite',
      config: loadConfig({ DATA_DIR: './.data' }),
      demo: { accounts: DEMO_ACCOUNTS, password: 'pw', vehicles: 0, ingestKey: 'demo-key' },
    });
    expect(banner).not.toContain('Demo fleet');
    expect(banner).toContain('\nIngest API key of the demo industry: demo-key');
  });
});

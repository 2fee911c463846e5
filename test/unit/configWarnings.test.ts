import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { configWarnings } from '../../server/configWarnings';

const warningsOf = (env: Record<string, string>) => configWarnings(loadConfig(env));
const REDIS = { REDIS_URL: 'redis://cache.internal:6379' };
const BUCKET = { S3_BUCKET: 'freightdesk-files' };

describe('configWarnings', () => {
  it('says nothing of one node, or of several sharing a bucket under their own prefix', () => {
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'production', ...REDIS, ...BUCKET, REDIS_PREFIX: 'kaveri-prod' })).toEqual(
      [],
    );
  });

  it('warns when several nodes keep uploaded files on their own disks', () => {
    const [warning, ...others] = warningsOf({ ...REDIS, DATA_DIR: '/srv/freightdesk' });
    expect(others).toEqual([]);
    expect(warning).toMatch(/^REDIS_URL is set \(several nodes\) but S3_BUCKET is not/);
    expect(warning).toContain('/srv/freightdesk/files');
    expect(warningsOf({ ...REDIS, SERVER_ROLE: 'web' })).toHaveLength(1);
    // A writer serves no files: the web nodes do.
    expect(warningsOf({ ...REDIS, SERVER_ROLE: 'writer' })).toEqual([]);
    expect(warningsOf({ ...REDIS, ...BUCKET })).toEqual([]);
  });

  it('warns in production when a Redis is used under the default prefix', () => {
    const warnings = warningsOf({ NODE_ENV: 'production', ...REDIS, ...BUCKET });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^REDIS_PREFIX is the default "freightdesk"/);
    expect(warningsOf({ ...REDIS, ...BUCKET })).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'production', ...REDIS, ...BUCKET, REDIS_PREFIX: 'staging' })).toEqual([]);
  });

  it('warns of test-mode payments in production, which only PAYMENTS_MODE=test gives', () => {
    const [warning, ...others] = warningsOf({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' });
    expect(others).toEqual([]);
    expect(warning).toMatch(/^PAYMENTS_MODE is test in production: no money moves/);
    expect(warningsOf({ PAYMENTS_MODE: 'test' })).toEqual([]);
    expect(warningsOf({ NODE_ENV: 'production', PAYMENTS_MODE: 'off' })).toEqual([]);
  });

  it('gives both warnings at once when both apply', () => {
    expect(warningsOf({ NODE_ENV: 'production', ...REDIS })).toHaveLength(2);
  });
});

describe('REDIS_PREFIX and SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('default to freightdesk and 10 s, and refuse values that cannot work', () => {
    expect(loadConfig({})).toMatchObject({ redisPrefix: 'freightdesk', shutdownTimeoutMs: 10_000 });
    expect(loadConfig({ REDIS_PREFIX: 'acme.staging', SHUTDOWN_TIMEOUT_SECONDS: '25' })).toMatchObject({
      redisPrefix: 'acme.staging',
      shutdownTimeoutMs: 25_000,
    });
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(/^REDIS_PREFIX="two words" must be/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      /^SHUTDOWN_TIMEOUT_SECONDS="0" must be at least 1/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { configWarnings } from '../../server/configWarnings';
import { createMailer } from '../../server/mail/mailer';

const warningsOf = (env: Record<string, string>) => configWarnings(loadConfig(env));
const REDIS = { REDIS_URL: 'redis://cache.internal:6379' };
const BUCKET = { S3_BUCKET: 'freightdesk-files' };
/** Production as it runs: mail goes out through SMTP. */
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:587' };

describe('configWarnings', () => {
  it('says nothing of one node, or of several sharing a bucket under their own prefix', () => {
    expect(warningsOf({})).toEqual([]);
    expect(warningsOf(PRODUCTION)).toEqual([]);
    expect(warningsOf({ ...PRODUCTION, ...REDIS, ...BUCKET, REDIS_PREFIX: 'kaveri-prod' })).toEqual([]);
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
    const warnings = warningsOf({ ...PRODUCTION, ...REDIS, ...BUCKET });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^REDIS_PREFIX is the default "freightdesk"/);
    expect(warningsOf({ ...REDIS, ...BUCKET })).toEqual([]);
    expect(warningsOf({ ...PRODUCTION, ...REDIS, ...BUCKET, REDIS_PREFIX: 'staging' })).toEqual([]);
  });

  it('warns of test-mode payments in production, which only PAYMENTS_MODE=test gives', () => {
    const [warning, ...others] = warningsOf({ ...PRODUCTION, PAYMENTS_MODE: 'test' });
    expect(others).toEqual([]);
    expect(warning).toMatch(/^PAYMENTS_MODE is test in production: no money moves/);
    expect(warningsOf({ PAYMENTS_MODE: 'test' })).toEqual([]);
    expect(warningsOf({ ...PRODUCTION, PAYMENTS_MODE: 'off' })).toEqual([]);
  });

  it('gives both warnings at once when both apply', () => {
    expect(warningsOf({ ...PRODUCTION, ...REDIS })).toHaveLength(2);
  });

  it('warns in production without SMTP: account links reach no one, and are not logged', async () => {
    const [warning, ...others] = warningsOf({ NODE_ENV: 'production' });
    expect(others).toEqual([]);
    expect(warning).toMatch(/^SMTP_URL is not set: no mail is sent/);
    // A demo or staging server logs its links instead.
    expect(warningsOf({})).toEqual([]);

    const logged: { level: string; details: unknown; message: unknown }[] = [];
    const log = {
      info: (details: unknown, message?: unknown) => void logged.push({ level: 'info', details, message }),
      warn: (details: unknown, message?: unknown) => void logged.push({ level: 'warn', details, message }),
    };
    const mail = {
      purpose: 'reset' as const,
      to: 'owner@example.in',
      subject: 'Reset',
      text: 'Open https://fd.example.in/#/password/reset/secret-token',
      link: 'https://fd.example.in/#/password/reset/secret-token',
    };
    await createMailer(loadConfig({ NODE_ENV: 'production' }), log).send(mail);
    expect(logged).toEqual([
      {
        level: 'warn',
        details: { to: 'owner@example.in', purpose: 'reset' },
        message: 'password reset link not sent: SMTP_URL is not set',
      },
    ]);
    await createMailer(loadConfig({}), log).send(mail);
    expect(logged[1]).toMatchObject({ level: 'info', details: { link: mail.link } });
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

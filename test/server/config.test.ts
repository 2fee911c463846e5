import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEY } from '../../server/auth/secretBox';
import { CONFIG_DOCS, ConfigError, loadConfig } from '../../server/config';
import { credentialsKeyRefusal } from '../../server/productionGuard';
import { refusedStart } from './serverStart';

describe('loadConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './.data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      simVehicles: 200,
      simRate: 1,
      seedDemo: true,
      logLevel: 'info',
    });
  });

  it('seeds the demo unless NODE_ENV=production, where only an explicit SEED_DEMO does', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ seedDemo: true, production: false });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemo: false, production: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('runs every role on one node by default, and splits web from writer only with Redis between them', () => {
    expect(loadConfig({}).serverRole).toBe('all');
    expect(loadConfig({ SERVER_ROLE: 'writer', REDIS_URL: 'redis://cache:6379' }).serverRole).toBe('writer');
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error instanceof ConfigError ? error.message : 'not a ConfigError';
      }
      return 'accepted';
    };
    expect(refusal({ SERVER_ROLE: 'web' })).toMatch(/^SERVER_ROLE="web" needs REDIS_URL/);
    expect(refusal({ SERVER_ROLE: 'reader', REDIS_URL: 'redis://cache:6379' })).toMatch(
      /^SERVER_ROLE="reader" must be all, web or writer/,
    );
  });

  it('moves its clock only outside production, where TEST_CLOCK=movable is refused', () => {
    expect(loadConfig({}).clock).toBe('system');
    expect(loadConfig({ TEST_CLOCK: 'movable' }).clock).toBe('movable');
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'movable' })).toThrow(
      /^TEST_CLOCK="movable" is refused with NODE_ENV=production/,
    );
    expect(() => loadConfig({ TEST_CLOCK: 'frozen' })).toThrow(
      /^TEST_CLOCK="frozen" must be system or movable/,
    );
  });

  it('lets webhooks and feeds call this machine only on a test server, never with NODE_ENV=production', () => {
    expect(loadConfig({}).allowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).allowLoopback).toBe(false);
    expect(loadConfig({ TEST_ALLOW_LOOPBACK: 'true' }).allowLoopback).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_ALLOW_LOOPBACK: 'true' })).toThrow(
      /^TEST_ALLOW_LOOPBACK="true" is refused with NODE_ENV=production/,
    );
  });

  it('keeps feed credentials under CREDENTIALS_KEY, under the public development key outside production only', () => {
    const key = randomBytes(32);
    expect(loadConfig({ CREDENTIALS_KEY: key.toString('base64') }).credentialsKey?.bytes).toEqual(key);
    expect(
      loadConfig({ NODE_ENV: 'production', CREDENTIALS_KEY: key.toString('base64url') }).credentialsKey
        ?.bytes,
    ).toEqual(key);
    expect(loadConfig({}).credentialsKey).toBe(DEVELOPMENT_KEY);
    expect(loadConfig({ NODE_ENV: 'production' }).credentialsKey).toBeUndefined();
    // A short key is refused, and never echoed.
    expect(() => loadConfig({ CREDENTIALS_KEY: 'c2hvcnQ=' })).toThrow(
      /^CREDENTIALS_KEY="\*\*\*" must be 32 random bytes in base64/,
    );
    expect(credentialsKeyRefusal(undefined, 2)).toMatch(/without CREDENTIALS_KEY: 2 feed connection/);
    expect(credentialsKeyRefusal(undefined, 0)).toBeNull();
    expect(credentialsKeyRefusal(DEVELOPMENT_KEY, 2)).toBeNull();
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://freight.example.in/' }).publicUrl).toBe(
      'https://freight.example.in',
    );
  });

  it('reads every value it is given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/freight',
      REDIS_URL: 'redis://cache:6379',
      FIREBASE_WEB_CONFIG: '{"apiKey":"k"}',
      SEED_DEMO: 'false',
      SIM_RATE: '2.5',
      LOG_LEVEL: 'warn',
    });
    expect(config.databaseUrl).toBe('postgres://app@db:5432/freight');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.firebaseWebConfig).toEqual({ apiKey: 'k' });
    expect(config.seedDemo).toBe(false);
    expect(config.simRate).toBe(2.5);
    expect(config.logLevel).toBe('warn');
  });

  it('reports every bad value on a line of its own, naming the variable', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://root:secret@db/x',
        SEED_DEMO: 'maybe',
        SIM_VEHICLES: '-3',
        FIREBASE_WEB_CONFIG: 'not json',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const lines = (caught as ConfigError).message.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines).toContain('PORT="eighty" must be a whole number');
    expect(lines).toContain('SEED_DEMO="maybe" must be true or false');
    expect(lines).toContain('SIM_VEHICLES="-3" must be a whole number');
    expect(lines).toContain('FIREBASE_WEB_CONFIG="not json" must be a JSON object');
    expect(lines.find((l) => l.startsWith('LOG_LEVEL='))).toMatch(/must be one of/);
    // The password inside a URL never reaches the message.
    const dbLine = lines.find((l) => l.startsWith('DATABASE_URL='));
    expect(dbLine).toMatch(/must be a PostgreSQL URL/);
    expect(dbLine).not.toContain('secret');
  });

  it('hashes passwords cheaply only outside production', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'fast' })).not.toThrow();
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'fast', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST="fast" is refused with NODE_ENV=production',
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow('must be standard or fast');
  });

  it('documents every variable it reads', () => {
    expect(CONFIG_DOCS.map((d) => d.name)).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SIM_VEHICLES', 'SEED_DEMO']),
    );
    for (const doc of CONFIG_DOCS) expect(doc.description.length).toBeGreaterThan(10);
  });
});

describe('a production server', () => {
  it('refuses to start on a movable clock, saying why, before it opens anything', async () => {
    const { code, output } = await refusedStart({
      NODE_ENV: 'production',
      TEST_CLOCK: 'movable',
      DATA_DIR: '/nonexistent',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('Freightdesk cannot start: the configuration has bad values.');
    expect(output).toContain('TEST_CLOCK="movable" is refused with NODE_ENV=production');
  });
});

/**
 * How the browser suite's servers differ from a production one, the shared ones (test/e2e/globalSetup.ts) and a
 * file's own (`startSeededServer`) alike. Alert digests would open their notification over whichever test runs
 * when they fall due; the suite signs the demo owner in dozens of times a minute, which a person's login limit
 * would refuse; tests move the server's clock past bidding windows rather than wait for them
 * (advanceServerClock). Mails go to the log, as no SMTP server is set. Webhooks and feed connections may call
 * this machine, where the tests' receivers and stand-in providers listen (production refuses it). Passwords are
 * hashed at a test run's cost, as the seed's own server hashes them (test/e2e/globalSetup.ts).
 */
export const SUITE_SERVER_ENV: Readonly<Record<string, string>> = {
  SMTP_URL: '',
  LOG_LEVEL: 'info',
  ALERT_DIGEST_SECONDS: '86400',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000',
  TEST_CLOCK: 'movable',
  TEST_ALLOW_LOOPBACK: 'true',
  PASSWORD_HASH_COST: 'fast',
};

import { join } from 'node:path';
import { z } from 'zod';
import { PLAN_PAYMENT_MODES, type PlanPaymentMode } from '../src/domain/statuses';
import { PASSWORD_COSTS } from './auth/password';
import { DEVELOPMENT_KEY, KEY_BYTES, type SecretKey, secretKey } from './auth/secretBox';
import { resolvePaymentsMode } from './payments/paymentsMode';
import type { PositionRetention } from './tracking/positionPartitions';

const DEFAULT_MAIL_FROM = 'Freightdesk <no-reply@freightdesk.local>';
/** The Redis key prefix of a deployment that names none (configWarnings.ts warns about it in production). */
export const DEFAULT_REDIS_PREFIX = 'freightdesk';

/**
 * Every environment variable the server reads, with the text the README table is written from.
 * Defaults live here only, so the table and the behaviour cannot drift apart.
 */
export const CONFIG_DOCS = [
  { name: 'PORT', default: '3000', description: 'HTTP port for the app, the API and the socket.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATA_DIR',
    default: './.data',
    description:
      'Folder of the embedded PGlite database and, unless S3_BUCKET is set, of stored files under files/.',
  },
  {
    name: 'DATABASE_URL',
    default: '',
    description: 'postgres:// URL; when set, PostgreSQL (through pg) replaces PGlite.',
  },
  {
    name: 'REDIS_URL',
    default: '',
    description: 'redis:// URL; when set, socket.io shares rooms across nodes via Redis Streams.',
  },
  {
    name: 'REDIS_PREFIX',
    default: DEFAULT_REDIS_PREFIX,
    description:
      "Prefix of every Redis key (the socket stream, the request limits' counters); two deployments sharing one Redis need different ones.",
  },
  {
    name: 'SERVER_ROLE',
    default: 'all',
    description:
      'all: one node does everything. web: the API, the browser app and the sockets, without the feeds. writer: the feeds (the ingest routes, the feed pollers, the tracking alert sweep), whose changes reach the sockets of web nodes through Redis. web and writer need REDIS_URL.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Base address used in mailed links and, when https, in push notification links.',
  },
  { name: 'MAP_STYLE_URL', default: '', description: 'MapLibre style URL; empty uses the offline basemap.' },
  {
    name: 'FIREBASE_WEB_CONFIG',
    default: '',
    description:
      'Firebase web app config (JSON) plus vapidKey, its Web Push key; with FCM_SERVICE_ACCOUNT, browsers register for push.',
  },
  {
    name: 'FCM_SERVICE_ACCOUNT',
    default: '',
    description:
      'FCM service account, a path to its JSON file or the JSON itself; notifications are pushed through it.',
  },
  { name: 'SMTP_URL', default: '', description: 'smtp(s):// URL; when empty, mails are written to the log.' },
  { name: 'MAIL_FROM', default: DEFAULT_MAIL_FROM, description: 'Sender of mails.' },
  { name: 'SIM_VEHICLES', default: '200', description: 'Number of vehicles the demo simulator drives.' },
  { name: 'SIM_RATE', default: '1', description: 'Speed multiplier of the demo simulator.' },
  {
    name: 'ALERT_DIGEST_SECONDS',
    default: '300',
    description:
      'Tracking alerts raised within this many seconds reach people as one notification per plant.',
  },
  {
    name: 'INGEST_MAX_FUTURE_SKEW_SECONDS',
    default: '300',
    description:
      'A feed event stamped more than this many seconds ahead of the server clock is refused as an item (207).',
  },
  {
    name: 'POSITIONS_RAW_DAYS',
    default: '90',
    description:
      "Days every fix of a month is kept after the month ends; then the month is downsampled to the first fix of each minute per vehicle and order (and each trip's last fix), so its trips still replay.",
  },
  {
    name: 'POSITIONS_KEEP_DAYS',
    default: '',
    description:
      "Days a month's fixes are kept after the month ends; then its partition is dropped. Empty keeps them all.",
  },
  {
    name: 'LOGIN_ATTEMPTS_PER_MINUTE',
    default: '10',
    description:
      'Sign-in attempts allowed per account each minute, three times as many per client address; more answer 429.',
  },
  {
    name: 'TRUST_PROXY',
    default: '',
    description:
      'Addresses or CIDRs of the reverse proxies (comma separated) whose X-Forwarded-For is believed; empty believes none.',
  },
  {
    name: 'NODE_ENV',
    default: '',
    description:
      'production: SEED_DEMO defaults to false, the server refuses to start while any active account has the demo password or the demo ingest key is active, and no one may choose the demo password (sign-up, reset, change password).',
  },
  {
    name: 'TEST_CLOCK',
    default: 'system',
    description:
      'movable: the server reads its time from a clock the browser suite moves ahead through POST /api/test/clock, instead of sleeping through bidding windows and grace periods. Refused with NODE_ENV=production.',
  },
  {
    name: 'TEST_ALLOW_LOOPBACK',
    default: 'false',
    description:
      'true: webhooks and feed connections may also call this machine (localhost, 127.0.0.0/8, ::1), over plain http too, so a test or development server can have a receiver or a stand-in provider beside it. Private networks stay refused. Refused with NODE_ENV=production.',
  },
  {
    name: 'CREDENTIALS_KEY',
    default: '',
    description:
      "Key that encrypts the providers' credentials of feed connections in the database (AES-256-GCM): 32 random bytes in base64 (openssl rand -base64 32). Keep it apart from the database's backups; stored credentials cannot be read without it. Empty outside production uses a public development key; in production, no feed connection can be made without it, and the server will not start while one is stored.",
  },
  {
    name: 'PASSWORD_HASH_COST',
    default: 'standard',
    description:
      'standard: passwords are hashed with scrypt at N=2^17, r=8, p=1 (current guidance), and a sign-in rehashes a hash made at less. fast: a cheap cost for test runs only, which sign in thousands of times. fast is refused with NODE_ENV=production.',
  },
  {
    name: 'SEED_DEMO',
    default: 'true',
    description: 'Seed the demo industry and accounts at start; false by default when NODE_ENV=production.',
  },
  {
    name: 'PAYMENTS_MODE',
    default: 'razorpay with keys, else test (off with NODE_ENV=production)',
    description:
      "How the joining fee and plans are paid. razorpay: through Razorpay (needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; rzp_test_ keys are Razorpay's own test mode, still checked end to end). test: no money moves and the owner simulates the payment, for the demo and a staging server; it is never the default in production, and chosen there it is warned of at start. off: plans are shown but cannot be bought. A checkout is settled only in the mode that opened it.",
  },
  {
    name: 'RAZORPAY_KEY_ID',
    default: '',
    description:
      'Razorpay key id (rzp_live_… or rzp_test_…); with RAZORPAY_KEY_SECRET, the joining fee and plans are paid through Razorpay unless PAYMENTS_MODE says otherwise.',
  },
  {
    name: 'RAZORPAY_KEY_SECRET',
    default: '',
    description: 'Razorpay key secret, set together with RAZORPAY_KEY_ID.',
  },
  {
    name: 'RAZORPAY_WEBHOOK_SECRET',
    default: '',
    description:
      'Secret of the Razorpay webhook pointed at /api/payments/razorpay/webhook; empty refuses webhooks (payments are then confirmed by the checkout only).',
  },
  {
    name: 'S3_BUCKET',
    default: '',
    description:
      'Bucket of S3-compatible storage; when set, stored files (proofs of delivery, logos) go there instead of DATA_DIR/files. Needed with several server nodes.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '',
    description:
      'http(s):// address of an S3-compatible service (MinIO, Cloudflare R2, DigitalOcean Spaces…); empty is Amazon S3. Needs S3_BUCKET.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: "The bucket's region." },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '',
    description:
      "Access key, set together with S3_SECRET_ACCESS_KEY; empty uses the AWS SDK's own credentials (environment, profile, instance role).",
  },
  {
    name: 'S3_SECRET_ACCESS_KEY',
    default: '',
    description: 'Secret key, set together with S3_ACCESS_KEY_ID.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'true when S3_ENDPOINT is set',
    description:
      'Address the bucket as endpoint/bucket rather than bucket.endpoint, as most S3-compatible services need.',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_SECONDS',
    default: '10',
    description:
      'On SIGTERM or SIGINT the node stops taking connections, finishes the requests under way and stores what it acknowledged; past this many seconds it exits with code 1 instead of 0.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description:
      'pretty (coloured lines for a person), json (one object per line, for a log collector) or auto: pretty when standard output is a terminal and NODE_ENV is not production, json otherwise.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '',
    description:
      'When set, GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (configure it in the Prometheus scrape job); empty leaves /metrics open.',
  },
] as const;

export type FileStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      /** Undefined: the SDK's own credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/**
 * What a node does: `web` and `writer` split one node's work over processes, so a burst of feed traffic does
 * not hold up people's requests and sockets, and each side can be scaled on its own.
 */
export const SERVER_ROLES = ['all', 'web', 'writer'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** Whether a node of this role takes feed traffic (ingest routes, pollers, tracking sweeps). */
export const ingestsFeeds = (role: ServerRole) => role !== 'web';
/** Whether a node of this role serves people (API, browser app, sockets, the other sweeps). */
export const servesPeople = (role: ServerRole) => role !== 'writer';

/** Where the server reads its time: the system's, or a clock tests move (server/movableClock.ts). */
export const CLOCKS = ['system', 'movable'] as const;
export type ClockKind = (typeof CLOCKS)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const urlWithProtocols = (protocols: readonly string[], label: string) =>
  optionalText.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
    `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')}…)`,
  );

const jsonObject = optionalText.refine((v) => {
  if (v === undefined) return true;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'must be a JSON object');

const boolean = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false'))
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const EnvSchema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./.data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'PostgreSQL'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'Redis'),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, hyphens or underscores')
    .default(DEFAULT_REDIS_PREFIX),
  SERVER_ROLE: z.enum(SERVER_ROLES, { error: 'must be all, web or writer' }).default('all'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  MAP_STYLE_URL: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  FIREBASE_WEB_CONFIG: jsonObject,
  FCM_SERVICE_ACCOUNT: optionalText,
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'SMTP'),
  MAIL_FROM: z.string().trim().min(3, 'must be a sender address').default(DEFAULT_MAIL_FROM),
  SIM_VEHICLES: integer(0, 100_000).default(200),
  SIM_RATE: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a positive number')
    .transform(Number)
    .pipe(z.number().positive('must be a positive number').max(1000, 'must be at most 1000'))
    .default(1),
  ALERT_DIGEST_SECONDS: integer(1, 86_400).default(300),
  INGEST_MAX_FUTURE_SKEW_SECONDS: integer(0, 86_400).default(300),
  POSITIONS_RAW_DAYS: integer(1, 36_500).default(90),
  POSITIONS_KEEP_DAYS: integer(1, 36_500).optional(),
  LOGIN_ATTEMPTS_PER_MINUTE: integer(1, 100_000).default(10),
  TRUST_PROXY: optionalText.refine(
    (v) => v === undefined || v.split(',').every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part.trim())),
    'must list addresses or CIDRs, comma separated (e.g. 10.0.0.1,10.1.0.0/16)',
  ),
  NODE_ENV: optionalText,
  TEST_CLOCK: z.enum(CLOCKS, { error: 'must be system or movable' }).default('system'),
  TEST_ALLOW_LOOPBACK: boolean.default(false),
  CREDENTIALS_KEY: optionalText.refine(
    (v) =>
      v === undefined || (/^[A-Za-z0-9+/_-]+=*$/.test(v) && Buffer.from(v, 'base64').length === KEY_BYTES),
    `must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 ${KEY_BYTES})`,
  ),
  PASSWORD_HASH_COST: z
    .enum(Object.keys(PASSWORD_COSTS) as [keyof typeof PASSWORD_COSTS], { error: 'must be standard or fast' })
    .default('standard'),
  SEED_DEMO: boolean.optional(),
  PAYMENTS_MODE: z.enum(PLAN_PAYMENT_MODES, { error: 'must be razorpay, test or off' }).optional(),
  RAZORPAY_KEY_ID: optionalText.refine(
    (v) => v === undefined || /^rzp_(live|test)_\w+$/.test(v),
    'must be a Razorpay key id (rzp_live_… or rzp_test_…)',
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'http(s)'),
  S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: boolean.optional(),
  SHUTDOWN_TIMEOUT_SECONDS: integer(1, 3600).default(10),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json'], { error: 'must be auto, pretty or json' }).default('auto'),
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || v.length >= 16,
    'must be at least 16 characters (a random secret)',
  ),
});

export type LogLevel = z.output<typeof EnvSchema>['LOG_LEVEL'];
export type LogFormat = z.output<typeof EnvSchema>['LOG_FORMAT'];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of the Redis keys; distinct per deployment when deployments share a Redis. */
  redisPrefix: string;
  serverRole: ServerRole;
  publicUrl: string;
  mapStyleUrl: string | undefined;
  firebaseWebConfig: Record<string, unknown> | undefined;
  fcmServiceAccount: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  simVehicles: number;
  simRate: number;
  alertDigestMs: number;
  ingestMaxFutureSkewMs: number;
  /** How long fixes are kept whole, then downsampled, then (if set) dropped (server/tracking/positionPartitions.ts). */
  positionRetention: PositionRetention;
  loginAttemptsPerMinute: number;
  /** The proxies whose X-Forwarded-For gives the client's address; none when empty. */
  trustedProxies: string[];
  /** NODE_ENV=production: no demo unless asked for, and no demo credentials at all (server/productionGuard.ts). */
  production: boolean;
  /** `movable` only for the browser suite: it opens POST /api/test/clock, so production refuses it. */
  clock: ClockKind;
  /** Webhooks and feed connections may call this machine: tests only, refused in production. */
  allowLoopback: boolean;
  /**
   * The key of stored provider credentials (server/auth/secretBox.ts): CREDENTIALS_KEY, else the public
   * development key outside production; undefined in production without one.
   */
  credentialsKey: SecretKey | undefined;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** How log lines look; `auto` is decided where the process knows whether its output is a terminal (main.ts). */
  logFormat: LogFormat;
  /** Bearer secret of GET /metrics; undefined leaves it open. */
  metricsToken: string | undefined;
  /** How long a signalled node may take to drain before it exits with code 1 (server/operations/stopOnSignals.ts). */
  shutdownTimeoutMs: number;
  /** Where stored files live: a folder (DATA_DIR/files) by default, S3-compatible storage when configured. */
  fileStorage: FileStorageConfig;
  /** How plans are paid (server/payments/paymentsMode.ts): never test in production unless chosen. */
  paymentsMode: PlanPaymentMode;
  /** Razorpay's keys, set exactly when payments go through Razorpay. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
}

/** Reads the environment; throws one ConfigError listing every bad value, one line each. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as it does in most .env files.
  const present = Object.fromEntries(
    CONFIG_DOCS.map(({ name }) => [name, env[name]?.trim() ? env[name] : undefined]),
  );
  const result = EnvSchema.superRefine((e, ctx) => {
    const requires = (name: keyof typeof e, message: string, broken: boolean) => {
      if (broken) ctx.addIssue({ code: 'custom', path: [name], message });
    };
    requires(
      'RAZORPAY_KEY_SECRET',
      'must be set together with RAZORPAY_KEY_ID, or neither',
      (e.RAZORPAY_KEY_ID === undefined) !== (e.RAZORPAY_KEY_SECRET === undefined),
    );
    requires(
      'PAYMENTS_MODE',
      'needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      e.PAYMENTS_MODE === 'razorpay' && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET),
    );
    requires(
      'S3_SECRET_ACCESS_KEY',
      'must be set together with S3_ACCESS_KEY_ID, or neither',
      (e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined),
    );
    requires(
      'SERVER_ROLE',
      'needs REDIS_URL: a web node hears what writer nodes store through Redis',
      e.SERVER_ROLE !== 'all' && !e.REDIS_URL,
    );
    requires(
      'TEST_CLOCK',
      "is refused with NODE_ENV=production: anyone could move the server's time through POST /api/test/clock",
      e.TEST_CLOCK === 'movable' && e.NODE_ENV === 'production',
    );
    requires(
      'TEST_ALLOW_LOOPBACK',
      "is refused with NODE_ENV=production: webhooks and feed connections could call the server's own machine",
      e.TEST_ALLOW_LOOPBACK && e.NODE_ENV === 'production',
    );
    requires(
      'PASSWORD_HASH_COST',
      'is refused with NODE_ENV=production: fast hashes are for test runs, and a stolen database would give up its passwords quickly',
      e.PASSWORD_HASH_COST === 'fast' && e.NODE_ENV === 'production',
    );
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE'] as const)
      requires(
        name,
        'needs S3_BUCKET: set the bucket too, or leave it out',
        e[name] !== undefined && !e.S3_BUCKET,
      );
  }).safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = /_SECRET|SECRET_|_TOKEN$|_KEY$/.test(name) ? '***' : redact(env[name] ?? '');
      return `${name}=${JSON.stringify(shown)} ${issue.message}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const e = result.data;
  const paymentsMode = resolvePaymentsMode({
    chosen: e.PAYMENTS_MODE,
    production: e.NODE_ENV === 'production',
    razorpayKeys: Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET),
  });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    serverRole: e.SERVER_ROLE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mapStyleUrl: e.MAP_STYLE_URL,
    firebaseWebConfig: e.FIREBASE_WEB_CONFIG ? JSON.parse(e.FIREBASE_WEB_CONFIG) : undefined,
    fcmServiceAccount: e.FCM_SERVICE_ACCOUNT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    simVehicles: e.SIM_VEHICLES,
    simRate: e.SIM_RATE,
    alertDigestMs: e.ALERT_DIGEST_SECONDS * 1000,
    ingestMaxFutureSkewMs: e.INGEST_MAX_FUTURE_SKEW_SECONDS * 1000,
    positionRetention: { rawDays: e.POSITIONS_RAW_DAYS, keepDays: e.POSITIONS_KEEP_DAYS },
    loginAttemptsPerMinute: e.LOGIN_ATTEMPTS_PER_MINUTE,
    trustedProxies: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((part) => part.trim()) : [],
    production: e.NODE_ENV === 'production',
    clock: e.TEST_CLOCK,
    allowLoopback: e.TEST_ALLOW_LOOPBACK,
    credentialsKey: e.CREDENTIALS_KEY
      ? secretKey(Buffer.from(e.CREDENTIALS_KEY, 'base64'))
      : e.NODE_ENV === 'production'
        ? undefined
        : DEVELOPMENT_KEY,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    fileStorage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : { kind: 'local', dir: join(e.DATA_DIR, 'files') },
    paymentsMode,
    razorpay:
      paymentsMode === 'razorpay' && e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
  };
}

/** Config errors end up in logs: never echo a password that sits inside a URL. */
function redact(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

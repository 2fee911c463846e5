import { type Config, DEFAULT_REDIS_PREFIX, servesPeople } from './config';

/**
 * Settings that start but cannot work as the operator likely means: each answer is one line the node logs
 * once at start, saying what goes wrong and what to set. (Values that cannot work at all are refused by
 * loadConfig instead.)
 */
export function configWarnings(
  config: Pick<
    Config,
    'production' | 'redisUrl' | 'redisPrefix' | 'serverRole' | 'fileStorage' | 'paymentsMode' | 'smtpUrl'
  >,
): string[] {
  const warnings: string[] = [];
  // REDIS_URL is what makes nodes share rooms: it is set when there are several of them.
  if (config.redisUrl && config.fileStorage.kind === 'local' && servesPeople(config.serverRole))
    warnings.push(
      `REDIS_URL is set (several nodes) but S3_BUCKET is not: uploaded files (proofs of delivery, logos) are kept in ${config.fileStorage.dir} on this node only, so the other nodes answer 404 for them. Set S3_BUCKET, or serve people from one node.`,
    );
  if (config.production && config.redisUrl && config.redisPrefix === DEFAULT_REDIS_PREFIX)
    warnings.push(
      `REDIS_PREFIX is the default "${DEFAULT_REDIS_PREFIX}": two deployments on one Redis (production and staging, say) would hear each other's socket news and share request limits. If this Redis is shared, give each deployment its own REDIS_PREFIX.`,
    );
  // Never the default in production: it was named, but a production server that hands out plans free is
  // worth a line even so (a staging server is where it belongs).
  if (config.production && config.paymentsMode === 'test')
    warnings.push(
      'PAYMENTS_MODE is test in production: no money moves, and any owner can simulate a payment and get a plan and its tax invoice free. Keep it to a staging server; set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments, or PAYMENTS_MODE=off to sell nothing.',
    );
  // Outside production the links go to the log for a demo; a production log never holds them (mail/mailer.ts).
  if (config.production && !config.smtpUrl)
    warnings.push(
      'SMTP_URL is not set: no mail is sent, so password resets, sign-up confirmations and invitations reach no one (their links are not logged in production). Set SMTP_URL; until then, invite people with npm run admin, which prints the link.',
    );
  return warnings;
}

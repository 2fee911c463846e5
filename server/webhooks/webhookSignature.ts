import { createHmac, randomBytes } from 'node:crypto';

/**
 * Deliveries are signed as Standard Webhooks (standardwebhooks.com) has it, so an integrator verifies them
 * with that specification's published libraries unchanged: `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` headers, and `whsec_` secrets whose base64 after the prefix is the HMAC key.
 */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64, the prefix saying what it is when it leaks. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** Enough of a secret to tell two apart on screen, never enough to sign with. */
export const secretHint = (secret: string): string => `${secret.slice(0, 10)}…`;

/**
 * `webhook-signature`'s value: `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<raw body>` for each
 * secret, separated by spaces (two during a rotation's grace, so a receiver holding either secret accepts it).
 */
export function webhookSignature(
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): string {
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
      return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
    })
    .join(' ');
}

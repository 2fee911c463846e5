import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, base64url, with a prefix that says what it is when it leaks. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** Enough of a secret to tell two apart on screen, never enough to sign with. */
export const secretHint = (secret: string): string => `${secret.slice(0, 10)}…`;

/**
 * `x-freightdesk-signature`'s value: `sha256=` and the hex HMAC-SHA256, keyed by the secret, of the timestamp
 * (`x-freightdesk-timestamp`, Unix seconds), a dot and the raw body. docs/webhooks.md has the receiver's side.
 */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

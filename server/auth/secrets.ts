import { createHash, randomBytes } from 'node:crypto';

/** Opaque secrets (bearer tokens, reset tokens, API keys) are random; only their SHA-256 is stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const sha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back to use them (a provider's password, unlike a user's, cannot be kept as a
 * hash), kept at rest encrypted with AES-256-GCM under the key of the configuration (CREDENTIALS_KEY).
 * A sealed value reads `v1.<key id>.<iv>.<ciphertext and tag>` (base64url): the version lets the format
 * change, the key id tells which key sealed it (so values sealed under another key are found and resealed),
 * and the context (`aad`) binds a value to its place, so it cannot be copied to another row and opened there.
 */
export interface SecretKey {
  /** The first 8 hex digits of the key's SHA-256: names the key without giving anything of it away. */
  readonly id: string;
  readonly bytes: Buffer;
}

export const KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const secretKey = (bytes: Buffer): SecretKey => {
  if (bytes.length !== KEY_BYTES) throw new Error(`A secret key is ${KEY_BYTES} bytes`);
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
};

/**
 * The key of development and test servers, which need none configured. It is public (it is derived from this
 * line), so it protects nothing: production never uses it, and values sealed under it are resealed under the
 * configured key at start.
 */
export const DEVELOPMENT_KEY = secretKey(
  createHash('sha256').update('Freightdesk development key: public, never for production').digest(),
);

export class SealError extends Error {
  override name = 'SealError';
}

export function seal(key: SecretKey, plaintext: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.bytes, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, key.id, iv.toString('base64url'), data.toString('base64url')].join('.');
}

/** The id of the key a value is sealed under, or null when it is not a sealed value. */
export const sealedUnder = (value: string): string | null =>
  new RegExp(`^${VERSION}\\.([0-9a-f]{8})\\.`).exec(value)?.[1] ?? null;

/** The plaintext; a `SealError` when the value is not sealed under this key for this context, or was altered. */
export function openSealed(key: SecretKey, sealed: string, aad: string): string {
  const [version, id, iv, data] = sealed.split('.');
  if (version !== VERSION || id === undefined || iv === undefined || data === undefined)
    throw new SealError('Not a sealed value');
  if (id !== key.id) throw new SealError(`Sealed under another key (${id})`);
  const bytes = Buffer.from(data, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealError('The sealed value was altered, or sealed for another place');
  }
}

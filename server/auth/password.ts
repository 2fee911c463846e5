import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes as `scrypt$N$r$p$salt$hash` (base64url): verification reads the cost back from the string, so
 * raising it leaves stored hashes working, and a sign-in with the right password rehashes an older one
 * (`needsRehash`).
 */
interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * `standard` is OWASP's current scrypt guidance (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred
 * milliseconds a hash). `fast` is for test runs only, which sign in thousands of times; `PASSWORD_HASH_COST`
 * chooses it, and server/config.ts refuses it with NODE_ENV=production.
 */
export const PASSWORD_COSTS = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  fast: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<string, ScryptCost>;
export type PasswordCost = keyof typeof PASSWORD_COSTS;

const KEY_LENGTH = 32;
/** The scheme of a hash no password opens: an account that has not chosen its password yet. */
const UNUSABLE = 'unusable';

/**
 * The cost new hashes are made at: read where it is used, not once at start, because the seed, the admin
 * script and the server all hash, each in a process of its own. Anything but `fast` is `standard`.
 */
const currentCost = (): ScryptCost =>
  PASSWORD_COSTS[process.env.PASSWORD_HASH_COST?.trim() === 'fast' ? 'fast' : 'standard'];

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is below the standard cost's 128 MiB.
  const maxmem = 2 * 128 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = currentCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The cost a stored hash was made at, or null when it is not a scrypt hash of ours. */
function costOf(stored: string): ScryptCost | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  return Object.values(cost).every((v) => Number.isSafeInteger(v) && v > 0) ? cost : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = costOf(stored);
  if (!cost) return false;
  const [, , , , salt, hash] = stored.split('$');
  const expected = Buffer.from(hash!, 'base64url');
  const key = await derive(password, Buffer.from(salt!, 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a hash the password just opened was made at less than today's cost, so it is worth making again. */
export function needsRehash(stored: string): boolean {
  const cost = costOf(stored);
  const now = currentCost();
  return cost !== null && (cost.N < now.N || cost.r < now.r || cost.p < now.p);
}

/**
 * The hash of an account whose password nobody knows yet (an invited member, a transporter, an operator's new
 * owner): their mailed link is the way in. No password verifies against it, and it costs no scrypt, so an
 * import of hundreds of transporters is not held up hashing secrets nobody will type.
 */
export const unusablePasswordHash = (): string => `${UNUSABLE}$${randomBytes(16).toString('base64url')}`;

let dummy: { cost: ScryptCost; hash: Promise<string> } | undefined;

/**
 * Compared against when no user matches a login, so a wrong email costs as much time as a wrong
 * password and response times do not reveal which accounts exist. Made on first use: start-up stays fast.
 */
export const dummyHash = (): Promise<string> => {
  const cost = currentCost();
  if (dummy?.cost !== cost) dummy = { cost, hash: hashPassword(randomBytes(12).toString('hex'), cost) };
  return dummy.hash;
};

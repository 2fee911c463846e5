import { and, eq, inArray, isNull } from 'drizzle-orm';
import { verifyPassword } from './auth/password';
import type { SecretKey } from './auth/secretBox';
import { sha256 } from './auth/secrets';
import type { Queryable } from './db/database';
import { clearedPasswordHashes, users } from './db/schema/access';
import { ingestApiKeys } from './db/schema/tracking';
import { DEMO_PASSWORD } from './db/seed/demoAccounts';
import { DEMO_INGEST_KEY } from './db/seed/demoIngestKey';

/**
 * Whether a stored hash opens with the demo password: the production start refuses any active account it holds
 * for.
 */
export const opensWithDemoPassword = (passwordHash: string): Promise<boolean> =>
  verifyPassword(DEMO_PASSWORD, passwordHash);

/**
 * Whether a password someone chooses is the demo's, compared as hashing compares it (NFKC), so that exactly the
 * passwords `opensWithDemoPassword` would find later are refused now. The one rule wherever a password is
 * chosen: the admin script (scripts/admin/newPassword.ts) and, in production, the API (auth/demoPasswordRule.ts).
 */
export const isDemoPassword = (password: string): boolean => password.normalize('NFKC') === DEMO_PASSWORD;

/** Why the admin script does not give an account the demo password. */
export const DEMO_PASSWORD_REFUSAL =
  `The demo password "${DEMO_PASSWORD}" is public: a production server will not start while an active ` +
  'account has it. Choose another.';

/** The demo's public credentials that still open something in this database. */
export interface DemoCredentialsInUse {
  /** E-mails of the active accounts whose password is the demo's. */
  accounts: string[];
  /** Whether the demo industry's published ingest key is still accepted. */
  ingestKey: boolean;
}

/**
 * Hashes checked at once: scrypt runs on libuv's four threads, more would only queue, and each check at the
 * standard cost holds 128 MiB, so two keep a small machine's start within its memory.
 */
const PARALLEL_CHECKS = 2;

/**
 * Which active accounts sign in with the demo password (every account is tried, not only the demo's: an
 * operator may have given it to a real one), and whether the demo ingest key works. Each password check is
 * one scrypt, so the hashes found clear are remembered (by digest: a new password is a new hash, checked
 * anew) and a start checks only the ones set since; the memory keeps only the active accounts' current hashes.
 */
export async function demoCredentialsInUse(db: Queryable): Promise<DemoCredentialsInUse> {
  const active = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(users.id);
  const digests = active.map((user) => sha256(user.passwordHash));
  const remembered = await db.select({ digest: clearedPasswordHashes.digest }).from(clearedPasswordHashes);
  const cleared = new Set(remembered.map((row) => row.digest));
  const accounts: string[] = [];
  const newlyCleared: string[] = [];
  const unchecked = active.filter((_, i) => !cleared.has(digests[i]!));
  for (let i = 0; i < unchecked.length; i += PARALLEL_CHECKS) {
    const batch = unchecked.slice(i, i + PARALLEL_CHECKS);
    const demo = await Promise.all(batch.map((user) => opensWithDemoPassword(user.passwordHash)));
    batch.forEach((user, j) => {
      if (demo[j]) accounts.push(user.email);
      else newlyCleared.push(sha256(user.passwordHash));
    });
  }
  const current = new Set(digests);
  const stale = remembered.map((row) => row.digest).filter((digest) => !current.has(digest));
  for (const rows of chunks(newlyCleared))
    await db
      .insert(clearedPasswordHashes)
      .values(rows.map((digest) => ({ digest })))
      .onConflictDoNothing();
  for (const rows of chunks(stale))
    await db.delete(clearedPasswordHashes).where(inArray(clearedPasswordHashes.digest, rows));
  const [key] = await db
    .select({ id: ingestApiKeys.id })
    .from(ingestApiKeys)
    .where(and(eq(ingestApiKeys.keyHash, sha256(DEMO_INGEST_KEY)), isNull(ingestApiKeys.revokedAt)));
  return { accounts, ingestKey: Boolean(key) };
}

/** Why a production server must not start with these credentials working, or null when none do. */
export function productionRefusal(found: DemoCredentialsInUse): string | null {
  if (found.accounts.length === 0 && !found.ingestKey) return null;
  const shown = found.accounts.slice(0, 10).join(', ');
  const more = found.accounts.length > 10 ? ` and ${found.accounts.length - 10} more` : '';
  return [
    'Freightdesk will not start in production (NODE_ENV=production) while the demo credentials, which are public, still work:',
    ...(found.accounts.length > 0
      ? [
          `  - ${found.accounts.length} active account(s) use the demo password "${DEMO_PASSWORD}": ${shown}${more}`,
        ]
      : []),
    ...(found.ingestKey ? [`  - the demo ingest API key "${DEMO_INGEST_KEY}" is active`] : []),
    'Give those accounts passwords of their own (npm run admin -- set-password --user <email>) or deactivate ' +
      'them, and revoke the demo key (ingest_api_keys.revoked_at), or start on a database that never held the ' +
      'demo (SEED_DEMO=false). Create a real industry with: npm run admin -- create-industry …',
  ].join('\n');
}

/**
 * Why a production server must not start without CREDENTIALS_KEY, or null: feed connections keep credentials
 * that only a key opens, and production never falls back on the public development key.
 */
export function credentialsKeyRefusal(key: SecretKey | undefined, storedCredentials: number): string | null {
  if (key || storedCredentials === 0) return null;
  return [
    `Freightdesk will not start in production (NODE_ENV=production) without CREDENTIALS_KEY: ${storedCredentials} feed connection(s) keep provider credentials, which are stored encrypted under it.`,
    'Set CREDENTIALS_KEY to the key they were sealed with, or, for credentials kept before they were encrypted or by a server without a key, to a new one (openssl rand -base64 32): the server seals them under it at start.',
  ].join('\n');
}

/** Rows a statement writes at once, well within PostgreSQL's 65,535 parameters. */
const chunks = (items: readonly string[], size = 5_000): string[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

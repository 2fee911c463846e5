import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database';
import { passwordResets, users } from '../db/schema/access';
import { industries } from '../db/schema/tenancy';
import type { LoginIdentity } from './loginIdentity';
import { createPasswordReset } from './passwordReset';
import { sha256 } from './secrets';

/** Who a sign-up's confirmation mail goes to, and what it names. */
export interface VerificationRecipient {
  id: number;
  name: string;
  email: string;
  language: string;
  industryName: string;
}

/** A fresh confirmation link's token for a user (only its hash is stored, as a reset's). */
export const createVerificationLink = (db: Queryable, userId: number, now: Date): Promise<string> =>
  createPasswordReset(db, userId, now, 'verify');

/** The active account behind an e-mail or mobile that has not confirmed its e-mail yet; null for any other. */
export async function unverifiedUser(
  db: Queryable,
  identity: LoginIdentity,
): Promise<VerificationRecipient | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      industryName: industries.name,
    })
    .from(users)
    .innerJoin(industries, eq(industries.id, users.industryId))
    .where(
      and(
        'email' in identity ? eq(users.email, identity.email) : eq(users.mobile, identity.mobile),
        eq(users.status, 'active'),
        isNull(users.emailVerifiedAt),
      ),
    );
  return user ?? null;
}

export type VerifyOutcome =
  | { status: 'verified' | 'alreadyVerified'; email: string }
  | { status: 'expired' | 'invalid' };

/**
 * Opens a confirmation link: marks the address confirmed and spends every confirmation link of the user.
 * Spending this one is the first write and is conditional, so a link opened twice at once confirms once; a
 * link opened again later answers `alreadyVerified`, which reads better than "invalid" to whoever clicks twice.
 */
export async function verifyEmail(db: Database, token: string, now: Date): Promise<VerifyOutcome> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          eq(passwordResets.purpose, 'verify'),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (spent) {
      const [user] = await tx
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(users.id, spent.userId))
        .returning({ email: users.email });
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.userId, spent.userId),
            eq(passwordResets.purpose, 'verify'),
            isNull(passwordResets.usedAt),
          ),
        );
      return { status: 'verified', email: user!.email };
    }
    const [link] = await tx
      .select({ expiresAt: passwordResets.expiresAt, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, tokenHash), eq(passwordResets.purpose, 'verify')));
    if (!link) return { status: 'invalid' };
    if (link.verifiedAt) return { status: 'alreadyVerified', email: link.email };
    return link.expiresAt <= now ? { status: 'expired' } : { status: 'invalid' };
  });
}

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { MAILED_LINK_PURPOSES, RECORD_STATUSES } from '../../../src/domain/statuses';
import { LANGUAGES } from '../../../src/i18n/languages';
import { createdAt, id, instant, oneOf } from './columns';
import { plants } from './plants';
import { industries } from './tenancy';
import { transporters } from './transporters';

/** Who may sign in, with which permissions, and the credentials that prove it. */

export const roles = pgTable(
  'roles',
  {
    id: id(),
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    name: text().notNull(),
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.industryId, t.name), check('roles_status', oneOf(t.status, RECORD_STATUSES))],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null only for transporter accounts (type 2), which belong to a transporter company instead. */
    industryId: integer().references(() => industries.id),
    transporterId: integer().references(() => transporters.id),
    userType: smallint().notNull(),
    name: text().notNull(),
    /** Stored lower-case; sign-in compares lower-case. */
    email: text().notNull().unique(),
    mobile: text().notNull().unique(),
    passwordHash: text().notNull(),
    roleId: integer().references(() => roles.id),
    profileImage: text(),
    status: text({ enum: RECORD_STATUSES }).notNull().default('active'),
    /** The language the user reads the app, notifications and e-mails in. */
    language: text({ enum: LANGUAGES }).notNull().default('en'),
    /** Null until the user proves the address (sign-up mail, or the set-password link of an invitation). */
    emailVerifiedAt: instant().defaultNow(),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.industryId),
    check('users_type', sql`${t.userType} between 1 and 4`),
    check(
      'users_tenant',
      sql`(${t.userType} = 2 and ${t.transporterId} is not null) or (${t.userType} <> 2 and ${t.industryId} is not null)`,
    ),
    check('users_status', oneOf(t.status, RECORD_STATUSES)),
    check('users_language', oneOf(t.language, LANGUAGES)),
  ],
);

/** The plants a plant user (type 4) is limited to. */
export const userPlants = pgTable(
  'user_plants',
  {
    industryId: integer()
      .notNull()
      .references(() => industries.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: integer()
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.plantId] })],
);

/** Opaque bearer tokens; only their SHA-256 is stored, so a leaked table cannot be replayed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    lastUsedAt: instant(),
    revokedAt: instant(),
  },
  (t) => [index().on(t.userId)],
);

/** One-time links sent by mail: a password reset, an invitation to set one, or an e-mail verification. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: MAILED_LINK_PURPOSES }).notNull().default('reset'),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index().on(t.userId), check('password_resets_purpose', oneOf(t.purpose, MAILED_LINK_PURPOSES))],
);

/** One browser push registration per user; save-token replaces it. */
export const pushTokens = pgTable('push_tokens', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull(),
  updatedAt: instant().notNull().defaultNow(),
});

/**
 * Password hashes the production start has found not to open with the demo password, by their SHA-256: each
 * check is one scrypt of 128 MiB, so a start checks only hashes set since the last (productionGuard.ts).
 */
export const clearedPasswordHashes = pgTable('cleared_password_hashes', {
  digest: text().primaryKey(),
});

import { integer, pgTable } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { industries } from './tenancy';

/**
 * The key each industry signs its documents' public links with (server/documents/documentLinks.ts): 32 random
 * bytes, made the first time one of its documents is printed. One key per industry, so a link of one industry
 * can never be re-signed into another's.
 */
export const documentLinkKeys = pgTable('document_link_keys', {
  industryId: integer()
    .primaryKey()
    .references(() => industries.id),
  key: bytea().notNull(),
  createdAt: createdAt(),
});

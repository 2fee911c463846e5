import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import type { Queryable } from '../db/database';
import { documentLinkKey, existingDocumentLinkKey } from './documentLinkKeys';

/**
 * The public link a printed document's QR carries: `/api/documents/<token>`, opened by a phone that has no
 * session. The token names the document (its kind, its record, its industry), the language it was printed in
 * and when the link stops working, signed with the industry's own key (HMAC-SHA256), so the link cannot be
 * re-aimed at another record or industry, nor kept beyond its year.
 */

/** The documents that print a link: the stems their files are named by (documentReply.ts). */
export const DOCUMENT_KINDS = [
  'freight-invoice',
  'receipt',
  'invoice',
  'lorry-receipt',
  'gate-pass',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentLink {
  kind: DocumentKind;
  /** The record printed: the invoice, the receipt, the subscription invoice or the order. */
  id: number;
  industryId: number;
  language: Language;
  expiresAt: Date;
}

/** A printed document travels for its year (a GST invoice is kept and checked long after it is paid). */
const LINK_LIFETIME_MS = 365 * 24 * 3_600_000;

/** What a token carries, in order; each field is checked before any key is looked up. */
const Payload = z.tuple([
  z.enum(DOCUMENT_KINDS),
  z.number().int().positive(),
  z.number().int().positive(),
  z.enum(LANGUAGES),
  z.number().int().positive(),
]);

/** The signature as text: compared as text, since base64url decoding would forgive a changed last character. */
const signatureOf = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** Signs a link to a document, lasting a year from `now`. */
export async function signDocumentLink(
  db: Queryable,
  link: Omit<DocumentLink, 'expiresAt'>,
  now = new Date(),
): Promise<string> {
  const expiresAt = Math.floor((now.getTime() + LINK_LIFETIME_MS) / 1000);
  const fields: z.infer<typeof Payload> = [link.kind, link.id, link.industryId, link.language, expiresAt];
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  const key = await documentLinkKey(db, link.industryId);
  return `${payload}.${signatureOf(key, payload)}`;
}

/**
 * The document a token names, or null for anything but a token its industry signed and that has not expired:
 * a forged, altered or re-aimed token reads as no link at all.
 */
export async function verifyDocumentLink(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<DocumentLink | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const fields = Payload.safeParse(parseJson(Buffer.from(payload, 'base64url').toString()));
  if (!fields.success) return null;
  const [kind, id, industryId, language, expiresAt] = fields.data;
  // A token names any industry it likes: only one that already signed links has a key to check it against.
  const key = await existingDocumentLinkKey(db, industryId);
  if (!key) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expiresAt * 1000 <= now.getTime()) return null;
  return { kind, id, industryId, language, expiresAt: new Date(expiresAt * 1000) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The address a token opens: what a document's QR encodes and prints under it. */
export const documentUrl = (publicUrl: string, token: string) => `${publicUrl}/api/documents/${token}`;

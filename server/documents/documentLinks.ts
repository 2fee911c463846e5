import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { id } from '../../src/domain/schemas/storable';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import type { Queryable } from '../db/database';
import { documentLinkKey, existingDocumentLinkKey } from './documentLinkKeys';

/**
 * The public link a printed document's QR carries: `/api/documents/<token>`, opened by a phone that has no
 * session. The token names the document (its kind, its record, its industry), the language it was printed in
 * and when the link stops working, signed with the industry's own key (HMAC-SHA256), so the link cannot be
 * re-aimed at another record or industry, nor kept beyond its year.
 */

/**
 * The documents that print a link: the stems their files are named by (documentReply.ts). A token carries a
 * kind by its place here, so kinds are only ever added at the end.
 */
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

/**
 * What a token carries, packed into 14 bytes so the whole token stays 63 characters: short enough for a path
 * parameter (the router's limit is 100) and for a QR a phone reads at a glance. Kind (1 byte, its index),
 * record id and industry id (4 bytes each), language (1 byte, its index), expiry in Unix seconds (4 bytes).
 */
const PAYLOAD_BYTES = 14;

const Fields = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  id,
  industryId: id,
  language: z.enum(LANGUAGES),
  expiresAt: z.date(),
});

/** A link's payload, as its token begins. */
export function encodeDocumentLink(link: DocumentLink): string {
  const bytes = Buffer.alloc(PAYLOAD_BYTES);
  bytes.writeUInt8(DOCUMENT_KINDS.indexOf(link.kind), 0);
  bytes.writeUInt32BE(link.id, 1);
  bytes.writeUInt32BE(link.industryId, 5);
  bytes.writeUInt8(LANGUAGES.indexOf(link.language), 9);
  bytes.writeUInt32BE(Math.floor(link.expiresAt.getTime() / 1000), 10);
  return bytes.toString('base64url');
}

/** What a payload names, unchecked by any key; null for one that names nothing a link can. */
export function decodeDocumentLink(payload: string): DocumentLink | null {
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES) return null;
  const fields = Fields.safeParse({
    kind: DOCUMENT_KINDS[bytes.readUInt8(0)],
    id: bytes.readUInt32BE(1),
    industryId: bytes.readUInt32BE(5),
    language: LANGUAGES[bytes.readUInt8(9)],
    expiresAt: new Date(bytes.readUInt32BE(10) * 1000),
  });
  return fields.success ? fields.data : null;
}

/** The signature as text: compared as text, since base64url decoding would forgive a changed last character. */
const signatureOf = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** Signs a link to a document, lasting a year from `now`. */
export async function signDocumentLink(
  db: Queryable,
  link: Omit<DocumentLink, 'expiresAt'>,
  now: Date,
): Promise<string> {
  const payload = encodeDocumentLink({ ...link, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) });
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
  now: Date,
): Promise<DocumentLink | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const link = decodeDocumentLink(payload);
  if (!link) return null;
  // A token names any industry it likes: only one that already signed links has a key to check it against.
  const key = await existingDocumentLinkKey(db, link.industryId);
  if (!key) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(key, payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (link.expiresAt.getTime() <= now.getTime()) return null;
  return link;
}

/** The address a token opens: what a document's QR encodes and prints under it. */
export const documentUrl = (publicUrl: string, token: string) => `${publicUrl}/api/documents/${token}`;

import type { OrderStatus } from './statuses';

/**
 * What a proof of delivery may be: a scan or photo of the signed consignment note. The browser checks a chosen
 * file with these rules before sending it, and the server again on what arrives.
 */

/** The kinds every browser can show inline. HEIC is left out: only Safari shows it, and iPhones send JPEG. */
export const POD_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type PodMediaType = (typeof POD_MEDIA_TYPES)[number];

/**
 * An order takes further POD files once delivered (the first comes with the delivery itself) until it is
 * closed: a second page or a clearer copy often follows the truck's return.
 */
export const POD_ADD_STATUSES = ['delivered', 'invoiced'] as const satisfies readonly OrderStatus[];

/**
 * What a stored delivery paper is: the proof of delivery (the signed consignment note at the consignee), or the
 * lorry receipt (LR) the transporter issued and the consignor signed at loading.
 */
export const POD_FILE_KINDS = ['pod', 'lorryReceipt'] as const;
export type PodFileKind = (typeof POD_FILE_KINDS)[number];

/**
 * A lorry receipt exists from loading on: the transporter adds its scan while the order is in its hands, up to
 * the invoice that closes its part.
 */
export const LORRY_RECEIPT_STATUSES = [
  'vehicle_assigned',
  'at_gate',
  'gate_in',
  'loading',
  'unloading',
  'gate_out',
  'in_transit',
  'delivered',
  'invoiced',
] as const satisfies readonly OrderStatus[];

export const POD_MAX_BYTES = 10 * 1024 * 1024;
export const POD_MAX_MEGABYTES = POD_MAX_BYTES / (1024 * 1024);

/** How many leading bytes `mediaTypeOfBytes` needs to tell every accepted kind apart. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The kind a file really is, from its first bytes (its "magic number"), whatever its name or declared type
 * say; null for anything else.
 */
export function mediaTypeOfBytes(bytes: Uint8Array): PodMediaType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const isPodMediaType = (type: string): type is PodMediaType =>
  (POD_MEDIA_TYPES as readonly string[]).includes(type);

export type PodFileProblem =
  | { code: 'empty' }
  | { code: 'tooLarge'; maxMegabytes: number }
  | { code: 'unsupported' }
  /** The bytes are one accepted kind, the declared type another: a renamed or damaged file. */
  | { code: 'mismatch'; actual: PodMediaType };

/** Why a file may not be a proof of delivery, or null when it may. */
export function podFileProblem(file: {
  size: number;
  type: string;
  head: Uint8Array;
}): PodFileProblem | null {
  if (file.size === 0) return { code: 'empty' };
  if (file.size > POD_MAX_BYTES) return { code: 'tooLarge', maxMegabytes: POD_MAX_MEGABYTES };
  const actual = mediaTypeOfBytes(file.head);
  if (!actual) return { code: 'unsupported' };
  // A browser declares nothing for an extension it does not know: the bytes alone decide then.
  const undeclared = file.type === '' || file.type === 'application/octet-stream';
  if (undeclared || file.type === actual) return null;
  return isPodMediaType(file.type) ? { code: 'mismatch', actual } : { code: 'unsupported' };
}

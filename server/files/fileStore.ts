import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (proofs of delivery, logos): a folder on the server by default, S3-compatible
 * storage when configured. The database keeps what a file is; the store keeps its bytes under a key.
 */
export interface FileStore {
  /** Stores the bytes under the key, replacing nothing: every key is new (`newStorageKey`). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes as a stream; `FileMissingError` when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

export class FileMissingError extends Error {
  override name = 'FileMissingError';
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

/** Keys are `<area>/<uuid>`: random, so a key says nothing of the industry, the order or any other file. */
const KEY_SHAPE = /^[a-z]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newStorageKey = (area: 'pod' | 'logo') => `${area}/${randomUUID()}`;

/** A store refuses any other key, so a key can never reach outside its folder or bucket. */
export function assertStorageKey(key: string): void {
  if (!KEY_SHAPE.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** The whole stream as one buffer: for a logo, small, that is drawn into a PDF. */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Stores a file, then runs the database work that records it: if that work fails, the file is removed again,
 * and if storing fails the work never runs. Either both stand or neither does.
 */
export async function withStoredFile<T>(
  store: FileStore,
  file: { key: string; bytes: Uint8Array; contentType: string },
  record: () => Promise<T>,
): Promise<T> {
  await store.put(file.key, file.bytes, file.contentType);
  try {
    return await record();
  } catch (error) {
    await store.delete(file.key).catch(() => {
      // The record's failure is what the caller must hear; a file left behind is unreferenced and harmless.
    });
    throw error;
  }
}

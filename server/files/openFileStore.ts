import type { FileStorageConfig } from '../config';
import type { FileStore } from './fileStore';
import { localFileStore } from './localFileStore';
import { s3FileStore } from './s3FileStore';

/** The store the configuration names, and how to let it go when the server stops. */
export async function openFileStore(config: FileStorageConfig): Promise<{ store: FileStore; close(): void }> {
  if (config.kind === 'local') return { store: localFileStore(config.dir), close: () => {} };
  const store = await s3FileStore(config);
  return { store, close: () => store.close() };
}

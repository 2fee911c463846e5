import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, FileMissingError, type FileStore } from './fileStore';

/**
 * Files in a folder of the server (DATA_DIR/files). A file is written beside its final name and renamed into
 * place once whole, so a reader never sees half a file and a crash leaves only a `.part` behind.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const part = `${path}.part`;
      try {
        await writeFile(part, bytes, { flag: 'wx' });
        await rename(part, path);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      // Opened first, so a missing file is a FileMissingError here rather than a stream that fails later.
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new FileMissingError(key) : error;
      });
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

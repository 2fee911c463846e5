import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { bytesOf, FileMissingError, type FileStore, newStorageKey } from '../../server/files/fileStore';
import { openFileStore } from '../../server/files/openFileStore';
import { startS3Server } from '../support/s3Server';

/** 3 MB of bytes that are not all alike, so a stream that drops or repeats a chunk is caught. */
const LARGE = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 7919) % 251));
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What every store must do, whichever keeps the bytes. */
function storeContract(name: string, open: () => Promise<{ store: FileStore; close(): Promise<void> }>) {
  describe(name, () => {
    let store: FileStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('gives back exactly the bytes it was given, as a stream', async () => {
      const key = newStorageKey('pod');
      await store.put(key, LARGE, 'application/pdf');
      expect(digest(await bytesOf(await store.get(key)))).toBe(digest(LARGE));
    });

    it('keeps files apart by key, and forgets a deleted one', async () => {
      const [a, b] = [newStorageKey('pod'), newStorageKey('logo')];
      await store.put(a, Buffer.from('first'), 'image/png');
      await store.put(b, Buffer.from('second'), 'image/png');
      await store.delete(a);
      await expect(store.get(a)).rejects.toBeInstanceOf(FileMissingError);
      expect((await bytesOf(await store.get(b))).toString()).toBe('second');
      // Deleting what is gone is not an error: a rollback may run after a partial failure.
      await store.delete(a);
    });

    it('answers a key that never held anything as missing', async () => {
      await expect(store.get(newStorageKey('pod'))).rejects.toBeInstanceOf(FileMissingError);
    });

    it('refuses a key that is not one of its own, so none reaches outside its folder or bucket', async () => {
      for (const key of ['../etc/passwd', 'pod/../../x', 'pod/not-a-uuid', '/abs', 'POD/x'])
        await expect(store.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/Not a storage key/);
    });
  });
}

storeContract('the local folder store', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'freightdesk-files-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  expect(config.fileStorage).toEqual({ kind: 'local', dir: join(dataDir, 'files') });
  const opened = await openFileStore(config.fileStorage);
  return {
    store: opened.store,
    async close() {
      // A finished write leaves no `.part` file behind.
      const pods = await readdir(join(dataDir, 'files', 'pod'));
      expect(pods.filter((name) => name.endsWith('.part'))).toEqual([]);
      opened.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

storeContract('the S3 store, against a real S3-compatible server', async () => {
  const s3 = await startS3Server();
  const config = loadConfig(s3.env);
  expect(config.fileStorage).toMatchObject({ kind: 's3', bucket: s3.bucket, forcePathStyle: true });
  const opened = await openFileStore(config.fileStorage);
  return {
    store: opened.store,
    async close() {
      opened.close();
      await s3.close();
    },
  };
});

describe('file storage settings', () => {
  it('say plainly what is wrong with them', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000/' })).toThrow(
      'S3_ENDPOINT="http://127.0.0.1:9000/" needs S3_BUCKET: set the bucket too, or leave it out',
    );
    expect(() => loadConfig({ S3_BUCKET: 'pods', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_SECRET_ACCESS_KEY="***" must be set together with S3_ACCESS_KEY_ID, or neither',
    );
    expect(() => loadConfig({ S3_BUCKET: 'Pods_Bucket' })).toThrow(
      /S3_BUCKET="Pods_Bucket" must be a bucket name/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'pods', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT="ftp:\/\/x\/" must be a http\(s\) URL/,
    );
  });

  it('address Amazon S3 by virtual host unless told otherwise', () => {
    expect(loadConfig({ S3_BUCKET: 'pods' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'pods',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });
});

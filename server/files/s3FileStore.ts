import { Readable } from 'node:stream';
import type { FileStorageConfig } from '../config';
import { assertStorageKey, FileMissingError, type FileStore } from './fileStore';

type S3Config = Extract<FileStorageConfig, { kind: 's3' }>;

/**
 * Files in an S3-compatible bucket (Amazon S3, MinIO, R2…), for servers that share no disk. The SDK is loaded
 * only when a bucket is configured, so the default set-up never pays for it.
 */
export async function s3FileStore(config: S3Config): Promise<FileStore & { close(): void }> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } = await import(
    '@aws-sdk/client-s3'
  );
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new FileMissingError(key);
        return Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new FileMissingError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}

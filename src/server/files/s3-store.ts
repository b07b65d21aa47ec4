/**
 * The files store on an S3-compatible object store (AWS S3, MinIO, Ceph RGW…) through the maintained AWS SDK v3,
 * addressed path-style (`endpoint/bucket/key`), which every S3 implementation answers (decision 0023). The keys are
 * the same as on the filesystem; the bucket is the operator's and must exist.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertFileKey, type FilesStore } from './files-store';

export interface S3Config {
  /** The endpoint (S3_URL), e.g. http://minio:9000. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export function createS3Store(config: S3Config): FilesStore & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the operation requires them: older S3-compatible servers refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      assertFileKey(key);
      // One PUT: an object appears whole or not at all, like the filesystem store's rename.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
      );
    },
    async get(key) {
      assertFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}

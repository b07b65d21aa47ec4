/**
 * A real S3-compatible server for the tests (s3rver: the S3 REST API over HTTP, objects in a temporary folder), so
 * the S3 files store is tested against the protocol, not a mock. Listens on 127.0.0.1 at a free port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '@/server/files/s3-store';

export interface LocalS3 {
  config: S3Config;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'nabavka-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'nabavka-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts its documented default key pair.
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

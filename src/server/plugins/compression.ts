/**
 * Compressed answers (ARCHITECTURE.md: JSON through @fastify/compress). Every answer above 1 KB of a compressible
 * type (JSON, including the hot reads' JSON text built by PostgreSQL, and HTML) is compressed when the client
 * accepts it, with `Vary: Accept-Encoding`. The web app's files are compressed at build time instead and sent as
 * they are (static-web.ts); answers that already carry a Content-Encoding are left alone.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing saves less than it costs (headers and CPU). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Clients send small JSON bodies; accepting compressed ones would only open a way to inflate bodies.
    globalDecompression: false,
  });
}

/**
 * Compressed answers (ARCHITECTURE.md: JSON through @fastify/compress). Every answer above 1 KB of a compressible
 * type (JSON, including the hot reads' JSON text built by PostgreSQL, and HTML) is compressed when the client
 * accepts it, with `Vary: Accept-Encoding`. The web app's files are compressed at build time instead and sent as
 * they are (static-web.ts); answers that already carry a Content-Encoding are left alone.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing saves less than it costs (headers and CPU). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Measured on a 3 KB hot-read answer, server CPU per request: 29 µs plain, 80 µs at the plugin's default brotli
    // quality 4 (447 bytes), 70 µs gzip (522 bytes), 60 µs brotli quality 1 with a 64 KB window (516 bytes). Answers
    // are a few KB, so the cheapest setting loses almost nothing in size.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16 },
    },
    // Clients send small JSON bodies; accepting compressed ones would only open a way to inflate bodies.
    globalDecompression: false,
  });
}

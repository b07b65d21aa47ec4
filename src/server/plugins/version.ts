import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NO_CACHE } from './static-web';

/**
 * GET /version.json: the build's version (written by the web build), never cached, so the app's 60 s poll
 * (docs/PRODUCT.md#update-banner) sees a new deployment at once. Without a build it reports the package version.
 */
export function registerVersionRoute(app: FastifyInstance, webRoot: string): void {
  const file = join(webRoot, 'version.json');
  app.get(
    '/version.json',
    { schema: { hide: true, response: { 200: z.object({ version: z.string() }) } } },
    async (_request, reply) => {
      const version = existsSync(file)
        ? String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version ?? 'dev')
        : (process.env.npm_package_version ?? 'dev');
      return reply.header('Cache-Control', NO_CACHE).send({ version });
    },
  );
}

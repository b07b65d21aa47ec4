/**
 * The load benchmark's ceilings (ARCHITECTURE.md "Budgets"): what this server answers with no work at all, and with
 * one database round trip. `npm run bench` compares every real route with them in the same run, so a budget is a
 * share of what the machine can do, not an absolute figure. Registered only when BENCH_ROUTES=1.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const Ok = z.object({ ok: z.literal(true) });

export const benchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['bench'];
  app.get(
    '/bench/noop',
    { schema: { tags, summary: 'Benchmark ceiling: no work', response: { 200: Ok } } },
    () => ({
      ok: true as const,
    }),
  );
  app.get(
    '/bench/select1',
    { schema: { tags, summary: 'Benchmark ceiling: one database round trip', response: { 200: Ok } } },
    async () => {
      await db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
};

/** HTTP of the benchmark ceilings (src/domain/bench/bench.contract.ts); app.ts registers them only for the benchmark. */
import type { FastifyPluginAsync } from 'fastify';
import { benchOperations } from '@/domain/bench/bench.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { pingDatabase } from '@/server/modules/health/health.public';
import { insertBenchWrite } from './bench.repository';

export const benchRoutes: FastifyPluginAsync = operationRoutes(benchOperations, {
  noop: () => ({ ok: true }) as const,
  select1: async (_input, http) => {
    await pingDatabase(http.deps);
    return { ok: true } as const;
  },
  write: async ({ query }, http) => {
    const { db } = http.deps;
    // One statement runs in autocommit, as a use case collapsed into one statement does: no BEGIN, no COMMIT.
    if (query.statements === 1) await insertBenchWrite(db);
    else
      await db.transaction(async (tx) => {
        for (let statement = 0; statement < query.statements; statement += 1) await insertBenchWrite(tx);
      });
    return { ok: true } as const;
  },
});

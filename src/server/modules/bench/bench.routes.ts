/** HTTP of the benchmark ceilings (src/domain/bench/bench.contract.ts); app.ts registers them only for the benchmark. */
import type { FastifyPluginAsync } from 'fastify';
import { benchOperations } from '../../../domain/bench/bench.contract';
import { operationRoutes } from '../../http/operation-routes';
import { pingDatabase } from '../health/health.service';

export const benchRoutes: FastifyPluginAsync = operationRoutes(benchOperations, {
  noop: () => ({ ok: true }) as const,
  select1: async (_input, http) => {
    await pingDatabase(http.deps);
    return { ok: true } as const;
  },
});

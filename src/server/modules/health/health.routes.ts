/** HTTP of the health contract (src/domain/health/health.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { healthOperations } from '@/domain/health/health.contract';
import { operationRoutes, otherAnswer } from '@/server/http/operation-routes';
import { databaseHealth } from './health.service';

export const healthRoutes: FastifyPluginAsync = operationRoutes(healthOperations, {
  check: async (_input, http) => {
    const health = await databaseHealth(http.deps);
    if (health.up) return { status: 'ok', database: 'up' } as const;
    http.request.log.error({ err: health.error }, 'health check: database unreachable');
    return otherAnswer(503, { status: 'error', database: 'down' } as const);
  },
});

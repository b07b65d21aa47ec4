/** HTTP of the help contract (src/domain/help/help.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { helpOperations } from '@/domain/help/help.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { listHelp } from './help.service';

export const helpRoutes: FastifyPluginAsync = operationRoutes(helpOperations, {
  categories: ({ query }, http) => listHelp(http.deps, query.language),
});

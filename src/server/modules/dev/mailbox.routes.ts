/**
 * HTTP of the demo mailbox (src/domain/dev/dev.contract.ts). Registered only when config.embedded is true, never
 * with DATABASE_URL.
 */
import type { FastifyPluginAsync } from 'fastify';
import { devOperations } from '../../../domain/dev/dev.contract';
import { operationRoutes } from '../../http/operation-routes';
import { demoMailbox } from './mailbox.service';

export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  if (!app.deps.config.embedded) return;
  await app.register(operationRoutes(devOperations, { mailbox: (_input, http) => demoMailbox(http.deps) }));
};

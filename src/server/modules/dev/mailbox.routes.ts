/**
 * HTTP of the stored mails (src/domain/dev/dev.contract.ts), for the super admin, on either database. The links in
 * these mails are credentials (any account's password reset, any venue's order mails), so nobody else may read them:
 * anonymous callers get 401, every other role 403.
 */
import type { FastifyPluginAsync } from 'fastify';
import { devOperations } from '@/domain/dev/dev.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { storedMails } from './mailbox.service';

export const devMailboxRoutes: FastifyPluginAsync = operationRoutes(devOperations, {
  mailbox: (_input, http) => storedMails(http.deps),
});

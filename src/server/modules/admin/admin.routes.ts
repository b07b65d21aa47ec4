/** HTTP of the super admin contract (src/domain/admin/admin.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { adminOperations } from '../../../domain/admin/admin.contract';
import { operationRoutes } from '../../http/operation-routes';
import { listVenues } from './admin.service';

export const adminRoutes: FastifyPluginAsync = operationRoutes(adminOperations, {
  venues: (_input, http) => listVenues(http.context()),
});

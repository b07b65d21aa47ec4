/** HTTP of the super admin area (SPEC §7 "Admin"); every route is ROLE_SUPERADMIN only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminVenueListSchema } from '../../../domain/admin/schemas';
import { authenticate, requireRole } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { listVenues } from './admin.service';

const security = [{ bearer: [] }];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/venues',
    {
      onRequest: authenticate,
      preHandler: requireRole('ROLE_SUPERADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Every venue with its plan, people, stations and open/expected order counts',
        security,
        response: { 200: AdminVenueListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listVenues(app.deps),
  );
};

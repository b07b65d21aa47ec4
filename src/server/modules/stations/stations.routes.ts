/** HTTP of stations (departments): GET /venue/getDepartments (SPEC §7 "Venue"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DepartmentOverviewListSchema } from '../../../domain/stations/schemas';
import { authenticate, requireRole, venueIdOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { listDepartments } from './stations.service';

const security = [{ bearer: [] }];

export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venue/getDepartments',
    {
      onRequest: authenticate,
      preHandler: requireRole('ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN'),
      schema: {
        tags: ['stations'],
        summary: "The caller's stations with their people, suppliers and open/expected order counts",
        security,
        response: { 200: DepartmentOverviewListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listDepartments(app.deps, request.user, venueIdOf(request)),
  );
};

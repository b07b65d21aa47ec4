/** HTTP of the groups contract (src/domain/groups/groups.contract.ts): the caller's venues and the switch. */
import type { FastifyPluginAsync } from 'fastify';
import { groupOperations } from '@/domain/groups/groups.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { listMyVenues, switchVenue } from './memberships.service';

export const groupsRoutes: FastifyPluginAsync = operationRoutes(groupOperations, {
  memberships: (_input, http) => listMyVenues(http.context()),
  switchVenue: async ({ body }, http) => {
    const session = await switchVenue(http.context(), body.venueId);
    return { jwt: http.request.server.signAccessToken(session.principal), user: session.user };
  },
});

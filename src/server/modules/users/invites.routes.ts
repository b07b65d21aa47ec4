/**
 * HTTP of the invitations contract (src/domain/users/invites.contract.ts). The two public routes take a mailed
 * token: limited per IP and per token like the other account routes.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { inviteOperations } from '@/domain/users/invites.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { accountFromBody, authRateLimit } from '@/server/plugins/auth-rate-limit';
import { acceptInvite, inviteUser, joinInvite, registerInvite } from './invites.service';

const limitedByToken = (app: FastifyInstance) => authRateLimit(app, accountFromBody('token'));

export const invitesRoutes: FastifyPluginAsync = operationRoutes(inviteOperations, {
  invite: ({ body }, http) =>
    inviteUser(http.context(), {
      email: body.email,
      venueId: body.restaurantId,
      stationIds: body.stationIds,
    }),
  accept: {
    handle: ({ body }, http) => acceptInvite(http.deps, body.token),
    extras: limitedByToken,
  },
  join: {
    handle: ({ body }, http) => joinInvite(http.context(), body.token),
    extras: limitedByToken,
  },
  register: {
    handle: ({ body }, http) => registerInvite(http.deps, body),
    extras: limitedByToken,
  },
});

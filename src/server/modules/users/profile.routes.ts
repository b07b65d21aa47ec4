/** HTTP of the profile contract (src/domain/users/users.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { userOperations } from '@/domain/users/users.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import { changePassword, editProfile, getProfile } from './profile.service';
import { leaveVenue } from './venue-members.service';

export const profileRoutes: FastifyPluginAsync = operationRoutes(userOperations, {
  profile: (_input, http) => getProfile(http.context()),
  edit: ({ body }, http) => editProfile(http.context(), body),
  changePassword: ({ body }, http) => changePassword(http.context(), body),
  leaveVenue: ({ params }, http) => leaveVenue(http.context(), params.venueId),
});

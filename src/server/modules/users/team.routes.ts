/** HTTP of the team contract (src/domain/users/team.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { teamOperations } from '@/domain/users/team.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  approveAccess,
  listTeam,
  listUnapproved,
  makeAdmin,
  setOrderLimit,
  teamMember,
  toggleMember,
} from './team.service';
import { removeMember } from './venue-members.service';

export const teamRoutes: FastifyPluginAsync = operationRoutes(teamOperations, {
  list: (_input, http) => listTeam(http.context()),
  unapproved: (_input, http) => listUnapproved(http.context()),
  detail: ({ params }, http) => teamMember(http.context(), params.id),
  disable: ({ params }, http) => toggleMember(http.context(), { userId: params.id, toggle: 'disable' }),
  disableNotifications: ({ params }, http) =>
    toggleMember(http.context(), { userId: params.id, toggle: 'disableNotifications' }),
  removeAdmin: ({ params }, http) =>
    toggleMember(http.context(), { userId: params.id, toggle: 'removeAdmin' }),
  verify: ({ params }, http) => toggleMember(http.context(), { userId: params.id, toggle: 'verify' }),
  toggleCanSendOrder: ({ params }, http) =>
    toggleMember(http.context(), { userId: params.id, toggle: 'toggleCanSendOrder' }),
  setOrderLimit: ({ params, body }, http) =>
    setOrderLimit(http.context(), { userId: params.id, orderLimit: body.orderLimit }),
  approve: ({ params }, http) => approveAccess(http.context(), params.userId),
  makeAdmin: ({ params }, http) => makeAdmin(http.context(), params.userId),
  removeMember: ({ params }, http) => removeMember(http.context(), params),
});

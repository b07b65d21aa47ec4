/** HTTP of the admin contract (src/domain/admin/admin.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { adminOperations } from '@/domain/admin/admin.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  getVenue,
  listVenues,
  pageVenues,
  setVenueSupplier,
  toggleVenue,
  updateVenue,
  venueAudit,
  venueCatalogue,
  venuePlanInquiries,
  venueStations,
} from './admin.service';
import { venueTeam, verifyForVenue } from '@/server/modules/users/users.public';

export const adminRoutes: FastifyPluginAsync = operationRoutes(adminOperations, {
  venues: (_input, http) => listVenues(http.context()),
  venuePage: ({ query }, http) => pageVenues(http.context(), query),
  venue: ({ params }, http) => getVenue(http.context(), params.venueId),
  updateVenue: ({ params, body }, http) => updateVenue(http.context(), params.venueId, body),
  toggleVenue: ({ params }, http) => toggleVenue(http.context(), params.venueId),
  venueSuppliers: ({ params }, http) => venueCatalogue(http.context(), params.venueId),
  linkSupplier: ({ params }, http) => setVenueSupplier(http.context(), { ...params, linked: true }),
  unlinkSupplier: ({ params }, http) => setVenueSupplier(http.context(), { ...params, linked: false }),
  planInquiries: ({ params }, http) => venuePlanInquiries(http.context(), params.venueId),
  venueUsers: ({ params }, http) => venueTeam(http.context(), params.venueId),
  verifyForVenue: ({ params }, http) => verifyForVenue(http.context(), params),
  venueStations: ({ params }, http) => venueStations(http.context(), params.venueId),
  audit: ({ params, query }, http) => venueAudit(http.context(), params.venueId, query.page),
});

/** HTTP of the venues contract (src/domain/venues/venues.contract.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { venueOperations } from '@/domain/venues/venues.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  addOnboardingSupplier,
  createOnboardingArticle,
  deleteOnboardingArticle,
  deleteOnboardingSupplier,
  listOnboardingCategories,
  listOnboardingStations,
  listOnboardingSuppliers,
  setOnboardingLink,
  updateOnboardingArticle,
  updateOnboardingSupplier,
} from './onboarding.service';
import { addVenue, finishOnboarding, getVenueCategories, requestAccess, venueExists } from './venues.service';

export const venuesRoutes: FastifyPluginAsync = operationRoutes(venueOperations, {
  categories: (_input, http) => getVenueCategories(http.context()),
  exists: ({ params }, http) => venueExists(http.context(), params.pib),
  add: ({ body }, http) => addVenue(http.context(), body),
  requestAccess: ({ params }, http) => requestAccess(http.context(), params.venueId),
  finishOnboarding: (_input, http) => finishOnboarding(http.venueContext()),
  supplierAdd: ({ body }, http) => addOnboardingSupplier(http.venueContext(), body),
  supplierList: (_input, http) => listOnboardingSuppliers(http.venueContext()),
  departments: (_input, http) => listOnboardingStations(http.venueContext()),
  link: ({ body }, http) => setOnboardingLink(http.venueContext(), { ...body, linked: true }),
  unlink: ({ body }, http) => setOnboardingLink(http.venueContext(), { ...body, linked: false }),
  articleCreate: ({ body }, http) => createOnboardingArticle(http.venueContext(), body),
  articleUpdate: ({ body }, http) => updateOnboardingArticle(http.venueContext(), body),
  articleDelete: ({ body }, http) => deleteOnboardingArticle(http.venueContext(), body),
  articleCategories: (_input, http) => listOnboardingCategories(http.venueContext()),
  supplierUpdate: ({ body }, http) => updateOnboardingSupplier(http.venueContext(), body),
  supplierDelete: ({ body }, http) => deleteOnboardingSupplier(http.venueContext(), body.id),
});

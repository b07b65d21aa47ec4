/**
 * HTTP of the standing links (docs/PRODUCT.md#standing-links): the public page is limited per client IP like the
 * order links.
 */
import { standingLinkOperations } from '@/domain/supplier-portal/standing-link.contract';
import { operationRoutes } from '@/server/http/operation-routes';
import {
  createStandingLink,
  listStandingLinks,
  openStandingLink,
  revokeStandingLink,
} from './standing-links.service';
import { perClientIp } from './supplier-portal.routes';

export const standingLinkRoutes = operationRoutes(standingLinkOperations, {
  view: { handle: ({ params }, http) => openStandingLink(http.deps, params.token), extras: perClientIp },
  list: (_request, http) => listStandingLinks(http.venueContext()),
  create: ({ params }, http) => createStandingLink(http.venueContext(), params.id),
  revoke: ({ params }, http) => revokeStandingLink(http.venueContext(), params.id),
});

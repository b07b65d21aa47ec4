/**
 * The admin API (docs/PRODUCT.md#api-admin, #admin-restaurants): the super admin's venue list and every venue's page;
 * venue admins use the venue page for their own venue (ADMINS), the super-admin-only cards stay SUPER_ADMINS.
 */
import { AuditPageSchema, AuditQuerySchema } from '@/domain/audit/audit.schemas';
import { ADMINS, defineOperation, SUPER_ADMINS } from '@/domain/shared/contract';
import { PlanInquiryListSchema } from '@/domain/subscriptions/subscriptions.schemas';
import { TeamMemberSchema, TeamSchema } from '@/domain/users/team.schemas';
import {
  AdminVenueDetailSchema,
  AdminVenueListSchema,
  AdminVenueStationListSchema,
  VenueCatalogueSupplierListSchema,
  VenueDataSchema,
  VenueParamsSchema,
  VenueSupplierLinkSchema,
  VenueSupplierParamsSchema,
  VenueToggleSchema,
  VenueUserParamsSchema,
} from './admin.schemas';
import { AdminVenuePageSchema, AdminVenueQuerySchema } from './venue-search';

/** The venue page's users card: the venue's people and the access requests waiting for it. */
export const VenueTeamSchema = TeamSchema.pick({ users: true, accessRequests: true });

const tag = 'admin';

export const adminOperations = {
  venues: defineOperation({
    method: 'GET',
    path: '/admin/venues',
    summary: 'Every venue with its plan, trial, people, stations and open/expected order counts',
    tag,
    access: SUPER_ADMINS,
    response: AdminVenueListSchema,
  }),
  venuePage: defineOperation({
    method: 'GET',
    path: '/admin/venues/page',
    summary: 'One page (10) of the venues by name, searched by name, business name or tax id',
    tag,
    access: SUPER_ADMINS,
    query: AdminVenueQuerySchema,
    response: AdminVenuePageSchema,
  }),
  venue: defineOperation({
    method: 'GET',
    path: '/admin/venue/:venueId',
    summary: "A venue's data and stat cards (own venue; any venue for the super admin)",
    tag,
    access: ADMINS,
    params: VenueParamsSchema,
    response: AdminVenueDetailSchema,
    refusals: [404],
  }),
  updateVenue: defineOperation({
    method: 'POST',
    path: '/admin/venue/:venueId',
    summary: "Edit a venue's name, business name, address, PIB, phone and e-mail",
    tag,
    access: ADMINS,
    params: VenueParamsSchema,
    body: VenueDataSchema,
    response: AdminVenueDetailSchema,
    refusals: [404, 409],
  }),
  toggleVenue: defineOperation({
    method: 'POST',
    path: '/admin/venue/:venueId/toggle',
    summary: "Disable or enable a venue; disabling ends its people's sessions",
    tag,
    access: SUPER_ADMINS,
    params: VenueParamsSchema,
    response: VenueToggleSchema,
    refusals: [404],
  }),
  venueSuppliers: defineOperation({
    method: 'GET',
    path: '/admin/venue/:venueId/suppliers',
    summary: 'The shared supplier catalogue, each marked whether the venue is assigned to it',
    tag,
    access: SUPER_ADMINS,
    params: VenueParamsSchema,
    response: VenueCatalogueSupplierListSchema,
    refusals: [404],
  }),
  linkSupplier: defineOperation({
    method: 'POST',
    path: '/admin/linkVenueAndSupplier/:venueId/:supplierId',
    summary: 'Assign a shared-catalogue supplier to a venue',
    tag,
    access: SUPER_ADMINS,
    params: VenueSupplierParamsSchema,
    response: VenueSupplierLinkSchema,
    refusals: [404],
  }),
  unlinkSupplier: defineOperation({
    method: 'POST',
    path: '/admin/unlinkVenueAnSupplier/:venueId/:supplierId',
    summary: 'Remove a shared-catalogue supplier from a venue and its stations (orders made stay)',
    tag,
    access: SUPER_ADMINS,
    params: VenueSupplierParamsSchema,
    response: VenueSupplierLinkSchema,
    refusals: [404],
  }),
  planInquiries: defineOperation({
    method: 'GET',
    path: '/admin/venue/:venueId/planInquiries',
    summary: "A venue's plan inquiries, newest first",
    tag,
    access: SUPER_ADMINS,
    params: VenueParamsSchema,
    response: PlanInquiryListSchema,
    refusals: [404],
  }),
  venueUsers: defineOperation({
    method: 'GET',
    path: '/admin/venue/:venueId/users',
    summary: "A venue's people and the access requests waiting for it (the users card)",
    tag,
    access: SUPER_ADMINS,
    params: VenueParamsSchema,
    response: VenueTeamSchema,
    refusals: [404],
  }),
  verifyForVenue: defineOperation({
    method: 'POST',
    path: '/verify/verifySuperAdmin/:venueId/:userId',
    summary:
      'Verify a person for a venue: a member is verified; one asking to join is approved into it and verified',
    tag,
    access: SUPER_ADMINS,
    params: VenueUserParamsSchema,
    response: TeamMemberSchema,
    // 404 neither a member of the venue nor asking to join it, 409 they joined another venue meanwhile.
    refusals: [404, 409],
  }),
  venueStations: defineOperation({
    method: 'GET',
    path: '/admin/departments/:venueId',
    summary: "A venue's live stations, deactivated ones marked (the stations card)",
    tag,
    access: SUPER_ADMINS,
    params: VenueParamsSchema,
    response: AdminVenueStationListSchema,
    refusals: [404],
  }),
  audit: defineOperation({
    method: 'GET',
    path: '/admin/venue/:venueId/audit',
    summary: "A page of the venue's audit trail: who changed what, when, before and after",
    tag,
    access: ADMINS,
    params: VenueParamsSchema,
    query: AuditQuerySchema,
    response: AuditPageSchema,
    refusals: [404],
  }),
};

/**
 * The venues API (docs/PRODUCT.md#venue-registration, #api-venues, "Profile"): registering a venue, asking to join
 * one, finishing onboarding, and the onboarding wizard's unverified suppliers and articles
 * (/venue/unverified/supplier/...).
 */
import { z } from 'zod';
import { ArticleCategorySchema } from '@/domain/articles/articles.schemas';
import { defineOperation, VENUE_ADMINS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import {
  DoneSchema,
  OnboardingArticleCreateSchema,
  OnboardingArticleDeleteSchema,
  OnboardingArticleUpdateSchema,
  OnboardingLinkSchema,
  OnboardingStationSchema,
  OnboardingSupplierAddSchema,
  OnboardingSupplierIdSchema,
  OnboardingSupplierSchema,
  OnboardingSupplierUpdateSchema,
} from './onboarding.schemas';
import {
  AccessRequestedSchema,
  CreatedIdSchema,
  FinishedOnboardingSchema,
  VenueAddSchema,
  VenueCategorySchema,
  VenueExistsSchema,
  VenuePibParamsSchema,
} from './venues.schemas';

const tag = 'venues';
const ONBOARDING = '/venue/unverified/supplier';

export const venueOperations = {
  categories: defineOperation({
    method: 'GET',
    path: '/venue/categories',
    summary: "The venue categories (docs/PRODUCT.md#venue-categories), named in the caller's language",
    tag,
    access: 'signedIn',
    response: z.array(VenueCategorySchema),
  }),
  exists: defineOperation({
    method: 'GET',
    path: '/venue/exists/:pib',
    summary: 'Whether a venue with this tax id exists, and which one (to ask for access)',
    tag,
    access: 'signedIn',
    params: VenuePibParamsSchema,
    response: VenueExistsSchema,
  }),
  add: defineOperation({
    method: 'POST',
    path: '/venue/add',
    summary:
      "Register a venue: the caller becomes its admin (a member's home venue stays); FREE plan with a trial; " +
      'optionally a copy of the setup of a venue the caller administers',
    tag,
    access: 'signedIn',
    body: VenueAddSchema,
    response: CreatedIdSchema,
    status: 201,
    // 400 invalidInput: copy parts without the parts they need (docs/decisions/0038-copy-venue-setup.md);
    // 403 super admin, or copyFrom names a venue the caller does not administer (staff there, not a member, or no
    // such venue: one answer for all); 409 a venueless caller with a pending access request, or the tax id is taken.
    refusals: [409],
  }),
  requestAccess: defineOperation({
    method: 'POST',
    path: '/venue/requestAccess/:venueId',
    summary: "Ask to join a venue; its admins are mailed and the caller's app is blocked until approval",
    tag,
    access: 'signedIn',
    params: z.object({ venueId: IdParamSchema }),
    response: AccessRequestedSchema,
    // 404 no such venue; 409 the caller already has a venue or a pending request.
    refusals: [404, 409],
  }),
  finishOnboarding: defineOperation({
    method: 'POST',
    path: '/users/finishOnboarding',
    summary: 'End the onboarding wizard of the venue admin (step 5: docs/PRODUCT.md#onboarding-complete)',
    tag,
    access: VENUE_ADMINS,
    response: FinishedOnboardingSchema,
  }),
  supplierAdd: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/add`,
    summary: "Create one of the venue's own (unverified) suppliers",
    tag,
    access: VENUE_ADMINS,
    body: OnboardingSupplierAddSchema,
    response: CreatedIdSchema,
    status: 201,
    refusals: [409],
  }),
  supplierList: defineOperation({
    method: 'GET',
    path: `${ONBOARDING}/list`,
    summary: "The venue's own unverified suppliers with their articles",
    tag,
    access: VENUE_ADMINS,
    response: z.array(OnboardingSupplierSchema),
  }),
  departments: defineOperation({
    method: 'GET',
    path: `${ONBOARDING}/departments`,
    summary: "The venue's stations with the suppliers each orders from",
    tag,
    access: VENUE_ADMINS,
    response: z.array(OnboardingStationSchema),
  }),
  link: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/link`,
    summary: 'Let a station order from one of the venue’s suppliers',
    tag,
    access: VENUE_ADMINS,
    body: OnboardingLinkSchema,
    response: DoneSchema,
    refusals: [404],
  }),
  unlink: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/unlink`,
    summary: 'Stop a station ordering from a supplier',
    tag,
    access: VENUE_ADMINS,
    body: OnboardingLinkSchema,
    response: DoneSchema,
    refusals: [404],
  }),
  articleCreate: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/article/create`,
    summary: 'Create an article of one of the venue’s own suppliers',
    tag,
    access: VENUE_ADMINS,
    body: OnboardingArticleCreateSchema,
    response: CreatedIdSchema,
    status: 201,
    refusals: [404, 409],
  }),
  articleUpdate: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/article/update`,
    summary: 'Rename an article of the venue’s own supplier or change its category',
    tag,
    access: VENUE_ADMINS,
    body: OnboardingArticleUpdateSchema,
    response: DoneSchema,
    refusals: [404, 409],
  }),
  articleDelete: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/article/delete`,
    summary: 'Delete an article of the venue’s own supplier (past orders keep their lines)',
    tag,
    access: VENUE_ADMINS,
    body: OnboardingArticleDeleteSchema,
    response: DoneSchema,
    refusals: [404],
  }),
  articleCategories: defineOperation({
    method: 'GET',
    path: `${ONBOARDING}/categories`,
    summary: 'The article categories an article can be put in',
    tag,
    access: VENUE_ADMINS,
    response: z.array(ArticleCategorySchema),
  }),
  supplierUpdate: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/update`,
    summary: "Edit one of the venue's own suppliers (name, tax id, address)",
    tag,
    access: VENUE_ADMINS,
    body: OnboardingSupplierUpdateSchema,
    response: DoneSchema,
    refusals: [404, 409],
  }),
  supplierDelete: defineOperation({
    method: 'POST',
    path: `${ONBOARDING}/delete`,
    summary: "Delete one of the venue's own suppliers (past orders keep it in history)",
    tag,
    access: VENUE_ADMINS,
    body: OnboardingSupplierIdSchema,
    response: DoneSchema,
    refusals: [404],
  }),
};

/**
 * The subscriptions API (docs/PRODUCT.md#api-subscriptions): a venue's plan, trial and station limit, the super
 * admin's plan change, and the venue's plan and station inquiries.
 */
import { defineOperation, SUPER_ADMINS, VENUE_ADMINS, VENUE_MEMBERS } from '@/domain/shared/contract';
import {
  PlanInquiryInputSchema,
  PlanInquirySchema,
  SetSubscriptionSchema,
  StationInquirySchema,
  StationInquirySentSchema,
  SubscriptionParamsSchema,
  SubscriptionSchema,
} from './subscriptions.schemas';
import { PlanPriceListSchema, SetPlanPriceSchema } from './plan-prices';

export const subscriptionOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/subscription/getSubscription/:venueId',
    summary: "A venue's plan, trial state and station limit (own venue; any venue for the super admin)",
    tag: 'subscriptions',
    // Any signed-in caller: venue people read their own venue, the super admin any venue (the service decides).
    access: 'signedIn',
    params: SubscriptionParamsSchema,
    response: SubscriptionSchema,
    refusals: [404, 409],
  }),
  set: defineOperation({
    method: 'POST',
    path: '/subscription/setSubscription',
    summary:
      "Set a venue's plan and station limit; stations over the new limit are deactivated (super admin)",
    tag: 'subscriptions',
    access: SUPER_ADMINS,
    body: SetSubscriptionSchema,
    response: SubscriptionSchema,
    refusals: [404, 409],
  }),
  sendPlanInquiry: defineOperation({
    method: 'POST',
    path: '/subscription/sendPlanInquiry',
    summary:
      'Ask the super admins for a paid plan (BASIC with more than two stations names the ones to keep)',
    tag: 'subscriptions',
    access: VENUE_MEMBERS,
    body: PlanInquiryInputSchema,
    response: PlanInquirySchema,
    status: 201,
    refusals: [404],
  }),
  sendNewStationInquiry: defineOperation({
    method: 'POST',
    path: '/subscription/sendNewStationInquiry',
    summary:
      'Ask the super admins for more stations than the plan allows (mails them; docs/PRODUCT.md#station-inquiry limit-reached modal)',
    tag: 'subscriptions',
    access: VENUE_ADMINS,
    body: StationInquirySchema,
    response: StationInquirySentSchema,
    // 404: not the caller's venue, or the user named is not the caller.
    refusals: [404, 409],
  }),
  planPrices: defineOperation({
    method: 'GET',
    path: '/subscription/planPrices',
    summary: "Each plan's monthly price in RSD (public: the /pricing page; null while not set)",
    tag: 'subscriptions',
    access: 'public',
    response: PlanPriceListSchema,
  }),
  setPlanPrice: defineOperation({
    method: 'POST',
    path: '/subscription/setPlanPrice',
    summary: "Set one plan's monthly price in RSD (super admin); answers every plan's price",
    tag: 'subscriptions',
    access: SUPER_ADMINS,
    body: SetPlanPriceSchema,
    response: PlanPriceListSchema,
  }),
};

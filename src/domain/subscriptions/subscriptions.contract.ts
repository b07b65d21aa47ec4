/** The subscriptions API (SPEC §7 "Subscription"): a venue's plan, trial and station limit. */
import { defineOperation, VENUE_ADMINS } from '../shared/contract';
import {
  StationInquirySchema,
  StationInquirySentSchema,
  SubscriptionParamsSchema,
  SubscriptionSchema,
} from './schemas';

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
  sendNewStationInquiry: defineOperation({
    method: 'POST',
    path: '/subscription/sendNewStationInquiry',
    summary:
      'Ask the super admins for more stations than the plan allows (mails them; SPEC §2 limit-reached modal)',
    tag: 'subscriptions',
    access: VENUE_ADMINS,
    body: StationInquirySchema,
    response: StationInquirySentSchema,
    // 404: not the caller's venue, or the user named is not the caller.
    refusals: [404, 409],
  }),
};

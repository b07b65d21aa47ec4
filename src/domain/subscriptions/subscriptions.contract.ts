/** The subscriptions API (SPEC §7 "Subscription"): a venue's plan, trial and station limit. */
import { defineOperation } from '../shared/contract';
import { SubscriptionParamsSchema, SubscriptionSchema } from './schemas';

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
};

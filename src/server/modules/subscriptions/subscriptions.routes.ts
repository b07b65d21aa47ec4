/** HTTP of subscriptions: GET /subscription/getSubscription/{venueId} (SPEC §7 "Subscription"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscriptionParamsSchema, SubscriptionSchema } from '../../../domain/subscriptions/schemas';
import { authenticate } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-responses';
import { getSubscription } from './subscriptions.service';

const security = [{ bearer: [] }];

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscription/getSubscription/:venueId',
    {
      onRequest: authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: "A venue's plan, trial state and station limit (own venue; any venue for the super admin)",
        security,
        params: SubscriptionParamsSchema,
        response: { 200: SubscriptionSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => getSubscription(app.deps, request.user, request.params.venueId),
  );
};

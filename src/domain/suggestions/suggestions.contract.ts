/**
 * The suggestions API (docs/decisions/0025-order-guards.md): the order preview's guards, answered for one visible
 * station and one of its suppliers. Another venue's station or supplier answers 404 like one that does not exist.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import { OrderCheckInputSchema, OrderCheckSchema } from './suggestions.schemas';

const tag = 'suggestions';

export const suggestionOperations = {
  orderChecks: defineOperation({
    method: 'POST',
    path: '/station/:stationId/orderChecks',
    summary:
      "An order's unusual amounts (against each article's last order) and its shortfall under the supplier's minimum",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ stationId: IdParamSchema }),
    body: OrderCheckInputSchema,
    response: OrderCheckSchema,
    refusals: [404],
  }),
};

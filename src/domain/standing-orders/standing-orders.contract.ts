/**
 * The standing-orders API (docs/decisions/0030-standing-orders.md): a venue admin or a user who may send orders saves
 * an order as standing and edits, pauses, resumes or deletes it. Another venue's order, standing order or contact
 * (or a contact of another supplier) answers 404; an article that is not the supplier's for the venue 400
 * articleNotAvailable; a user without the send-orders permission 403 disabledSending.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import {
  CreateStandingOrderSchema,
  StandingOrderListSchema,
  StandingOrderSchema,
  UpdateStandingOrderSchema,
} from './standing-orders.schemas';

const tag = 'standing-orders';

export const standingOrderOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/standingOrders',
    summary: "The venue's standing orders of the stations the caller sees",
    tag,
    access: VENUE_MEMBERS,
    response: StandingOrderListSchema,
  }),
  create: defineOperation({
    method: 'POST',
    path: '/standingOrders',
    summary:
      'Save an order (draft or sent) as standing: its station, supplier and lines, on weekdays at a time',
    tag,
    access: VENUE_MEMBERS,
    body: CreateStandingOrderSchema,
    response: StandingOrderSchema,
    status: 201,
    refusals: [403, 404],
  }),
  update: defineOperation({
    method: 'POST',
    path: '/standingOrders/:id',
    summary:
      'Change a standing order as a PATCH: contact, weekdays, time, e-mail sending, pause, skipped dates; lines ' +
      "replace the whole set (articles of the standing order's supplier)",
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ id: IdParamSchema }),
    body: UpdateStandingOrderSchema,
    response: StandingOrderSchema,
    refusals: [403, 404],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/standingOrders/:id',
    summary: 'Delete a standing order (drafts it prepared stay)',
    tag,
    access: VENUE_MEMBERS,
    params: z.object({ id: IdParamSchema }),
    response: z.object({ id: z.number().int() }),
    refusals: [403, 404],
  }),
};

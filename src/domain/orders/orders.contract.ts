/**
 * The orders API (docs/PRODUCT.md#api-orders, #order-wizard, #receiving). Regular orders live under /orders,
 * warehouse (custom) orders under /orders/custom with the same operations (docs/PRODUCT.md#current-orders), so both
 * sets come from one factory.
 */
import { z } from 'zod';
import { defineOperation, VENUE_MEMBERS } from '@/domain/shared/contract';
import { IdParamSchema } from '@/domain/shared/ids';
import {
  ArchiveQuerySchema,
  ChangeDateSchema,
  CreateOrderSchema,
  DueSummarySchema,
  MergeOrderSchema,
  UndoMergeSchema,
  OrderIdResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSchema,
  OrderStatusResponseSchema,
  OverdueQuerySchema,
  ReceiveResponseSchema,
  RepeatOrderSchema,
  SendOrderSchema,
  UpdateOrderItemsSchema,
} from './orders.schemas';
import { ReceiveOrderSchema } from './receive';
import { ArchiveExportQuerySchema } from './archive-export';
import { OrderPrintSchema } from './order-print.schemas';

/**
 * Regular orders go to a station's suppliers; custom (warehouse) orders to market suppliers
 * (docs/PRODUCT.md#order-kinds).
 */
export type OrderKind = 'regular' | 'custom';

const IdParams = z.object({ id: IdParamSchema });
const OrderIdQuery = z.object({ orderId: IdParamSchema });
const StationParams = z.object({ departmentId: IdParamSchema });
const DeletedSchema = z.object({ deleted: z.literal(true) });

function orderOperations<K extends OrderKind>(kind: K) {
  const base = kind === 'custom' ? '/orders/custom' : '/orders';
  const tag = kind === 'custom' ? 'orders (warehouse)' : 'orders';
  const access = VENUE_MEMBERS;
  return {
    create: defineOperation({
      method: 'POST',
      path: `${base}/:departmentId/create/:supplierId`,
      summary: 'Create an OPEN order of a station to one of its suppliers',
      tag,
      access,
      params: z.object({ departmentId: IdParamSchema, supplierId: IdParamSchema }),
      body: CreateOrderSchema,
      response: OrderIdResponseSchema,
      status: 201,
      refusals: [404],
    }),
    get: defineOperation({
      method: 'GET',
      path: `${base}/order/:id`,
      summary: 'One order with its items',
      tag,
      access,
      params: IdParams,
      response: OrderSchema,
      refusals: [404],
    }),
    updateItems: defineOperation({
      method: 'POST',
      path: `${base}/:id/updateOrderItems`,
      summary: 'Replace the items, date, note and payment method of an editable order',
      tag,
      access,
      params: IdParams,
      body: UpdateOrderItemsSchema,
      response: OrderSchema,
      refusals: [404, 409],
    }),
    merge: defineOperation({
      method: 'POST',
      path: `${base}/:id/merge`,
      summary: 'Add articles to an editable order, summing the amounts of articles already on it',
      tag,
      access,
      params: IdParams,
      body: MergeOrderSchema,
      response: OrderSchema,
      refusals: [404, 409],
    }),
    undoMerge: defineOperation({
      method: 'POST',
      path: `${base}/:id/undoMerge`,
      summary:
        'Undo the merge that left the order at the given version, restoring the order as it was before it',
      tag,
      access,
      params: IdParams,
      body: UndoMergeSchema,
      response: OrderSchema,
      refusals: [404, 409],
    }),
    send: defineOperation({
      method: 'POST',
      path: `${base}/updateStatus/sendOrder`,
      summary: 'Mark an order as sent to a supplier contact (it becomes expected)',
      tag,
      access,
      query: OrderIdQuery,
      body: SendOrderSchema,
      response: OrderStatusResponseSchema,
      refusals: [404, 409],
    }),
    receive: defineOperation({
      method: 'POST',
      path: `${base}/updateStatus/complete`,
      summary: 'Receive an expected order item by item; missing items may move to a new order',
      tag,
      access,
      query: OrderIdQuery,
      body: ReceiveOrderSchema,
      response: ReceiveResponseSchema,
      refusals: [404, 409],
    }),
    delete: defineOperation({
      method: 'DELETE',
      path: `${base}/deleteOrder/:id`,
      summary: 'Delete an OPEN order',
      tag,
      access,
      params: IdParams,
      response: DeletedSchema,
      refusals: [404, 409],
    }),
    list: defineOperation({
      method: 'GET',
      path: `${base}/all/:departmentId`,
      summary: "One page of a station's orders in the given statuses, newest date first",
      tag,
      access,
      params: StationParams,
      query: OrderListQuerySchema,
      response: OrderListResponseSchema,
      refusals: [404],
    }),
    overdue: defineOperation({
      method: 'GET',
      path: `${base}/overdue/:departmentId`,
      summary: "One page of a station's orders expected for more than 24 hours, oldest first",
      tag,
      access,
      params: StationParams,
      query: OverdueQuerySchema,
      response: OrderListResponseSchema,
      refusals: [404],
    }),
    changeDate: defineOperation({
      method: 'POST',
      path: `${base}/:id/changeDate`,
      summary: 'Move the delivery date of an order that is not completed',
      tag,
      access,
      params: IdParams,
      body: ChangeDateSchema,
      response: OrderSchema,
      refusals: [404, 409],
    }),
    repeat: defineOperation({
      method: 'POST',
      path: `${base}/:id/repeat`,
      summary: 'Create and send a new order with the content of a sent one',
      tag,
      access,
      params: IdParams,
      body: RepeatOrderSchema,
      response: OrderStatusResponseSchema,
      status: 201,
      refusals: [404, 409],
    }),
  };
}

export const regularOrderOperations = orderOperations('regular');

export const customOrderOperations = {
  ...orderOperations('custom'),
  deleteItem: defineOperation({
    method: 'DELETE',
    path: '/orders/custom/deleteProduct/:id',
    summary: 'Remove one item from an editable warehouse order',
    tag: 'orders (warehouse)',
    access: VENUE_MEMBERS,
    params: IdParams,
    response: OrderSchema,
    refusals: [404, 409],
  }),
};

/** The operations of one kind of order (the screens are shared by both kinds). */
export function orderOperationsOf(kind: OrderKind) {
  return kind === 'custom' ? customOrderOperations : regularOrderOperations;
}

/**
 * Venue-wide order reads: the dashboard's warnings and the archive (/allVenueOrders/{venueId}:
 * docs/PRODUCT.md#api-orders).
 */
export const venueOrderOperations = {
  dueSummary: defineOperation({
    method: 'GET',
    path: '/orders/dueSummary',
    summary: "Yesterday's unresolved orders and the number of overdue ones, over the caller's stations",
    tag: 'orders',
    access: VENUE_MEMBERS,
    response: DueSummarySchema,
  }),
  archive: defineOperation({
    method: 'GET',
    path: '/allVenueOrders/:venueId',
    summary: "One page of the venue's orders, filtered by station, supplier and date range",
    tag: 'orders',
    access: VENUE_MEMBERS,
    params: z.object({ venueId: IdParamSchema }),
    query: ArchiveQuerySchema,
    response: OrderListResponseSchema,
    refusals: [404],
  }),
  archiveExport: defineOperation({
    method: 'GET',
    path: '/allVenueOrders/:venueId/export',
    summary:
      "The venue's delivered orders of a date range (at most 366 days) with their lines, as an .xlsx file in the " +
      "given language, over the caller's stations",
    tag: 'orders',
    access: VENUE_MEMBERS,
    params: z.object({ venueId: IdParamSchema }),
    query: ArchiveExportQuerySchema,
    response: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array)
      .meta({ type: 'string', format: 'binary' }),
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    refusals: [404],
  }),
  print: defineOperation({
    method: 'GET',
    path: '/orders/print/:id',
    summary: 'One order (of either kind) with the venue, contact and receipt data of its printed page',
    tag: 'orders',
    access: VENUE_MEMBERS,
    params: IdParams,
    response: OrderPrintSchema,
    refusals: [404],
  }),
};

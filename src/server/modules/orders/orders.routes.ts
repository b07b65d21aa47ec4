/**
 * HTTP for orders (SPEC §7). The same routes exist for regular orders under /api/orders and for warehouse
 * (custom) orders under /api/orders/custom; `kind` tells the use cases which one a request is for.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ArchiveQuerySchema,
  ChangeDateSchema,
  CreateOrderSchema,
  DueSummarySchema,
  MergeOrderSchema,
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
} from '../../../domain/orders/order-schemas';
import { ReceiveOrderSchema } from '../../../domain/orders/receive';
import { IdParamSchema as Id } from '../../../domain/shared/ids';
import { authenticate } from '../../plugins/auth';
import { sendJsonText } from '../../plugins/json-text';
import { venueCallerOf } from '../stations/station-access';
import { dueSummary, listArchive, listOverdueOrders, listStationOrders } from './order-lists.service';
import {
  type Caller,
  changeOrderDate,
  createOrder,
  deleteOrder,
  deleteOrderItem,
  mergeIntoOrder,
  type OrderKind,
  readOrderJson,
  sendOrder,
  updateOrderItems,
} from './orders.service';
import { receiveOrder } from './receive.service';
import { repeatOrder } from './repeat.service';

const IdParams = z.object({ id: Id });
const OrderIdQuery = z.object({ orderId: Id });
const StationParams = z.object({ departmentId: Id });
const CreateParams = z.object({ departmentId: Id, supplierId: Id });
const Deleted = z.object({ deleted: z.literal(true) });

function callerOf(request: FastifyRequest): Caller {
  return { deps: request.server.deps, principal: venueCallerOf(request) };
}

function orderRoutesFor(kind: OrderKind): FastifyPluginAsyncZod {
  const tags = [kind === 'custom' ? 'orders (warehouse)' : 'orders'];
  return async (app) => {
    app.addHook('onRequest', authenticate);

    app.post(
      '/:departmentId/create/:supplierId',
      {
        schema: {
          tags,
          params: CreateParams,
          body: CreateOrderSchema,
          response: { 201: OrderIdResponseSchema },
        },
      },
      async (request, reply) => {
        const id = await createOrder(callerOf(request), {
          stationId: request.params.departmentId,
          supplierId: request.params.supplierId,
          kind,
          deadline: request.body.deadline,
          products: request.body.products,
          orderNote: request.body.orderNote,
          paymentMethod: request.body.paymentMethod,
        });
        return reply.status(201).send({ id });
      },
    );

    app.get(
      '/order/:id',
      { schema: { tags, params: IdParams, response: { 200: OrderSchema } } },
      async (request, reply) =>
        sendJsonText(reply, await readOrderJson(callerOf(request), request.params.id, kind)),
    );

    app.post(
      '/:id/updateOrderItems',
      { schema: { tags, params: IdParams, body: UpdateOrderItemsSchema, response: { 200: OrderSchema } } },
      (request) =>
        updateOrderItems(callerOf(request), {
          orderId: request.params.id,
          kind,
          deadline: request.body.deadline,
          products: request.body.productsToUpdate,
          orderNote: request.body.orderNote,
          paymentMethod: request.body.paymentMethod,
          receivingNote: request.body.receivingNote,
          version: request.body.version,
        }),
    );

    app.post(
      '/:id/merge',
      { schema: { tags, params: IdParams, body: MergeOrderSchema, response: { 200: OrderSchema } } },
      (request) => mergeIntoOrder(callerOf(request), request.params.id, kind, request.body.products),
    );

    app.post(
      '/updateStatus/sendOrder',
      {
        schema: {
          tags,
          querystring: OrderIdQuery,
          body: SendOrderSchema,
          response: { 200: OrderStatusResponseSchema },
        },
      },
      (request) =>
        sendOrder(callerOf(request), {
          orderId: request.query.orderId,
          kind,
          supplierContactId: request.body.supplierContactId,
          supplierContactNumber: request.body.supplierContactNumber,
          ...(request.body.channel ? { channel: request.body.channel } : {}),
        }),
    );

    app.post(
      '/updateStatus/complete',
      {
        schema: {
          tags,
          querystring: OrderIdQuery,
          body: ReceiveOrderSchema,
          response: { 200: ReceiveResponseSchema },
        },
      },
      (request) => receiveOrder(callerOf(request), request.query.orderId, kind, request.body),
    );

    app.delete(
      '/deleteOrder/:id',
      { schema: { tags, params: IdParams, response: { 200: Deleted } } },
      async (request) => {
        await deleteOrder(callerOf(request), request.params.id, kind);
        return { deleted: true as const };
      },
    );

    app.get(
      '/all/:departmentId',
      {
        schema: {
          tags,
          params: StationParams,
          querystring: OrderListQuerySchema,
          response: { 200: OrderListResponseSchema },
        },
      },
      async (request, reply) =>
        sendJsonText(
          reply,
          await listStationOrders(callerOf(request), {
            stationId: request.params.departmentId,
            kind,
            statuses: request.query.status,
            supplierId: request.query.supplierId,
            deadline: request.query.deadline,
            page: request.query.page,
            pageSize: request.query.pageSize,
          }),
        ),
    );

    app.get(
      '/overdue/:departmentId',
      {
        schema: {
          tags,
          params: StationParams,
          querystring: OverdueQuerySchema,
          response: { 200: OrderListResponseSchema },
        },
      },
      (request) =>
        listOverdueOrders(callerOf(request), {
          stationId: request.params.departmentId,
          kind,
          page: request.query.page,
          pageSize: request.query.pageSize,
        }),
    );

    app.post(
      '/:id/changeDate',
      { schema: { tags, params: IdParams, body: ChangeDateSchema, response: { 200: OrderSchema } } },
      (request) => changeOrderDate(callerOf(request), request.params.id, request.body.deadline),
    );

    app.post(
      '/:id/repeat',
      {
        schema: {
          tags,
          params: IdParams,
          body: RepeatOrderSchema,
          response: { 201: OrderStatusResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await repeatOrder(callerOf(request), {
          orderId: request.params.id,
          deadline: request.body.deadline,
          supplierContactId: request.body.supplierContactId,
          paymentMethod: request.body.paymentMethod,
          orderNote: request.body.orderNote,
          channel: request.body.channel,
        });
        return reply.status(201).send(result);
      },
    );

    if (kind === 'custom') {
      app.delete(
        '/deleteProduct/:id',
        { schema: { tags, params: IdParams, response: { 200: OrderSchema } } },
        (request) => deleteOrderItem(callerOf(request), request.params.id),
      );
    }
  };
}

/** The dashboard's warnings and the venue archive (SPEC §7 /allVenueOrders/{venueId}). */
const venueOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.get(
    '/orders/dueSummary',
    { schema: { tags: ['orders'], response: { 200: DueSummarySchema } } },
    (request) => dueSummary(callerOf(request)),
  );
  app.get(
    '/allVenueOrders/:venueId',
    {
      schema: {
        tags: ['orders'],
        params: z.object({ venueId: Id }),
        querystring: ArchiveQuerySchema,
        response: { 200: OrderListResponseSchema },
      },
    },
    (request) =>
      listArchive(callerOf(request), {
        venueId: request.params.venueId,
        stationId: request.query.departmentId,
        supplierId: request.query.supplierId,
        from: request.query.from,
        to: request.query.to,
        page: request.query.page,
        pageSize: request.query.pageSize,
      }),
  );
};

/** Everything under /api/orders (regular and warehouse) and the archive. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutesFor('custom'), { prefix: '/orders/custom' });
  await app.register(orderRoutesFor('regular'), { prefix: '/orders' });
  await app.register(venueOrderRoutes);
};

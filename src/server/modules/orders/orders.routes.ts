/**
 * HTTP of the orders contract (src/domain/orders/orders.contract.ts): each operation maps to its use case. Regular and
 * warehouse (custom) orders share the use cases; `kind` says which one a request is for.
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  customOrderOperations,
  type OrderKind,
  regularOrderOperations,
  venueOrderOperations,
} from '@/domain/orders/orders.contract';
import { approvalOperations } from '@/domain/orders/approvals.contract';
import { jsonText, type OperationHandlers, operationRoutes } from '@/server/http/operation-routes';
import {
  approveOrder,
  readApproval,
  requestApproval,
  returnOrder,
  waitingApprovals,
} from './approvals.service';
import { dueSummary, listArchive, listOverdueOrders, listStationOrders } from './order-lists.service';
import { createOrder } from './create-order.service';
import { deleteOrder, deleteOrderItem } from './delete-order.service';
import { changeOrderDate, updateOrderItems } from './edit-order.service';
import { mergeIntoOrder } from './merge-order.service';
import { readOrderJson } from './read-order.service';
import { sendOrder } from './send-order.service';
import { undoMerge } from './merge-undo.service';
import { receiveOrder } from './receive.service';
import { exportArchive } from './archive-export.service';
import { readOrderPrint } from './order-print.service';
import { DEFAULT_LANGUAGE } from '@/domain/shared/enums';
import { repeatOrder } from './repeat.service';

type KindOperations = typeof regularOrderOperations;

function orderHandlers(kind: OrderKind): OperationHandlers<KindOperations> {
  return {
    create: async ({ params, body }, http) => ({
      id: await createOrder(http.venueContext(), {
        stationId: params.departmentId,
        supplierId: params.supplierId,
        kind,
        deadline: body.deadline,
        products: body.products,
        orderNote: body.orderNote,
        paymentMethod: body.paymentMethod,
      }),
    }),
    get: async ({ params }, http) => jsonText(await readOrderJson(http.venueContext(), params.id, kind)),
    updateItems: ({ params, body }, http) =>
      updateOrderItems(http.venueContext(), {
        orderId: params.id,
        kind,
        deadline: body.deadline,
        products: body.productsToUpdate,
        orderNote: body.orderNote,
        paymentMethod: body.paymentMethod,
        receivingNote: body.receivingNote,
        version: body.version,
      }),
    merge: ({ params, body }, http) => mergeIntoOrder(http.venueContext(), params.id, kind, body.products),
    undoMerge: ({ params, body }, http) => undoMerge(http.venueContext(), params.id, kind, body.version),
    send: ({ query, body }, http) =>
      sendOrder(http.venueContext(), {
        orderId: query.orderId,
        kind,
        supplierContactId: body.supplierContactId,
        supplierContactNumber: body.supplierContactNumber,
        ...(body.channel ? { channel: body.channel } : {}),
      }),
    receive: ({ query, body }, http) => receiveOrder(http.venueContext(), query.orderId, kind, body),
    delete: async ({ params }, http) => {
      await deleteOrder(http.venueContext(), params.id, kind);
      return { deleted: true as const };
    },
    list: async ({ params, query }, http) =>
      jsonText(
        await listStationOrders(http.venueContext(), {
          stationId: params.departmentId,
          kind,
          statuses: query.status,
          supplierId: query.supplierId,
          deadline: query.deadline,
          notOpened: query.notOpened,
          rejected: query.rejected,
          page: query.page,
          pageSize: query.pageSize,
        }),
      ),
    overdue: ({ params, query }, http) =>
      listOverdueOrders(http.venueContext(), {
        stationId: params.departmentId,
        kind,
        page: query.page,
        pageSize: query.pageSize,
      }),
    changeDate: ({ params, body }, http) => changeOrderDate(http.venueContext(), params.id, body.deadline),
    repeat: ({ params, body }, http) =>
      repeatOrder(http.venueContext(), {
        orderId: params.id,
        deadline: body.deadline,
        supplierContactId: body.supplierContactId,
        paymentMethod: body.paymentMethod,
        orderNote: body.orderNote,
        channel: body.channel,
      }),
  };
}

/** Everything under /api/orders (regular and warehouse), the archive and the approvals of orders above a limit. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    operationRoutes(customOrderOperations, {
      ...orderHandlers('custom'),
      deleteItem: ({ params }, http) => deleteOrderItem(http.venueContext(), params.id),
    }),
  );
  await app.register(operationRoutes(regularOrderOperations, orderHandlers('regular')));
  await app.register(
    operationRoutes(venueOrderOperations, {
      dueSummary: (_input, http) => dueSummary(http.venueContext()),
      archive: ({ params, query }, http) =>
        listArchive(http.venueContext(), {
          venueId: params.venueId,
          stationId: query.departmentId,
          supplierId: query.supplierId,
          from: query.from,
          to: query.to,
          page: query.page,
          pageSize: query.pageSize,
        }),
      archiveExport: async ({ params, query }, http) => {
        const { fileName, file } = await exportArchive(http.venueContext(), {
          venueId: params.venueId,
          from: query.from,
          to: query.to,
          stationId: query.departmentId,
          supplierId: query.supplierId,
          language: query.language ?? DEFAULT_LANGUAGE,
        });
        http.reply
          .header('content-type', venueOrderOperations.archiveExport.produces[0])
          // The name is ASCII (exportFileName), so the plain form of the header is enough.
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store');
        // Fastify pipes a stream as it is; the operation's declared response is its binary body.
        return file as unknown as Uint8Array;
      },
      print: ({ params }, http) => readOrderPrint(http.venueContext(), params.id),
    }),
  );
  await app.register(
    operationRoutes(approvalOperations, {
      waiting: (_input, http) => waitingApprovals(http.venueContext()),
      get: ({ params }, http) => readApproval(http.venueContext(), params.id),
      request: ({ params }, http) => requestApproval(http.venueContext(), params.id),
      approve: ({ params }, http) => approveOrder(http.venueContext(), params.id),
      return: ({ params, body }, http) => returnOrder(http.venueContext(), params.id, body.note),
    }),
  );
};

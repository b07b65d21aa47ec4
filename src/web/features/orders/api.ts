/**
 * Order server state (docs/PRODUCT.md#api-orders): queries and mutations for regular orders (/orders/…) and
 * warehouse orders (/orders/custom/…). Every mutation invalidates what it changes, so lists, cards and the order
 * itself never show stale data. Only hooks here (docs/ARCHITECTURE.md, "Web"); their keys and the plain order read
 * are in order-queries.ts.
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/web/lib/deferred-query';
import type { OperationInput } from '@/domain/shared/contract';
import { type OrderKind, orderOperationsOf, venueOrderOperations } from '@/domain/orders/orders.contract';
import { callApi, callFile } from '@/web/lib/api-client';
import { type ArchiveQuery, fetchOrder, invalidateOrders, type ListQuery, orderKeys } from './order-queries';

type Operations = ReturnType<typeof orderOperationsOf>;
type BodyOf<K extends keyof Operations> = OperationInput<Operations[K]> extends { body: infer B } ? B : never;

export function useOrder(id: number | null, kind?: OrderKind) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchOrder(id!, kind, signal),
    enabled: id !== null,
  });
}

export function useOrderList(stationId: number, kind: OrderKind, query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: orderKeys.list(stationId, kind, query),
    queryFn: ({ signal }) =>
      callApi(orderOperationsOf(kind).list, { params: { departmentId: stationId }, query }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOverdueOrders(stationId: number, kind: OrderKind, page: number) {
  return useQuery({
    queryKey: orderKeys.overdue(stationId, kind, page),
    queryFn: ({ signal }) =>
      callApi(
        orderOperationsOf(kind).overdue,
        { params: { departmentId: stationId }, query: { page } },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDueSummary(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.dueSummary,
    queryFn: ({ signal }) => callApi(venueOrderOperations.dueSummary, {}, signal),
    enabled,
  });
}

export function useArchive(venueId: number | null, query: ArchiveQuery) {
  return useQuery({
    queryKey: orderKeys.archive(venueId ?? 0, query),
    queryFn: ({ signal }) =>
      callApi(venueOrderOperations.archive, { params: { venueId: venueId! }, query }, signal),
    placeholderData: keepPreviousData,
    enabled: venueId !== null,
  });
}

/** An order with what its printed page names besides (the venue's legal data, the contact, the receipt). */
export function useOrderPrint(id: number) {
  return useQuery({
    queryKey: orderKeys.print(id),
    queryFn: ({ signal }) => callApi(venueOrderOperations.print, { params: { id } }, signal),
  });
}

/** The archive's .xlsx of a delivery period (a plain call: the page hands the file to the browser's download). */
export function fetchArchiveExport(
  venueId: number,
  query: OperationInput<typeof venueOrderOperations.archiveExport>['query'],
): Promise<Blob> {
  return callFile(venueOrderOperations.archiveExport, { params: { venueId }, query });
}

/** Wraps a mutation so that every order view refreshes after it. */
function useOrderMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateOrders(queryClient) });
}

export function useCreateOrder(kind: OrderKind) {
  return useOrderMutation((variables: { stationId: number; supplierId: number; body: BodyOf<'create'> }) =>
    callApi(orderOperationsOf(kind).create, {
      params: { departmentId: variables.stationId, supplierId: variables.supplierId },
      body: variables.body,
    }),
  );
}

/**
 * Undoes the merge (docs/PRODUCT.md#merge-undo) that left the order at `version` (409 order_changed once it changed
 * since).
 */
export function useUndoMerge(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; version: number }) =>
    callApi(orderOperationsOf(kind).undoMerge, {
      params: { id: variables.orderId },
      body: { version: variables.version },
    }),
  );
}

export function useUpdateOrderItems(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; body: BodyOf<'updateItems'> }) =>
    callApi(orderOperationsOf(kind).updateItems, { params: { id: variables.orderId }, body: variables.body }),
  );
}

export function useMergeIntoOrder(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; body: BodyOf<'merge'> }) =>
    callApi(orderOperationsOf(kind).merge, { params: { id: variables.orderId }, body: variables.body }),
  );
}

export function useSendOrder(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; body: BodyOf<'send'> }) =>
    callApi(orderOperationsOf(kind).send, { query: { orderId: variables.orderId }, body: variables.body }),
  );
}

/**
 * `idempotencyKey`: the key the receipt is sent with, so the same receipt recorded in the offline outbox after a lost
 * answer is applied once (docs/decisions/0024-offline-outbox.md).
 */
export function useReceiveOrder(kind: OrderKind) {
  return useOrderMutation(
    ({ orderId, idempotencyKey, ...body }: { orderId: number; idempotencyKey: string } & BodyOf<'receive'>) =>
      callApi(orderOperationsOf(kind).receive, { query: { orderId }, body }, { idempotencyKey }),
  );
}

export function useDeleteOrder(kind: OrderKind) {
  return useOrderMutation((orderId: number) =>
    callApi(orderOperationsOf(kind).delete, { params: { id: orderId } }),
  );
}

export function useChangeOrderDate() {
  return useOrderMutation((variables: { orderId: number; deadline: string }) =>
    callApi(orderOperationsOf('regular').changeDate, {
      params: { id: variables.orderId },
      body: { deadline: variables.deadline },
    }),
  );
}

export function useRepeatOrder() {
  return useOrderMutation((variables: { orderId: number; body: BodyOf<'repeat'> }) =>
    callApi(orderOperationsOf('regular').repeat, { params: { id: variables.orderId }, body: variables.body }),
  );
}

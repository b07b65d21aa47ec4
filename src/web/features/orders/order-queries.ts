/**
 * The order queries' keys and the plain reads the hooks of api.ts are built on, for the screens of this feature that
 * prefetch or read an order outside a hook (copy, wizard, current orders).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OperationInput } from '@/domain/shared/contract';
import {
  type OrderKind,
  orderOperationsOf,
  type venueOrderOperations,
} from '@/domain/orders/orders.contract';
import { callApi } from '@/web/lib/api-client';

type Operations = ReturnType<typeof orderOperationsOf>;
export type ListQuery = OperationInput<Operations['list']>['query'];
export type ArchiveQuery = OperationInput<typeof venueOrderOperations.archive>['query'];

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  lists: (stationId: number) => ['orders', 'list', stationId] as const,
  list: (stationId: number, kind: OrderKind, query: ListQuery) =>
    ['orders', 'list', stationId, kind, query] as const,
  overdue: (stationId: number, kind: OrderKind, page: number) =>
    ['orders', 'overdue', stationId, kind, page] as const,
  dueSummary: ['orders', 'dueSummary'] as const,
  archive: (venueId: number, query: ArchiveQuery) => ['orders', 'archive', venueId, query] as const,
  print: (id: number) => ['orders', 'print', id] as const,
};

/** After any order change: every order list, card count and detail may have moved. */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['venue', 'stations'] }),
  ]).then(() => undefined);
}

export function fetchOrder(id: number, kind: OrderKind = 'regular', signal?: AbortSignal) {
  return callApi(orderOperationsOf(kind).get, { params: { id } }, signal);
}

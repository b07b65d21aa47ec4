/**
 * Order server state (SPEC §7 orders; issues 3 and 4): queries and mutations for regular orders (/orders/…) and
 * warehouse orders (/orders/custom/…). Every mutation invalidates what it changes, so lists, cards and the order
 * itself never show stale data.
 */
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateOrderInput,
  DueSummary,
  MergeOrderInput,
  Order,
  OrderListResponse,
  RepeatOrderInput,
  ReceiveResponse,
  SendOrderInput,
  UpdateOrderItemsInput,
} from '@/domain/orders/order-schemas';
import type { ReceivedItem } from '@/domain/orders/receive';
import type { OrderStatus } from '@/domain/shared/enums';
import { api } from '@/web/lib/api-client';

export type OrderKind = 'regular' | 'custom';

const base = (kind: OrderKind) => (kind === 'custom' ? '/orders/custom' : '/orders');

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  lists: (stationId: number) => ['orders', 'list', stationId] as const,
  list: (stationId: number, kind: OrderKind, query: OrderListParams) =>
    ['orders', 'list', stationId, kind, query] as const,
  overdue: (stationId: number, kind: OrderKind, page: number) =>
    ['orders', 'overdue', stationId, kind, page] as const,
  dueSummary: ['orders', 'dueSummary'] as const,
  archive: (venueId: number, query: ArchiveParams) => ['orders', 'archive', venueId, query] as const,
};

/** After any order change: every order list, card count and detail may have moved. */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['venue', 'departments'] }),
  ]).then(() => undefined);
}

export function useOrder(id: number | null, kind?: OrderKind) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Order>(`${base(kind ?? 'regular')}/order/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

export function fetchOrder(id: number, kind: OrderKind = 'regular'): Promise<Order> {
  return api.get<Order>(`${base(kind)}/order/${id}`);
}

export interface OrderListParams {
  status: readonly OrderStatus[];
  page: number;
  pageSize: number;
  /** Undefined (or the SPEC's 999/1000) means all suppliers. */
  supplierId?: number;
  /** Only orders of this delivery date (the merge lookup). */
  deadline?: string;
}

function listQuery(params: OrderListParams) {
  return {
    status: params.status.join(','),
    page: params.page,
    pageSize: params.pageSize,
    supplierId: params.supplierId,
    deadline: params.deadline,
  };
}

export function useOrderList(stationId: number, kind: OrderKind, params: OrderListParams, enabled = true) {
  return useQuery({
    queryKey: orderKeys.list(stationId, kind, params),
    queryFn: ({ signal }) =>
      api.get<OrderListResponse>(`${base(kind)}/all/${stationId}`, listQuery(params), signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOverdueOrders(stationId: number, kind: OrderKind, page: number) {
  return useQuery({
    queryKey: orderKeys.overdue(stationId, kind, page),
    queryFn: ({ signal }) =>
      api.get<OrderListResponse>(`${base(kind)}/overdue/${stationId}`, { page }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDueSummary(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.dueSummary,
    queryFn: ({ signal }) => api.get<DueSummary>('/orders/dueSummary', undefined, signal),
    enabled,
  });
}

export interface ArchiveParams {
  page: number;
  pageSize: number;
  departmentId?: number;
  supplierId?: number;
  from?: string;
  to?: string;
}

export function useArchive(venueId: number | null, params: ArchiveParams) {
  return useQuery({
    queryKey: orderKeys.archive(venueId ?? 0, params),
    queryFn: ({ signal }) => api.get<OrderListResponse>(`/allVenueOrders/${venueId}`, { ...params }, signal),
    placeholderData: keepPreviousData,
    enabled: venueId !== null,
  });
}

/** Wraps a mutation so that every order view refreshes after it. */
function useOrderMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateOrders(queryClient) });
}

export function useCreateOrder(kind: OrderKind) {
  return useOrderMutation((variables: { stationId: number; supplierId: number; body: CreateOrderInput }) =>
    api.post<{ id: number }>(
      `${base(kind)}/${variables.stationId}/create/${variables.supplierId}`,
      variables.body,
    ),
  );
}

export function useUpdateOrderItems(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; body: UpdateOrderItemsInput }) =>
    api.post<Order>(`${base(kind)}/${variables.orderId}/updateOrderItems`, variables.body),
  );
}

export function useMergeIntoOrder(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; body: MergeOrderInput }) =>
    api.post<Order>(`${base(kind)}/${variables.orderId}/merge`, variables.body),
  );
}

export function useSendOrder(kind: OrderKind) {
  return useOrderMutation((variables: { orderId: number; body: SendOrderInput }) =>
    api.post<{ id: number; status: OrderStatus }>(`${base(kind)}/updateStatus/sendOrder`, variables.body, {
      orderId: variables.orderId,
    }),
  );
}

export function useReceiveOrder(kind: OrderKind) {
  return useOrderMutation(
    (variables: { orderId: number; products: ReceivedItem[]; receivingNote: string; version?: number }) =>
      api.post<ReceiveResponse>(
        `${base(kind)}/updateStatus/complete`,
        { products: variables.products, receivingNote: variables.receivingNote, version: variables.version },
        { orderId: variables.orderId },
      ),
  );
}

export function useDeleteOrder(kind: OrderKind) {
  return useOrderMutation((orderId: number) =>
    api.delete<{ deleted: true }>(`${base(kind)}/deleteOrder/${orderId}`),
  );
}

export function useDeleteOrderItem() {
  return useOrderMutation((itemId: number) => api.delete<Order>(`/orders/custom/deleteProduct/${itemId}`));
}

export function useChangeOrderDate() {
  return useOrderMutation((variables: { orderId: number; deadline: string }) =>
    api.post<Order>(`/orders/${variables.orderId}/changeDate`, { deadline: variables.deadline }),
  );
}

export function useRepeatOrder() {
  return useOrderMutation((variables: { orderId: number; body: RepeatOrderInput }) =>
    api.post<{ id: number; status: OrderStatus }>(`/orders/${variables.orderId}/repeat`, variables.body),
  );
}

// The dashboard (venues) starts new orders and opens a station's orders; a feature shares only its api.ts
// (ARCHITECTURE), so the draft reset and the routes of these screens are reachable from here.
export { currentOrdersPath, startNewOrder } from './components/order-paths';

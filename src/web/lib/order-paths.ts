/**
 * The routes of the ordering screens (docs/PRODUCT.md#routes) for a station, built from the route patterns so a
 * renamed route breaks the type check rather than a link. They live in lib/ beside paths.ts because the shell's
 * offline notice links to an order too, and importing the orders feature for a path would put its code on /login
 * (docs/ARCHITECTURE.md, "/login" budget).
 */
import { generatePath } from 'react-router';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { PATHS } from './paths';

/** The `tab` query of current orders is 1-based (1 draft, 2 expected, 3 delivered) (docs/PRODUCT.md#current-orders). */
export const TAB_NUMBERS: Record<OrdersTab, number> = { draft: 1, expected: 2, delivered: 3 };

/**
 * The query that opens an order's receive dialog on arrival (docs/PRODUCT.md#dashboard-warnings: a warning links to
 * the order).
 */
export const RECEIVE_QUERY = 'receive';

export function tabOfQuery(value: string | null): OrdersTab | null {
  const found = Object.entries(TAB_NUMBERS).find(([, number]) => String(number) === value);
  return found ? (found[0] as OrdersTab) : null;
}

/** `receiveOrderId` opens that order's receive dialog on arrival. */
export function currentOrdersPath(
  stationId: number,
  kind: OrderKind,
  tab?: OrdersTab,
  receiveOrderId?: number,
): string {
  const path = generatePath(kind === 'custom' ? PATHS.currentCustomOrders : PATHS.currentOrders, {
    stationId: String(stationId),
  });
  const query = new URLSearchParams();
  if (tab) query.set('tab', String(TAB_NUMBERS[tab]));
  if (receiveOrderId !== undefined) query.set(RECEIVE_QUERY, String(receiveOrderId));
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/**
 * Warehouse stations order from market suppliers in their own wizard (new-custom-order:
 * docs/PRODUCT.md#order-wizard).
 */
export function newOrderPath(stationId: number, kind: OrderKind, supplierId?: number): string {
  const path = generatePath(kind === 'custom' ? PATHS.newCustomOrder : PATHS.newOrder, {
    stationId: String(stationId),
  });
  return supplierId === undefined ? path : `${path}?${NEW_ORDER_SUPPLIER_QUERY}=${supplierId}`;
}

/**
 * A new order's supplier chosen by the link that opened the wizard (a cut-off reminder: docs/PRODUCT.md#notifications);
 * a supplier the station does not order from is ignored.
 */
export const NEW_ORDER_SUPPLIER_QUERY = 'supplier';

/** `view` opens that order's preview on arrival (a "call the supplier" reminder links to it). */
export const VIEW_QUERY = 'view';

/** The station's expected orders with the order's preview open (its contact's phone, the supplier's answer). */
export function orderViewPath(stationId: number, kind: OrderKind, orderId: number): string {
  return `${currentOrdersPath(stationId, kind, 'expected')}&${VIEW_QUERY}=${orderId}`;
}

export function editOrderPath(stationId: number, orderId: number): string {
  return generatePath(PATHS.editOrder, { stationId: String(stationId), orderId: String(orderId) });
}

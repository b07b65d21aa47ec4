/**
 * The routes of the ordering screens (docs/PRODUCT.md#routes) for a station, built from the route patterns so a
 * renamed route breaks the type check rather than a link.
 */
import { generatePath } from 'react-router';
import type { OrdersTab } from '@/domain/orders/row-menu';
import { PATHS } from '@/web/lib/paths';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { clearDraft } from '../draft-storage';

/** The `tab` query of current orders is 1-based (1 draft, 2 expected, 3 delivered) (docs/PRODUCT.md#current-orders). */
export const TAB_NUMBERS: Record<OrdersTab, number> = { draft: 1, expected: 2, delivered: 3 };

export function tabOfQuery(value: string | null): OrdersTab | null {
  const found = Object.entries(TAB_NUMBERS).find(([, number]) => String(number) === value);
  return found ? (found[0] as OrdersTab) : null;
}

/**
 * `receiveOrderId` opens that order's receive dialog on arrival (docs/PRODUCT.md#dashboard-warnings: a warning links
 * to the order).
 */
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

export const RECEIVE_QUERY = 'receive';

/**
 * Warehouse stations order from market suppliers in their own wizard (new-custom-order:
 * docs/PRODUCT.md#order-wizard).
 */
export function newOrderPath(stationId: number, kind: OrderKind): string {
  return generatePath(kind === 'custom' ? PATHS.newCustomOrder : PATHS.newOrder, {
    stationId: String(stationId),
  });
}

/**
 * 'create new order' (docs/PRODUCT.md#current-orders): the saved draft and the order-changed flag go first, so the
 * wizard starts from nothing. Answers where to go.
 */
export function startNewOrder(stationId: number, kind: OrderKind): string {
  clearDraft();
  return newOrderPath(stationId, kind);
}

export function editOrderPath(stationId: number, orderId: number): string {
  return generatePath(PATHS.editOrder, { stationId: String(stationId), orderId: String(orderId) });
}

/** The wizard's step in the address (`?step=`: docs/PRODUCT.md#wizard-navigation). */
export const STEP_QUERY = 'step';
/** With the send step: the channels send in one tap (send-panel.tsx). */
export const ONE_TAP_QUERY = 'oneTap';

/**
 * A prepared draft to review and send (a standing order's notification, decision 0030): the wizard opens at its send
 * step with the lines and the draft's contact chosen, and one tap on a channel sends it.
 */
export function reviewAndSendPath(stationId: number, orderId: number): string {
  return `${editOrderPath(stationId, orderId)}?${STEP_QUERY}=2&${ONE_TAP_QUERY}=1`;
}

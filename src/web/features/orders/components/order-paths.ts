/**
 * The ordering screens' routes: the plain builders are in lib/order-paths.ts (the shell links to orders too); what
 * touches the saved draft stays here.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import { editOrderPath, newOrderPath } from '@/web/lib/order-paths';
import { clearDraft } from '../draft-storage';

export {
  currentOrdersPath,
  editOrderPath,
  NEW_ORDER_SUPPLIER_QUERY,
  newOrderPath,
  orderViewPath,
  RECEIVE_QUERY,
  TAB_NUMBERS,
  tabOfQuery,
  VIEW_QUERY,
} from '@/web/lib/order-paths';

/**
 * 'create new order' (docs/PRODUCT.md#current-orders): the saved draft and the order-changed flag go first, so the
 * wizard starts from nothing. Answers where to go.
 */
export function startNewOrder(stationId: number, kind: OrderKind): string {
  clearDraft();
  return newOrderPath(stationId, kind);
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

/**
 * The ordering screens' routes: the plain builders are in lib/order-paths.ts (the shell links to orders too); what
 * touches the saved draft stays here.
 */
import type { OrderKind } from '@/domain/orders/orders.contract';
import { newOrderPath } from '@/web/lib/order-paths';
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

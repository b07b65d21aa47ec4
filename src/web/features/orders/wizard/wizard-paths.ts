/** Where the wizard leads after sending (docs/PRODUCT.md#sending), from the ordering screens' shared routes. */
import { PATHS } from '@/web/lib/paths';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { currentOrdersPath } from '../components/order-paths';

/**
 * After sending, a regular order goes to the dashboard, a warehouse order to its list (now expected)
 * (docs/PRODUCT.md#sending).
 */
export function afterSendPath(stationId: number, kind: OrderKind): string {
  return kind === 'custom' ? currentOrdersPath(stationId, kind, 'expected') : PATHS.home;
}

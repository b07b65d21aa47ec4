/** Where the wizard leads after sending (SPEC §4), from the ordering screens' shared routes. */
import { PATHS } from '@/web/lib/paths';
import type { OrderKind } from '@/domain/orders/orders.contract';
import { currentOrdersPath } from '../components/order-paths';

/** SPEC §4: after sending, a regular order goes to the dashboard, a warehouse order to its list (now expected). */
export function afterSendPath(stationId: number, kind: OrderKind): string {
  return kind === 'custom' ? currentOrdersPath(stationId, kind, 'expected') : PATHS.home;
}

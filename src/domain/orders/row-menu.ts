/** The options menu of a row on the current-orders screen (docs/PRODUCT.md#row-menu). */
import type { OrderStatus, Role } from '@/domain/shared/enums';
import { canDeleteOrder, canEditOrderItems, canReceiveOrder } from './order-rules';

export type OrdersTab = 'draft' | 'expected' | 'delivered';

export interface RowMenuOrder {
  status: OrderStatus;
  supplierDeleted: boolean;
  supplierContactNumber: string | null;
  hasShortfall: boolean;
}

export interface RowMenu {
  edit: { enabled: boolean; label: 'edit' | 'editAndContinue' };
  delete: boolean;
  view: boolean;
  receive: boolean;
  repeat: boolean;
  copyAsSms: boolean;
  callSupplier: boolean;
  /** Partial delivery alert icon. */
  alert: boolean;
}

export function orderRowMenu(order: RowMenuOrder, role: Role, tab: OrdersTab): RowMenu {
  return {
    edit: {
      enabled: canEditOrderItems(order.status, role),
      label: tab === 'draft' ? 'editAndContinue' : 'edit',
    },
    delete: canDeleteOrder(order.status),
    view: true,
    receive: canReceiveOrder(order.status),
    repeat: order.status !== 'OPEN' && !order.supplierDeleted,
    copyAsSms: order.status !== 'OPEN',
    callSupplier: !!order.supplierContactNumber?.trim(),
    alert: order.hasShortfall,
  };
}

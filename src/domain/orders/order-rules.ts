/**
 * Who may do what with an order in which state (docs/PRODUCT.md#ordering, #roles). The web's buttons and the server's
 * checks both call these, so a button is never enabled for something the server refuses.
 */
import type { ItemStatus, OrderStatus, Plan, Role } from '@/domain/shared/enums';
import { compareAmounts } from './amount';
import { planAllowance } from '@/domain/subscriptions/plan-allowance';

export const isVenueAdmin = (role: Role) => role === 'ROLE_ADMIN';

/** Items are editable while the order is a draft; a sent one only by an admin (docs/PRODUCT.md#role-venue-admin). */
export function canEditOrderItems(status: OrderStatus, role: Role): boolean {
  return status === 'OPEN' || (status === 'IN_PROGRESS' && isVenueAdmin(role));
}

/**
 * A sent order cannot be deleted: it is resolved by receiving it with not-arrived items (docs/PRODUCT.md#receiving).
 */
export function canDeleteOrder(status: OrderStatus): boolean {
  return status === 'OPEN';
}

export function canReceiveOrder(status: OrderStatus): boolean {
  return status === 'IN_PROGRESS' || status === 'INCOMPLETE';
}

/** The delivery date of a draft or an expected order may move (the overdue dialog, docs/PRODUCT.md#overdue). */
export function canChangeOrderDate(status: OrderStatus): boolean {
  return status === 'OPEN' || status === 'IN_PROGRESS';
}

/** Sending moves a draft to expected; an admin may re-send an edited expected order. */
export function canSendOrder(status: OrderStatus, role: Role): boolean {
  return status === 'OPEN' || (status === 'IN_PROGRESS' && isVenueAdmin(role));
}

/**
 * Not-delivered reasons other than 'not available' are PRO features (docs/PRODUCT.md#receive-outcomes); a trial tries
 * everything.
 */
export function planAllowsReceiveReasons(plan: Plan, trialEnded: boolean): boolean {
  return planAllowance({ plan, trialEnded, departmentLimit: 0 }).receiveReasons;
}

export interface ShortfallItem {
  status: ItemStatus;
  amount: string;
  deliveredAmount: string | null;
}

/** Something ordered did not (fully) arrive: partial, not available, moved, or still waiting after a receipt. */
export function itemHasShortfall(item: ShortfallItem): boolean {
  if (item.status === 'PENDING') return false;
  if (item.status === 'DELIVERED')
    return item.deliveredAmount !== null && compareAmounts(item.deliveredAmount, item.amount) < 0;
  return true;
}

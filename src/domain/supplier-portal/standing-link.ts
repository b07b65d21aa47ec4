/**
 * The supplier's standing link ("/{restaurantID}/supplier" supplier dashboard, now real:
 * docs/PRODUCT.md#standing-links, #supplier-dashboard-route): one link per supplier contact that lists every order
 * the venue sent to that contact, in the dashboard's tabs. Pure rules.
 */
import type { OrderStatus } from '@/domain/shared/enums';
import type { SupplierDecision } from './answer';

/** Where an order stands for the supplier: one tab each, but rejected orders show only under "All orders". */
export const STANDING_ORDER_STATES = ['arrived', 'confirmed', 'rejected', 'delivered'] as const;
export type StandingOrderState = (typeof STANDING_ORDER_STATES)[number];

/** The dashboard's tabs (docs/PRODUCT.md#dashboard): All orders, Arrived, Confirmed, Delivered. */
export const STANDING_TABS = ['all', 'arrived', 'confirmed', 'delivered'] as const;
export type StandingTab = (typeof STANDING_TABS)[number];

/** The most orders one standing page lists (newest delivery date first). */
export const STANDING_ORDERS_LIMIT = 200;

/**
 * Received in full or in part: delivered. Otherwise the supplier's answer decides: confirmed (with changes or not) or
 * rejected; an order sent and not answered yet has arrived at the supplier.
 */
export function standingOrderState(
  status: OrderStatus,
  decision: SupplierDecision | null,
): StandingOrderState {
  if (status === 'INCOMPLETE' || status === 'COMPLETED') return 'delivered';
  if (decision === 'REJECTED') return 'rejected';
  if (decision === 'CONFIRMED' || decision === 'CONFIRMED_WITH_CHANGES') return 'confirmed';
  return 'arrived';
}

export function inStandingTab(tab: StandingTab, state: StandingOrderState): boolean {
  return tab === 'all' || tab === state;
}

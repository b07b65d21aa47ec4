/**
 * Merge (docs/PRODUCT.md#merge): when a new order is being created, the station's unfinished orders of the same
 * supplier and date are offered. Each can be opened; OPEN and IN_PROGRESS ones can take the current selection
 * (merging into a sent order needs the right to edit it, i.e. an admin: decision 0004). Pure, so the rules are tested
 * without a screen.
 */
import type { OrderListItem } from '@/domain/orders/orders.schemas';
import { canEditOrderItems } from '@/domain/orders/order-rules';
import type { OrderStatus, Role } from '@/domain/shared/enums';
import type { MergeDecision } from './wizard-state';

/** The statuses the merge lookup asks for: everything not delivered yet. */
export const MERGE_CANDIDATE_STATUSES = [
  'OPEN',
  'IN_PROGRESS',
  'INCOMPLETE',
] as const satisfies readonly OrderStatus[];

const MERGEABLE: readonly OrderStatus[] = ['OPEN', 'IN_PROGRESS'];

/** Why "merge this order" is unavailable: nothing selected (or an amount to fix), or a sent order for non-admins. */
type MergeBlock = 'selectArticles' | 'adminOnly';

export interface MergeOffer {
  order: OrderListItem;
  /** 'edit' opens the draft in the wizard; 'expected' opens the current-orders list on its Expected tab. */
  goTo: 'edit' | 'expected';
  /** Null when merging is not offered at all (INCOMPLETE); otherwise whether it can be used now. */
  merge: { block: MergeBlock | null } | null;
}

interface MergeOfferContext {
  role: Role;
  /** At least one article selected and every amount valid (docs/PRODUCT.md#amounts). */
  selectionReady: boolean;
  /** The order this wizard already created (an interrupted send) is not a candidate for itself. */
  ownOrderId: number | null;
}

export function mergeOffers(orders: readonly OrderListItem[], context: MergeOfferContext): MergeOffer[] {
  return orders
    .filter((order) => order.id !== context.ownOrderId && order.status !== 'COMPLETED')
    .map((order) => ({
      order,
      goTo: order.status === 'OPEN' ? 'edit' : 'expected',
      merge: MERGEABLE.includes(order.status)
        ? {
            block: !canEditOrderItems(order.status, context.role)
              ? 'adminOnly'
              : context.selectionReady
                ? null
                : 'selectArticles',
          }
        : null,
    }));
}

/**
 * Whether to show the offer now. Not again once the user chose a new order with a selection in hand; if they chose
 * it before selecting anything, it comes back when they continue from the articles, but only if a merge is
 * possible then.
 */
export function shouldOfferMerge(
  offers: readonly MergeOffer[],
  decision: MergeDecision | null,
  key: string,
): boolean {
  if (offers.length === 0) return false;
  if (decision?.key !== key) return true;
  if (decision.withSelection) return false;
  return offers.some((offer) => offer.merge !== null && offer.merge.block === null);
}

/**
 * What the receive dialog holds for each item still waiting, and the request it turns into
 * (docs/PRODUCT.md#receiving, #partial-delivery). The decision whether the receipt may be sent is the domain's
 * receiveOutcome, the same function the server runs, so Accept is never enabled for a receipt the server refuses.
 */
import { isValidAmount, parseAmount } from '@/domain/orders/amount';
import type { Order, OrderItem } from '@/domain/orders/orders.schemas';
import {
  isWaiting,
  type ReceivedItem,
  ReceivedItemSchema,
  type ReceiveRules,
  receiveOutcome,
} from '@/domain/orders/receive';
import { type PriceChange, priceChange, priceInputText, toCents } from '@/domain/prices/money';
import type { NotDeliveredReason } from '@/domain/shared/enums';

export type ItemChoice = 'delivered' | 'partial' | 'notDelivered';

export interface ItemDraft {
  choice: ItemChoice | null;
  /** The delivered amount of a partial delivery, as typed. */
  amount: string;
  reason: NotDeliveredReason | null;
  note: string;
  /** The unit price paid, as typed (comma or dot); prefilled with the ordered price, empty for none. */
  paidPrice: string;
}

export type Drafts = Record<number, ItemDraft>;

/**
 * Which not-delivered choice an item offers: warehouse orders none (not delivered means not available), BASIC only
 * "not available" (the other reasons are PRO, docs/PRODUCT.md#receive-outcomes), otherwise all three.
 */
export type ReasonMode = 'none' | 'notAvailableOnly' | 'choose';

export function reasonMode(rules: ReceiveRules): ReasonMode {
  if (rules.isCustom) return 'none';
  return rules.reasonsAllowed ? 'choose' : 'notAvailableOnly';
}

export const waitingItems = (order: Order): OrderItem[] =>
  order.products.filter((item) => isWaiting(item.status));

/**
 * The starting point: nothing chosen, except that an item arriving later shows as not delivered, arriving later
 * (docs/PRODUCT.md#receiving: INCOMPLETE shows as not delivered), so accepting again without touching it keeps it
 * waiting.
 */
export function initialDrafts(
  order: Order,
  rules: ReceiveRules,
  /** Items the supplier said will not come start as not delivered, not available (docs/PRODUCT.md#supplier-side). */
  declinedBySupplier: readonly number[] = [],
  language = 'ser',
): Drafts {
  const keepsWaiting = reasonMode(rules) === 'choose';
  return Object.fromEntries(
    waitingItems(order).map((item): [number, ItemDraft] => {
      const start = {
        amount: '',
        note: item.receiveNote,
        paidPrice: priceInputText(item.unitPrice, language),
      };
      return [
        item.id,
        item.status === 'INCOMPLETE' && keepsWaiting
          ? { ...start, choice: 'notDelivered', reason: 'ARRIVE_LATER' }
          : item.status === 'PENDING' && declinedBySupplier.includes(item.id)
            ? { ...start, choice: 'notDelivered', reason: 'NOT_AVAILABLE' }
            : { ...start, choice: null, reason: null },
      ];
    }),
  );
}

/** The typed paid price for the request: undefined when left empty (none given). */
const paidPriceOf = (draft: ItemDraft | undefined): string | undefined =>
  draft?.paidPrice.trim() || undefined;

const validPaidPrice = (draft: ItemDraft | undefined): string | undefined => {
  const paid = paidPriceOf(draft);
  return paid !== undefined && toCents(paid) !== undefined ? paid : undefined;
};

/**
 * The price change the row shows (docs/PRODUCT.md#prices): the domain's priceChange of the ordered and the typed
 * price for the amount that arrived, or null without an ordered price or a complete paid price.
 */
export function paidPriceChange(item: OrderItem, draft: ItemDraft, tolerance: string): PriceChange | null {
  const paid = paidPriceOf(draft);
  if (!item.unitPrice || paid === undefined || toCents(paid) === undefined) return null;
  const received = draft.choice === 'partial' ? parseAmount(draft.amount) : item.amount;
  if (received === undefined) return null;
  return priceChange({ orderedPrice: item.unitPrice, paidPrice: paid, receivedAmount: received, tolerance });
}

/** The request line of one item, or null while nothing is chosen for it. */
function receivedLine(itemId: number, draft: ItemDraft, rules: ReceiveRules): unknown {
  if (draft.choice === null) return null;
  const receiveNote = draft.note.trim() || undefined;
  switch (draft.choice) {
    case 'delivered':
      return { id: itemId, status: 'DELIVERED', receiveNote, paidPrice: paidPriceOf(draft) };
    case 'partial':
      return {
        id: itemId,
        status: 'DELIVERED',
        deliveredAmount: draft.amount,
        receiveNote,
        paidPrice: paidPriceOf(draft),
      };
    case 'notDelivered':
      return {
        id: itemId,
        status: 'NOT_DELIVERED',
        notDeliveredReason: reasonMode(rules) === 'choose' ? (draft.reason ?? undefined) : 'NOT_AVAILABLE',
        receiveNote,
      };
  }
}

interface ReceiveEvaluation {
  /** Valid request lines (the schema's output: amounts normalised). */
  products: ReceivedItem[];
  /** Every waiting item is resolved and every input is valid. */
  ready: boolean;
  /** Waiting items with nothing (or not enough) chosen yet. */
  unresolved: number;
  /**
   * Partial deliveries whose amount is not a valid amount: 0.1 (docs/PRODUCT.md#partial-delivery) to MAX_AMOUNT
   * (docs/PRODUCT.md#amount-bounds).
   */
  invalidAmounts: ReadonlySet<number>;
  /** Delivered items whose typed paid price is not a price (0 to 999 999 999,99, two decimals at most). */
  invalidPrices: ReadonlySet<number>;
}

export function evaluateReceive(order: Order, drafts: Drafts, rules: ReceiveRules): ReceiveEvaluation {
  const products: ReceivedItem[] = [];
  const invalidAmounts = new Set<number>();
  const invalidPrices = new Set<number>();
  let unresolved = 0;
  for (const item of waitingItems(order)) {
    const draft = drafts[item.id];
    const line = draft ? receivedLine(item.id, draft, rules) : null;
    if (draft?.choice === 'partial' && !isValidAmount(draft.amount)) invalidAmounts.add(item.id);
    const paid = paidPriceOf(draft);
    if ((draft?.choice === 'partial' || draft?.choice === 'delivered') && paid && toCents(paid) === undefined)
      invalidPrices.add(item.id);
    const parsed = line === null ? null : ReceivedItemSchema.safeParse(line);
    // Not delivered without saying what happens next is not an outcome yet (receiveOutcome agrees).
    if (parsed?.success && (parsed.data.status === 'DELIVERED' || parsed.data.notDeliveredReason)) {
      products.push(parsed.data);
    } else {
      unresolved += 1;
    }
  }
  const outcome = receiveOutcome(order.products, products, rules);
  return { products, ready: outcome.ok && unresolved === 0, unresolved, invalidAmounts, invalidPrices };
}

/** 'all arrived' only while no item is marked partial or not delivered (docs/PRODUCT.md#partial-delivery). */
export function allArrivedAllowed(order: Order, drafts: Drafts): boolean {
  return waitingItems(order).every((item) => {
    const choice = drafts[item.id]?.choice ?? null;
    return choice === null || choice === 'delivered';
  });
}

/** 'All arrived': every waiting item delivered in full, keeping the notes typed so far. */
export function allArrivedProducts(order: Order, drafts: Drafts): ReceivedItem[] {
  return waitingItems(order).map((item) =>
    ReceivedItemSchema.parse({
      id: item.id,
      status: 'DELIVERED',
      receiveNote: drafts[item.id]?.note.trim() || undefined,
      // A price still being typed wrong is left out rather than refusing the whole receipt.
      paidPrice: validPaidPrice(drafts[item.id]),
    }),
  );
}

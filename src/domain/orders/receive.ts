/**
 * Receiving an order item by item (docs/PRODUCT.md#receiving, #input-rules): what each item becomes, which items move
 * to a new order, and the order's next status. Nothing ordered is silently forgotten: every waiting item must be
 * delivered (fully or partly), moved to a new order, declared not available, or kept waiting (arrives later).
 */
import { z } from 'zod';
import { type ItemStatus, type NotDeliveredReason, NotDeliveredReasonSchema } from '@/domain/shared/enums';
import { IdSchema } from '@/domain/shared/ids';
import { NOTE_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH, RECEIVE_MAX_LINES } from '@/domain/shared/limits';
import { userText } from '@/domain/shared/text';
import { PriceTextSchema } from '@/domain/prices/money';
import { type AmountProblem, AmountSchema, amountProblem, compareAmounts } from './amount';

export const ReceivedItemSchema = z.object({
  /** Order item id. */
  id: IdSchema,
  status: z.enum(['DELIVERED', 'NOT_DELIVERED'], { error: 'invalidStatus' }),
  /** Only when part of the amount arrived; absent means all of it. */
  deliveredAmount: AmountSchema.nullish(),
  notDeliveredReason: NotDeliveredReasonSchema.nullish(),
  receiveNote: userText({ max: NOTE_MAX_LENGTH }).optional(),
  /** The unit price paid for a delivered line (docs/PRODUCT.md#prices), comma or dot; absent when not given. */
  paidPrice: PriceTextSchema.nullish(),
});
export type ReceivedItem = z.infer<typeof ReceivedItemSchema>;

export const ReceiveOrderSchema = z.object({
  products: z.array(ReceivedItemSchema).min(1, 'unresolvedItems').max(RECEIVE_MAX_LINES, 'invalidInput'),
  receivingNote: userText({ max: ORDER_NOTE_MAX_LENGTH }).default(''),
  /** The version the dialog loaded; a newer one means someone else received meanwhile (409 order_changed). */
  version: z.number().int().nonnegative().optional(),
});
export type ReceiveOrderInput = z.infer<typeof ReceiveOrderSchema>;

export interface ReceivableItem {
  id: number;
  amount: string;
  status: ItemStatus;
}

export interface ItemUpdate {
  id: number;
  status: ItemStatus;
  deliveredAmount: string | null;
  notDeliveredReason: NotDeliveredReason | null;
  receiveNote: string;
  /** The unit price paid, for a delivered line whose receiver gave one. */
  paidPrice: string | null;
}

export interface ReceiveRules {
  /** MOVE_TO_NEW and ARRIVE_LATER are PRO features (docs/PRODUCT.md#receive-outcomes). */
  reasonsAllowed: boolean;
  /** Warehouse orders have no reason choice: not delivered means not available (docs/PRODUCT.md#receive-outcomes). */
  isCustom: boolean;
}

export type ReceiveOutcome =
  | { ok: true; updates: ItemUpdate[]; movedItemIds: number[]; orderStatus: 'INCOMPLETE' | 'COMPLETED' }
  | {
      ok: false;
      code: 'unresolvedItems' | 'order_changed' | 'reasonNotAllowed' | 'invalidInput' | AmountProblem;
    };

/** An item still to be received: never received, or arriving later. */
export const isWaiting = (status: ItemStatus) => status === 'PENDING' || status === 'INCOMPLETE';

function notDeliveredOutcome(
  reason: NotDeliveredReason | null | undefined,
  rules: ReceiveRules,
): { status: ItemStatus; reason: NotDeliveredReason } | 'reasonNotAllowed' | 'unresolvedItems' {
  const simple = rules.isCustom || !rules.reasonsAllowed;
  if (simple) {
    if (reason && reason !== 'NOT_AVAILABLE') return 'reasonNotAllowed';
    return { status: 'NOT_DELIVERED', reason: 'NOT_AVAILABLE' };
  }
  switch (reason) {
    case 'NOT_AVAILABLE':
      return { status: 'NOT_DELIVERED', reason };
    case 'MOVE_TO_NEW':
      return { status: 'MOVE_TO_NEW', reason };
    case 'ARRIVE_LATER':
      return { status: 'INCOMPLETE', reason };
    default:
      // Not delivered without saying what happens to it: not resolved.
      return 'unresolvedItems';
  }
}

export function receiveOutcome(
  items: readonly ReceivableItem[],
  received: readonly ReceivedItem[],
  rules: ReceiveRules,
): ReceiveOutcome {
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<number>();
  const updates: ItemUpdate[] = [];
  const movedItemIds: number[] = [];

  for (const line of received) {
    const item = byId.get(line.id);
    if (!item || seen.has(line.id)) return { ok: false, code: 'invalidInput' };
    seen.add(line.id);
    // Someone else resolved it since this screen loaded.
    if (!isWaiting(item.status)) return { ok: false, code: 'order_changed' };
    const receiveNote = line.receiveNote ?? '';

    if (line.status === 'DELIVERED') {
      if (line.notDeliveredReason) return { ok: false, code: 'invalidInput' };
      // The delivered amount has the same bound as an ordered one, whoever calls this (docs/PRODUCT.md#amount-bounds).
      const problem = line.deliveredAmount ? amountProblem(line.deliveredAmount) : undefined;
      if (problem) return { ok: false, code: problem };
      updates.push({
        id: item.id,
        status: 'DELIVERED',
        deliveredAmount: line.deliveredAmount ?? item.amount,
        notDeliveredReason: null,
        receiveNote,
        paidPrice: line.paidPrice ?? null,
      });
      continue;
    }

    // Nothing arrived, so nothing was paid for it.
    if (line.deliveredAmount || line.paidPrice) return { ok: false, code: 'invalidInput' };
    const outcome = notDeliveredOutcome(line.notDeliveredReason, rules);
    if (typeof outcome === 'string') return { ok: false, code: outcome };
    if (outcome.status === 'MOVE_TO_NEW') movedItemIds.push(item.id);
    updates.push({
      id: item.id,
      status: outcome.status,
      deliveredAmount: null,
      notDeliveredReason: outcome.reason,
      receiveNote,
      paidPrice: null,
    });
  }

  if (items.some((item) => isWaiting(item.status) && !seen.has(item.id)))
    return { ok: false, code: 'unresolvedItems' };

  const stillWaiting = updates.some((update) => update.status === 'INCOMPLETE');
  return { ok: true, updates, movedItemIds, orderStatus: stillWaiting ? 'INCOMPLETE' : 'COMPLETED' };
}

/**
 * Items received with more than was ordered: the receipt records what arrived, but only after the user
 * confirmed it, since "30" typed for "3" is the likelier story than thirty crates.
 */
export function overDeliveries<Item extends ReceivableItem>(
  ordered: readonly Item[],
  received: readonly ReceivedItem[],
): { item: Item; deliveredAmount: string }[] {
  return received.flatMap((line) => {
    const item = ordered.find((candidate) => candidate.id === line.id);
    const delivered = line.deliveredAmount;
    if (!item || line.status !== 'DELIVERED' || !delivered) return [];
    return compareAmounts(delivered, item.amount) > 0 ? [{ item, deliveredAmount: delivered }] : [];
  });
}

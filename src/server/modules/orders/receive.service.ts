/**
 * Receiving an order (SPEC §4; issue 4), in one transaction on the locked order: every waiting item gets its
 * outcome (domain receiveOutcome), moved items go to one new OPEN order of the same station and supplier dated
 * today, and the order becomes INCOMPLETE while something is still waiting, otherwise COMPLETED. A second receipt
 * working from stale data gets 409 order_changed and changes nothing.
 *
 * Round trips (decision 0010): the locking read, the write, the shortfall mail's row per notified admin, and the
 * commit. The write takes the station's number row, so it comes after everything that can refuse.
 */
import { AppError } from '../../../domain/errors';
import {
  itemHasShortfall,
  planAllowsReceiveReasons,
  canReceiveOrder,
} from '../../../domain/orders/order-rules';
import { type ReceiveOrderInput, receiveOutcome } from '../../../domain/orders/receive';
import type { ReceiveResponse } from '../../../domain/orders/order-schemas';
import { venueToday } from '../../../domain/shared/dates';
import { trialStatus } from '../../../domain/subscriptions/trial';
import type { OrderKind } from '../../../domain/orders/orders.contract';
import type { ServiceContext } from '../../types';
import { notifyAdminsOfShortfall } from './order-completion-mail.service';
import { reserveOrderNumbers } from './orders.repository';
import {
  lockReceiptFacts,
  type ReceiptWrite,
  type ReceiptWritten,
  writeReceipt,
} from './receive-order.repository';
import type { Executor } from '../../db/client';

/** Receiving also mails the venue's admins about what is missing. */
export type ReceiveContext = ServiceContext<'db' | 'now' | 'mailer' | 'config'>;

export async function receiveOrder(
  ctx: ReceiveContext,
  orderId: number,
  kind: OrderKind,
  input: ReceiveOrderInput,
): Promise<ReceiveResponse> {
  const { caller: principal } = ctx;
  const { venueId } = principal;
  return ctx.db.transaction(async (tx) => {
    const facts = await lockReceiptFacts(tx, principal, orderId);
    if (!facts || facts.order.isCustom !== (kind === 'custom'))
      throw new AppError('not_found', 'Order not found');
    if (!facts.stationVisible) throw new AppError('not_found', 'No such station');
    const { order, items } = facts;
    if (!canReceiveOrder(order.status)) throw new AppError('order_not_receivable');
    if (input.version !== undefined && input.version !== order.version) throw new AppError('order_changed');

    const now = ctx.now();
    if (!facts.plan) throw new AppError('subscription_not_exist');
    const outcome = receiveOutcome(items, input.products, {
      reasonsAllowed: planAllowsReceiveReasons(
        facts.plan,
        trialStatus(facts.plan, facts.trialEndsAt, now).trialEnded,
      ),
      isCustom: order.isCustom,
    });
    if (!outcome.ok) throw new AppError(outcome.code);

    const written = await writeReceiptNumbered(tx, {
      venueId,
      order,
      updates: outcome.updates,
      status: outcome.orderStatus,
      receivingNote: input.receivingNote,
      moved: items.filter((item) => outcome.movedItemIds.includes(item.id)),
      today: venueToday(now),
      userId: principal.userId,
      now,
    });
    const newOrderId = written.newOrderId ?? undefined;

    // The items as they are now: this receipt's outcomes over what was resolved before.
    const updates = new Map(outcome.updates.map((update) => [update.id, update]));
    const missing = items.map((item) => ({ ...item, ...updates.get(item.id) })).filter(itemHasShortfall);
    if (missing.length > 0 && facts.admins.length > 0) {
      await notifyAdminsOfShortfall(tx, ctx, {
        venueId,
        order,
        status: outcome.orderStatus,
        missing,
        admins: facts.admins,
        facts: { ...facts, newOrderNumber: written.newOrderNumber },
      });
    }
    return newOrderId ? { status: outcome.orderStatus, newOrderId } : { status: outcome.orderStatus };
  });
}

/**
 * The write, and once per 20 orders of a station (its block of numbers used up, nothing written) a new block and the
 * write again. The station's row is then locked before the venue's, as reserveOrderNumbers requires.
 */
async function writeReceiptNumbered(tx: Executor, write: ReceiptWrite): Promise<ReceiptWritten> {
  const first = await writeReceipt(tx, write);
  if (first.written) return first;
  await reserveOrderNumbers(tx, write.venueId, write.order.stationId);
  const again = await writeReceipt(tx, write);
  if (!again.written) throw new Error(`Station ${write.order.stationId} of venue ${write.venueId} vanished`);
  return again;
}

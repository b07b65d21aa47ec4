/**
 * Receiving an order (SPEC §4; issue 4), in one transaction on the locked order: every waiting item gets its
 * outcome (domain receiveOutcome), moved items go to one new OPEN order of the same station and supplier dated
 * today, and the order becomes INCOMPLETE while something is still waiting, otherwise COMPLETED. A second receipt
 * working from stale data gets 409 order_changed and changes nothing.
 */
import { AppError } from '../../../domain/errors';
import {
  itemHasShortfall,
  planAllowsReceiveReasons,
  canReceiveOrder,
} from '../../../domain/orders/order-rules';
import { formatOrderNumber } from '../../../domain/orders/order-number';
import { type ReceiveOrderInput, receiveOutcome } from '../../../domain/orders/receive';
import type { ReceiveResponse } from '../../../domain/orders/order-schemas';
import { venueToday } from '../../../domain/shared/dates';
import type { Executor } from '../../db/client';
import { venuePlan } from '../subscriptions/subscriptions.service';
import { notifyAdminsOfShortfall } from './order-completion-mail.service';
import {
  type ItemResolution,
  insertOrderWithItems,
  orderItemsOf,
  type OrderItemRow,
  type OrderRow,
  resolveItemsAndOrder,
  takeOrderNumber,
} from './orders.repository';
import type { OrderKind } from '../../../domain/orders/orders.contract';
import type { ServiceContext } from '../../types';
import { lockVisibleOrderAndStation, type OrderContext } from './orders.service';
import type { StationRow } from '../stations/stations.repository';

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
    const { order, station } = await lockVisibleOrderAndStation(tx, principal, orderId, kind);
    if (!canReceiveOrder(order.status)) throw new AppError('order_not_receivable');
    if (input.version !== undefined && input.version !== order.version) throw new AppError('order_changed');

    const now = ctx.now();
    const plan = await venuePlan(tx, venueId, now);
    const items = await orderItemsOf(tx, venueId, order.id);
    const outcome = receiveOutcome(items, input.products, {
      reasonsAllowed: planAllowsReceiveReasons(plan.plan, plan.trialEnded),
      isCustom: order.isCustom,
    });
    if (!outcome.ok) throw new AppError(outcome.code);

    const newOrderId =
      outcome.movedItemIds.length > 0
        ? await createBackorder(
            tx,
            ctx,
            { order, station },
            items.filter((item) => outcome.movedItemIds.includes(item.id)),
            now,
          )
        : undefined;

    const resolutions: ItemResolution[] = outcome.updates.map((update) => ({
      ...update,
      moveToOrderId: update.status === 'MOVE_TO_NEW' ? (newOrderId ?? null) : null,
    }));
    await resolveItemsAndOrder(tx, venueId, resolutions, {
      orderId: order.id,
      status: outcome.orderStatus,
      receivingNote: input.receivingNote,
      completedAt: outcome.orderStatus === 'COMPLETED' ? now : null,
      newOrderId: newOrderId ?? null,
      lastUpdatedById: principal.userId,
      lastUpdatedAt: now,
    });

    // The items as they are now: this receipt's outcomes over what was resolved before.
    const updates = new Map(outcome.updates.map((update) => [update.id, update]));
    const missing = items.map((item) => ({ ...item, ...updates.get(item.id) })).filter(itemHasShortfall);
    if (missing.length > 0) {
      await notifyAdminsOfShortfall(tx, ctx, {
        venueId,
        order,
        status: outcome.orderStatus,
        missing,
        newOrderId,
        receivedById: principal.userId,
      });
    }
    return newOrderId ? { status: outcome.orderStatus, newOrderId } : { status: outcome.orderStatus };
  });
}

/**
 * SPEC §4 MOVE_TO_NEW: the moved items in full, on a new OPEN order of the same station and supplier, dated today,
 * with empty notes. Each new item remembers the item it came from.
 */
async function createBackorder(
  tx: Executor,
  ctx: OrderContext,
  { order, station }: { order: OrderRow; station: StationRow },
  moved: readonly OrderItemRow[],
  now: Date,
): Promise<number> {
  return insertOrderWithItems(
    tx,
    {
      venueId: order.venueId,
      stationId: order.stationId,
      supplierId: order.supplierId!,
      isCustom: order.isCustom,
      orderNumber: formatOrderNumber(station.name, await takeOrderNumber(tx, order.venueId, order.stationId)),
      deadline: venueToday(now),
      orderNote: '',
      paymentMethod: null,
      userId: ctx.caller.userId,
      sourceOrderId: order.id,
      now,
    },
    moved.map((item) => ({
      articleId: item.articleId,
      name: item.name,
      unit: item.unit,
      amount: item.amount,
      note: '',
      movedFromItemId: item.id,
    })),
  );
}

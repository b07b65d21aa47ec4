/**
 * Receiving an order (docs/PRODUCT.md#receiving): every waiting item gets its outcome (domain receiveOutcome), moved
 * items go to one new OPEN order of the same station and supplier dated today, and the order becomes INCOMPLETE while
 * something is still waiting, otherwise COMPLETED. A receipt working from a stale copy (its version) gets 409
 * order_changed and changes nothing.
 *
 * Two statements, no transaction between them (decision 0010): the read the decision is made on, and one write that
 * applies it only if the order is still at the version read, all of it or nothing, the shortfall mail included. When
 * someone else changed the order in between, a receipt that named no version is decided again on the new state (so
 * two receipts at once end with exactly one outcome per item); one that named its version gets order_changed.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '@/domain/errors';
import { itemHasShortfall, planAllowsReceiveReasons, canReceiveOrder } from '@/domain/orders/order-rules';
import { type ReceiveOrderInput, receiveOutcome } from '@/domain/orders/receive';
import type { ReceiveResponse } from '@/domain/orders/orders.schemas';
import { venueToday } from '@/domain/shared/dates';
import { trialStatus } from '@/domain/subscriptions/trial';
import type { OrderKind } from '@/domain/orders/orders.contract';
import type { ServiceContext } from '@/server/types';
import { shortfallMails } from './order-completion-mail.service';
import {
  readReceiptFacts,
  type ReceiptFacts,
  type ReceiptWrite,
  writeReceipt,
} from './receive-order.statement';

/** Receiving also mails the venue's admins about what is missing. */
export type ReceiveContext = ServiceContext<'db' | 'now' | 'mailer' | 'config'>;

/** Reads and decisions per receipt before giving up on an order that others keep changing (each time a new state). */
const RECEIVE_ATTEMPTS = 5;

export async function receiveOrder(
  ctx: ReceiveContext,
  orderId: number,
  kind: OrderKind,
  input: ReceiveOrderInput,
): Promise<ReceiveResponse> {
  for (let attempt = 0; attempt < RECEIVE_ATTEMPTS; attempt += 1) {
    const facts = await readReceiptFacts(ctx.db, ctx.caller, orderId);
    const decided = decideReceipt(ctx, facts, kind, input);
    const written = await writeReceipt(ctx.db, decided.write);
    if (written.refusal === 'changed') {
      if (input.version !== undefined) throw new AppError('order_changed');
      continue;
    }
    ctx.mailer.queued(written.mails ?? []);
    const { status } = decided.write;
    return written.newOrderId ? { status, newOrderId: written.newOrderId } : { status };
  }
  throw new AppError('order_changed');
}

/** The checks in the use case's order, the domain's outcome, and the write it makes, its mails included. */
function decideReceipt(
  ctx: ReceiveContext,
  facts: ReceiptFacts | undefined,
  kind: OrderKind,
  input: ReceiveOrderInput,
): { write: ReceiptWrite } {
  const { caller, mailer } = ctx;
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

  const moved = items.filter((item) => outcome.movedItemIds.includes(item.id));
  // Letters, digits and a dash: no escaping changes it, and no text a person typed contains it.
  const newOrderNumberSlot = `NEW-ORDER-${randomBytes(12).toString('hex')}`;
  // The items as they are now: this receipt's outcomes over what was resolved before.
  const updates = new Map(outcome.updates.map((update) => [update.id, update]));
  const missing = items.map((item) => ({ ...item, ...updates.get(item.id) })).filter(itemHasShortfall);
  const mails =
    missing.length === 0
      ? []
      : shortfallMails(ctx, {
          venueId: caller.venueId,
          order,
          status: outcome.orderStatus,
          missing,
          admins: facts.admins,
          facts: { ...facts, newOrderNumber: moved.length > 0 ? newOrderNumberSlot : null },
        });
  return {
    write: {
      venueId: caller.venueId,
      order,
      version: order.version,
      updates: outcome.updates,
      status: outcome.orderStatus,
      hasShortfall: missing.length > 0,
      receivingNote: input.receivingNote,
      moved,
      today: venueToday(now),
      userId: caller.userId,
      now,
      mails: mails.map((mail) => mailer.outboxRow(mail)),
      newOrderNumberSlot,
    },
  };
}

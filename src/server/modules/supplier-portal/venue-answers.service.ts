/**
 * The venue's reading of the supplier's side of one of its orders (docs/PRODUCT.md#supplier-answer): opened when,
 * answered what.
 */
import { AppError } from '@/domain/errors';
import { supplierState } from '@/domain/supplier-portal/answer';
import {
  RECENT_ANSWER_DAYS,
  RECENT_ANSWERS_LIMIT,
  type RecentSupplierAnswer,
} from '@/domain/supplier-portal/recent-answers';
import type { OrderSupplierAnswer } from '@/domain/supplier-portal/supplier-portal.schemas';
import type { ServiceContext } from '@/server/types';
import { lockOrder, supplierContact } from '@/server/modules/orders/orders.public';
import { answerView } from './supplier-portal.service';
import {
  findOrderStation,
  findSupplierAnswer,
  portalItems,
  recentSupplierAnswers,
} from './supplier-portal.repository';
import { requireVisibleStation } from '@/server/shared/station-visibility';
import { orderLinkFor } from '@/server/shared/order-link';

export async function readOrderSupplierAnswer(
  ctx: ServiceContext<'db'>,
  orderId: number,
): Promise<OrderSupplierAnswer> {
  const { venueId } = ctx.caller;
  const order = await findOrderStation(ctx.db, venueId, orderId);
  if (!order) throw new AppError('not_found', 'Order not found');
  await requireVisibleStation(ctx.db, ctx.caller, order.stationId);
  const [answer, items] = await Promise.all([
    findSupplierAnswer(ctx.db, venueId, orderId),
    portalItems(ctx.db, venueId, orderId),
  ]);
  return {
    state: supplierState({ decision: answer?.decision ?? null, openedAt: answer?.firstOpenedAt ?? null }),
    firstOpenedAt: answer?.firstOpenedAt.toISOString() ?? null,
    lastOpenedAt: answer?.lastOpenedAt.toISOString() ?? null,
    answer: answerView(answer, items),
    // Only items still on the order (an edit after the answer may have removed some).
    declinedItemIds: answer?.decision
      ? items.filter((item) => answer.declinedItemIds.includes(item.id)).map((item) => item.id)
      : [],
  };
}

/**
 * The link of a draft or expected regular order for one of its supplier's contacts (the same one sending makes), so
 * the wizard's text is final before the tap that opens the channel (docs/PRODUCT.md#send-flow) and still ends with
 * the link.
 */
export async function prepareOrderLink(
  ctx: ServiceContext<'db' | 'config'>,
  orderId: number,
  contactId: number,
): Promise<{ supplierLink: string }> {
  const { venueId } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, venueId, orderId);
    if (!order) throw new AppError('not_found', 'Order not found');
    await requireVisibleStation(tx, ctx.caller, order.stationId);
    if (order.isCustom || order.supplierId === null) throw new AppError('not_found', 'Order not found');
    if (order.status !== 'OPEN' && order.status !== 'IN_PROGRESS') throw new AppError('order_not_sendable');
    const contact = await supplierContact(tx, venueId, order.supplierId, contactId);
    if (!contact) throw new AppError('not_found', 'Contact not found');
    return {
      supplierLink: await orderLinkFor(tx, ctx, { venueId, orderId: order.id, contactId: contact.id }),
    };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's card: answers of the last days to orders still expected, on the caller's stations. */
export async function readRecentSupplierAnswers(
  ctx: ServiceContext<'db' | 'now'>,
): Promise<RecentSupplierAnswer[]> {
  const since = new Date(ctx.now().getTime() - RECENT_ANSWER_DAYS * DAY_MS);
  const rows = await recentSupplierAnswers(ctx.db, ctx.caller, { since, limit: RECENT_ANSWERS_LIMIT });
  return rows.flatMap((row) =>
    row.decision && row.answeredAt
      ? [{ ...row, decision: row.decision, answeredAt: row.answeredAt.toISOString() }]
      : [],
  );
}

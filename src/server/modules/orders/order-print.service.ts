/** The printed order and receipt (GET /orders/print/{id}): an order the caller sees, of either kind, with its paper's facts. */
import { AppError } from '@/domain/errors';
import type { OrderPrint } from '@/domain/orders/order-print.schemas';
import type { OrderContext } from './order-locks';
import { loadOrder } from './order-detail.repository';
import { findOrderPaperFacts } from './order-print.repository';

const RECEIVED = new Set(['COMPLETED', 'INCOMPLETE']);

export async function readOrderPrint(ctx: OrderContext, orderId: number): Promise<OrderPrint> {
  // The order's own read applies the station visibility (another venue's or station's order: 404).
  const order = await loadOrder(ctx.db, ctx.caller, orderId);
  if (!order) throw new AppError('not_found', 'Order not found');
  const facts = await findOrderPaperFacts(ctx.db, ctx.caller.venueId, orderId);
  if (!facts) throw new AppError('not_found', 'Order not found');
  const received = RECEIVED.has(order.status);
  return {
    order,
    venue: facts.venue,
    contact: facts.contact,
    receivedBy: received ? order.lastUpdatedBy : null,
    receivedAt: received ? (facts.completedAt?.toISOString() ?? order.lastUpdatedAt) : null,
  };
}

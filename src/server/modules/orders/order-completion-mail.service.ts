/** Tells the venue's admins (those with e-mail notifications on) that a receipt left items missing (issue 4). */
import type { OrderStatus } from '../../../domain/shared/enums';
import type { Deps } from '../../types';
import type { Executor } from '../../db/client';
import { ORDER_SHORTFALL_MAIL_KIND, renderOrderShortfallMail } from '../../mail/order-shortfall';
import { findNotifiedAdmins } from '../users/users.repository';
import { findShortfallMailFacts, type OrderItemRow, type OrderRow } from './orders.repository';

export async function notifyAdminsOfShortfall(
  tx: Executor,
  deps: Deps<'mailer' | 'config'>,
  input: {
    venueId: number;
    order: OrderRow;
    status: OrderStatus;
    missing: readonly OrderItemRow[];
    newOrderId: number | undefined;
    receivedById: number;
  },
): Promise<void> {
  const { venueId, order } = input;
  const admins = await findNotifiedAdmins(tx, venueId);
  if (admins.length === 0) return;
  const facts = await findShortfallMailFacts(tx, venueId, {
    orderId: order.id,
    receivedById: input.receivedById,
    newOrderId: input.newOrderId,
  });

  const tab = input.status === 'INCOMPLETE' ? 2 : 3;
  const link = `${deps.config.publicUrl}/current-orders/${order.stationId}/${order.isCustom ? 'custom-orders' : 'orders'}?tab=${tab}`;
  for (const admin of admins) {
    const mail = renderOrderShortfallMail({
      language: admin.language,
      adminName: admin.name,
      venueName: facts.venueName,
      stationName: facts.stationName,
      supplierName: facts.supplierName,
      orderNumber: order.orderNumber,
      deadline: order.deadline,
      status: input.status,
      receivedBy: facts.receivedBy,
      items: input.missing,
      newOrderNumber: facts.newOrderNumber,
      link,
    });
    await deps.mailer.enqueue(
      { kind: ORDER_SHORTFALL_MAIL_KIND, to: admin.email, userId: admin.id, venueId, ...mail },
      tx,
    );
  }
}

/** Tells the venue's admins (those with e-mail notifications on) that a receipt left items missing (issue 4). */
import type { OrderStatus } from '../../../domain/shared/enums';
import type { Deps } from '../../types';
import type { Executor } from '../../db/client';
import { ORDER_SHORTFALL_MAIL_KIND, renderOrderShortfallMail } from '../../mail/order-shortfall';
import type { OrderItemRow, OrderRow } from './orders.repository';
import type { NotifiedAdmin } from './receive-order.repository';

/** What the shortfall mail names besides the order: its venue, station and supplier, the receiver, the new order. */
export interface ShortfallMailFacts {
  venueName: string;
  stationName: string;
  supplierName: string;
  receivedBy: string;
  newOrderNumber: string | null;
}

/** Queues the mail for each admin in the receipt's transaction; the receipt's own read found admins and facts. */
export async function notifyAdminsOfShortfall(
  tx: Executor,
  deps: Deps<'mailer' | 'config'>,
  input: {
    venueId: number;
    order: OrderRow;
    status: OrderStatus;
    missing: readonly OrderItemRow[];
    admins: readonly NotifiedAdmin[];
    facts: ShortfallMailFacts;
  },
): Promise<void> {
  const { venueId, order, facts } = input;
  const tab = input.status === 'INCOMPLETE' ? 2 : 3;
  const link = `${deps.config.publicUrl}/current-orders/${order.stationId}/${order.isCustom ? 'custom-orders' : 'orders'}?tab=${tab}`;
  for (const admin of input.admins) {
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

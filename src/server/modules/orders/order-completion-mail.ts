/** Tells the venue's admins (those with e-mail notifications on) that a receipt left items missing (issue 4). */
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/shared/enums';
import type { Deps } from '../../types';
import type { Executor } from '../../db/client';
import { orders, stations, suppliers, users, venues } from '../../db/schema';
import { ORDER_SHORTFALL_MAIL_KIND, renderOrderShortfallMail } from '../../mail/order-shortfall';
import type { OrderItemRow, OrderRow } from './orders.repository';

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
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.venueId, venueId),
        eq(users.role, 'ROLE_ADMIN'),
        eq(users.emailNotificationsOn, true),
        eq(users.disabled, false),
      ),
    );
  if (admins.length === 0) return;

  const [context] = await tx
    .select({ venueName: venues.name, stationName: stations.name, supplierName: suppliers.name })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .innerJoin(stations, eq(stations.id, orders.stationId))
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(and(eq(orders.venueId, venueId), eq(orders.id, order.id)));
  const [receiver] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, input.receivedById));
  const [backorder] = input.newOrderId
    ? await tx
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.venueId, venueId), eq(orders.id, input.newOrderId)))
    : [];

  const tab = input.status === 'INCOMPLETE' ? 2 : 3;
  const link = `${deps.config.publicUrl}/current-orders/${order.stationId}/${order.isCustom ? 'custom-orders' : 'orders'}?tab=${tab}`;
  for (const admin of admins) {
    const mail = renderOrderShortfallMail({
      language: admin.language,
      adminName: admin.name,
      venueName: context?.venueName ?? '',
      stationName: context?.stationName ?? '',
      supplierName: context?.supplierName ?? '',
      orderNumber: order.orderNumber,
      deadline: order.deadline,
      status: input.status,
      receivedBy: receiver?.name ?? '',
      items: input.missing,
      newOrderNumber: backorder?.orderNumber ?? null,
      link,
    });
    await deps.mailer.enqueue(
      { kind: ORDER_SHORTFALL_MAIL_KIND, to: admin.email, userId: admin.id, venueId, ...mail },
      tx,
    );
  }
}
